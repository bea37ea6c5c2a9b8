import * as Schema from "effect/Schema";

export const ResetLinkReply = Schema.Struct({
  data: Schema.Struct({ attributes: Schema.Struct({ email: Schema.String }) }),
});
