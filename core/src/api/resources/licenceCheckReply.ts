import * as Schema from "effect/Schema";

export const LicenceCheckReply = Schema.Struct({
  data: Schema.Struct({ attributes: Schema.Struct({ valid: Schema.Boolean }) }),
});
