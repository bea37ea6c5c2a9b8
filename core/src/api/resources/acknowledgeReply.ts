import * as Schema from "effect/Schema";

export const AcknowledgeReply = Schema.Struct({
  data: Schema.Struct({ attributes: Schema.Struct({ acknowledge: Schema.Boolean }) }),
});
