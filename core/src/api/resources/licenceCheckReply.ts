import { Schema } from "effect";

export const LicenceCheckReply = Schema.Struct({
  data: Schema.Struct({ attributes: Schema.Struct({ valid: Schema.Boolean }) }),
});
