import * as Schema from "effect/Schema";
import { Id, Nullable } from "../../api/jsonApiSchemas";

/**
 * `GET sessions/{id}/tutor`: the conversation, oldest first. Segments stay loose here (each one is read
 * by toTutorMessages): one segment of a kind this client does not know must not lose the history.
 */
export const TutorMessageResource = Schema.Struct({
  id: Id,
  type: Schema.optional(Schema.String),
  attributes: Schema.Struct({
    role: Schema.String,
    segments: Nullable(Schema.Array(Schema.Unknown)),
    stopped: Nullable(Schema.Boolean),
    created_at: Nullable(Schema.String),
  }),
});
export type TutorMessageResource = typeof TutorMessageResource.Type;

export const TutorHistoryReply = Schema.Struct({ data: Schema.Array(TutorMessageResource) });
export type TutorHistoryReply = typeof TutorHistoryReply.Type;
