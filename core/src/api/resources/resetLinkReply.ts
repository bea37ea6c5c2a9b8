import { Schema } from "effect";

export const ResetLinkReply = Schema.Struct({
  data: Schema.Struct({ attributes: Schema.Struct({ email: Schema.String }) }),
});
