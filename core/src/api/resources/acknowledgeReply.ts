import { Schema } from "effect";

export const AcknowledgeReply = Schema.Struct({
  data: Schema.Struct({ attributes: Schema.Struct({ acknowledge: Schema.Boolean }) }),
});
