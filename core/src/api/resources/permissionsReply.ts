import * as Schema from "effect/Schema";

export const PermissionsReply = Schema.Struct({
  data: Schema.Struct({ attributes: Schema.Record(Schema.String, Schema.Boolean) }),
});
