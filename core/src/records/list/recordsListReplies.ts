import * as Schema from "effect/Schema";
import { Id, Nullable, ToMany } from "../../api/jsonApiSchemas";

/** Contract rule 13: who recorded the session; absent in older replies. */
const ListOwner = Schema.Struct({
  id: Id,
  first_name: Nullable(Schema.String),
  last_name: Nullable(Schema.String),
  fullname: Nullable(Schema.String),
});

/** Spec 3 §3 "Session": the attributes a /records row shows. */
export const ListSessionResource = Schema.Struct({
  id: Id,
  type: Schema.optional(Schema.String),
  attributes: Schema.Struct({
    name: Nullable(Schema.String),
    type: Nullable(Schema.String),
    status: Nullable(Schema.Number),
    demo: Nullable(Schema.Boolean),
    favourite: Nullable(Schema.Boolean),
    thumbnail_url: Nullable(Schema.String),
    started_at: Nullable(Schema.String),
    created_at: Nullable(Schema.String),
    duration: Nullable(Schema.Number),
    highlights_count: Nullable(Schema.Number),
    owner: Nullable(ListOwner),
    shared_with_me: Nullable(Schema.Boolean),
  }),
  relationships: Schema.optional(Schema.Struct({ streams: ToMany, tags: ToMany })),
});
export type ListSessionResource = typeof ListSessionResource.Type;

const ListStreamResource = Schema.Struct({
  id: Id,
  type: Schema.Literal("streams"),
  attributes: Schema.Struct({
    type: Nullable(Schema.String),
    status: Nullable(Schema.Number),
    convert_progress: Nullable(Schema.Number),
    is_primary: Nullable(Schema.Boolean),
  }),
});
export type ListStreamResource = typeof ListStreamResource.Type;

const ListTagResource = Schema.Struct({
  id: Id,
  type: Schema.Literal("tags"),
  attributes: Schema.Struct({ tag: Schema.String }),
});
export type ListTagResource = typeof ListTagResource.Type;

/** Included resources the list does not read are kept out of the way rather than failing the page. */
const OtherResource = Schema.Struct({ id: Id, type: Schema.String });
const Included = Schema.optional(Schema.Array(Schema.Union([ListStreamResource, ListTagResource, OtherResource])));
export type ListIncluded = NonNullable<typeof Included.Type>;

/** Spec 3 §7 list pages: `meta.pagination` (page, limit, total_records, total_pages). */
const Pagination = Schema.Struct({
  page: Schema.Number,
  limit: Schema.optional(Schema.Number),
  total_records: Schema.Number,
  total_pages: Schema.optional(Schema.Number),
});

/** `GET sessions?…&include=streams,tags`: one page of the user's sessions. */
export const SessionListReply = Schema.Struct({
  data: Schema.Array(ListSessionResource),
  included: Included,
  meta: Schema.Struct({ pagination: Pagination }),
});
export type SessionListReply = typeof SessionListReply.Type;

/** `GET sessions/{id}?include=streams,tags`: one session re-read after a list event. */
export const ListedSessionReply = Schema.Struct({ data: ListSessionResource, included: Included });
export type ListedSessionReply = typeof ListedSessionReply.Type;
