import * as Schema from "effect/Schema";
import { Id, Reference } from "../../api/jsonApiSchemas";

const NoteResource = Schema.Struct({
  id: Id,
  type: Schema.optional(Schema.String),
  attributes: Schema.Struct({
    text: Schema.optional(Schema.NullOr(Schema.String)),
    name: Schema.optional(Schema.NullOr(Schema.String)),
    url: Schema.optional(Schema.NullOr(Schema.String)),
    is_url: Schema.optional(Schema.NullOr(Schema.Boolean)),
  }),
  relationships: Schema.optional(
    Schema.Struct({ poi: Schema.optional(Schema.Struct({ data: Schema.optional(Schema.NullOr(Reference)) })) }),
  ),
});
type NoteResource = typeof NoteResource.Type;

export const NoteReply = Schema.Struct({ data: NoteResource });
export const NoteListReply = Schema.Struct({ data: Schema.Array(NoteResource) });

/** A note as the notes panel keeps it (spec 2 §3 "Note"). */
export interface Note {
  readonly id: string;
  readonly text: string;
  /** Absent for the session-wide note. */
  readonly poiId: string | null;
  /** A file attachment (isUrl) with its name and address. */
  readonly file: { readonly name: string; readonly url: string } | null;
}

export const toNote = (resource: NoteResource): Note => {
  const { text, name, url, is_url } = resource.attributes;
  const poi = resource.relationships?.poi?.data;
  return {
    id: String(resource.id),
    text: text ?? "",
    poiId: poi ? String(poi.id) : null,
    file: is_url && url ? { name: name ?? url, url } : null,
  };
};
