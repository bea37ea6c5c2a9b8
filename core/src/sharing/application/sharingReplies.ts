import * as Schema from "effect/Schema";
import { Id } from "../../api/jsonApiSchemas";
import { SharedAttribute } from "../domain/RecordShare";

/** Every share call answers `{ data: SharedResource }`; its id is the shared session's (contract 5). */
export const SharedReply = Schema.Struct({
  data: Schema.Struct({
    id: Id,
    type: Schema.optional(Schema.String),
    attributes: SharedAttribute,
  }),
});
export type SharedReply = typeof SharedReply.Type;
