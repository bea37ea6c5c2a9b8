import * as Schema from "effect/Schema";
import { Id, Reference } from "../../api/jsonApiSchemas";
import { type NoteContent, plainTextAsNoteHtml } from "../domain/noteHtmlRules";

const NoteResource = Schema.Struct({
  id: Id,
  type: Schema.optional(Schema.String),
  attributes: Schema.Struct({
    text: Schema.optional(Schema.NullOr(Schema.String)),
    /** Issue 22: the note's sanitised rich text; absent from old servers and old rows. */
    html: Schema.optional(Schema.NullOr(Schema.String)),
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
export interface Note extends NoteContent {
  readonly id: string;
  /** The plain text (search, the tutor and study material read it). */
  readonly text: string;
  /** The rich text (issue 22); an old plain-text note reads as paragraphs of its text. */
  readonly html: string;
  /** Absent for the session-wide note. */
  readonly poiId: string | null;
  /** A file attachment (isUrl) with its name and address. */
  readonly file: { readonly name: string; readonly url: string } | null;
}

/** A reply's html, or for an old server or row without one, its text as paragraphs. */
export const noteHtmlOf = (attributes: { readonly text?: string | null; readonly html?: string | null }): string =>
  attributes.html ?? plainTextAsNoteHtml(attributes.text ?? "");

/** What an editor opens a note with. */
export const noteContentOf = (note: Pick<Note, "html" | "text">): NoteContent => ({ html: note.html, text: note.text });

export const toNote = (resource: NoteResource): Note => {
  const { text, name, url, is_url } = resource.attributes;
  const poi = resource.relationships?.poi?.data;
  return {
    id: String(resource.id),
    text: text ?? "",
    html: noteHtmlOf(resource.attributes),
    poiId: poi ? String(poi.id) : null,
    file: is_url && url ? { name: name ?? url, url } : null,
  };
};
