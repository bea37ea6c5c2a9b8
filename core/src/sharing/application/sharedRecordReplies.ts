import * as Schema from "effect/Schema";
import { Id, Nullable } from "../../api/jsonApiSchemas";
import { IncludedResource, SessionResource } from "../../records/record/recordReplies";

/** Contract rule 7: who looks at a shared record and what they may do with it. */
export const SharedRecordMeta = Schema.Struct({
  is_owner: Schema.Boolean,
  is_readonly: Schema.Boolean,
  is_downloadable: Schema.Boolean,
  owner: Schema.Struct({
    id: Id,
    first_name: Nullable(Schema.String),
    last_name: Nullable(Schema.String),
    fullname: Nullable(Schema.String),
  }),
  /** A shared highlight: the span of the parent's recording it plays, in seconds from its start. */
  shared_poi: Nullable(Schema.Struct({ poi_id: Id, start: Schema.Number, end: Schema.Number })),
});
export type SharedRecordMeta = typeof SharedRecordMeta.Type;

/** `GET v2/session/shared/{id}?with=relations`: the record page's session document plus the meta. */
export const SharedSessionReply = Schema.Struct({
  data: SessionResource,
  included: Schema.optional(Schema.Array(IncludedResource)),
  meta: SharedRecordMeta,
});
export type SharedSessionReply = typeof SharedSessionReply.Type;

/** `GET v2/users/check-shared-permissions/{id}` (rule 9) has the shape of the user's permissions reply. */
export { PermissionsReply as SharedPermissionsReply } from "../../api/resources/permissionsReply";
