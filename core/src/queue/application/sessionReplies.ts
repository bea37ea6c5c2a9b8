import * as Schema from "effect/Schema";
import { Id, Reference } from "../../api/jsonApiSchemas";

const Status = Schema.optional(Schema.NullOr(Schema.Union([Schema.Number, Schema.String])));

const SessionResource = Schema.Struct({
  id: Id,
  type: Schema.optional(Schema.String),
  attributes: Schema.optional(
    Schema.Struct({
      status: Status,
      is_merged: Schema.optional(Schema.NullOr(Schema.Boolean)),
    }),
  ),
  relationships: Schema.optional(
    Schema.Struct({
      streams: Schema.optional(Schema.Struct({ data: Schema.optional(Schema.NullOr(Schema.Array(Reference))) })),
    }),
  ),
});

const StreamResource = Schema.Struct({
  id: Id,
  type: Schema.optional(Schema.String),
  attributes: Schema.Struct({
    type: Schema.String,
    path: Schema.String,
    status: Status,
    session_id: Schema.optional(Schema.NullOr(Id)),
    /** The last slice sequence the server holds; -1 when none. */
    received_through: Schema.optional(Schema.NullOr(Schema.Number)),
  }),
  relationships: Schema.optional(
    Schema.Struct({ session: Schema.optional(Schema.Struct({ data: Schema.optional(Schema.NullOr(Reference)) })) }),
  ),
});

/** POST sessions → the created session (uploadCalls). */
export const CreatedSessionReply = Schema.Struct({ data: SessionResource });

/** POST sessions/{id}/relationships/streams → the created stream and its path. */
export const CreatedStreamReply = Schema.Struct({ data: StreamResource });

/** GET sessions?filter[ids]=…&include=streams → the sessions the server still knows, with their streams. */
export const SessionListReply = Schema.Struct({
  data: Schema.Array(SessionResource),
  included: Schema.optional(Schema.NullOr(Schema.Array(Schema.Unknown))),
});

export type SessionResource = typeof SessionResource.Type;
export type StreamResource = typeof StreamResource.Type;

/** Only the included resources that are streams; anything else the server includes is ignored. */
export const includedStreams = (included: readonly unknown[] | null | undefined): StreamResource[] =>
  (included ?? []).flatMap((resource) => {
    const decoded = Schema.decodeUnknownOption(StreamResource)(resource);
    const isStream = (resource as { type?: unknown } | null)?.type === "streams";
    return isStream && decoded._tag === "Some" ? [decoded.value] : [];
  });
