import { plainTextAsNoteHtml } from "@lectern/core/notes/domain/noteHtmlRules";
import type { DemoDatabase } from "../db/DemoDatabase";
import type { DemoNote, DemoRecordingSession } from "../db/DemoSnapshot";
import { DemoHttpError } from "../routing/DemoHttpError";
import { iso } from "../routing/replies";
import { noteHtmlDepth } from "./noteHtml/noteHtmlDepth";

export const MAX_NOTE_TEXT = 65_535;
export const MAX_NOTE_NAME = 255;
/** A note's rich text, as sent (and as stored once sanitised): 256 KiB of characters (issue 22). */
export const MAX_NOTE_HTML = 262_144;
/** How deep its elements may nest (noteHtmlDepth): the editor writes fewer than ten levels. */
export const MAX_NOTE_HTML_DEPTH = 256;

export const NOTE_TEXTS = {
  resourceType: "The type must be sessions_notes.",
  textRequired: "The text field is required.",
  textString: "The text must be a string.",
  textLength: `The text may not be greater than ${MAX_NOTE_TEXT} characters.`,
  htmlString: "The html must be a string.",
  htmlLength: `The html may not be greater than ${MAX_NOTE_HTML} characters.`,
  htmlDepth: `The html may not nest its elements more than ${MAX_NOTE_HTML_DEPTH} deep.`,
  nameString: "The name must be a string.",
  nameLength: `The name may not be greater than ${MAX_NOTE_NAME} characters.`,
  poi: "The selected poi is invalid.",
  list: "The data field must list the notes to remove, each as {type: sessions_notes, id}.",
  notFound: "This note does not exist or has been removed.",
  someNotFound: "Some of these notes do not exist or have been removed; none was removed.",
} as const;

/** A required text of at most 65,535 characters that is not only whitespace. */
export const noteTextProblem = (text: unknown): string | null => {
  if (text === undefined || text === null) return NOTE_TEXTS.textRequired;
  if (typeof text !== "string") return NOTE_TEXTS.textString;
  if (!text.trim()) return NOTE_TEXTS.textRequired;
  return text.length > MAX_NOTE_TEXT ? NOTE_TEXTS.textLength : null;
};

/**
 * A rich text given (not null) must be a string of at most 262,144 characters whose elements nest at
 * most 256 deep (checked before it is parsed); its text is checked apart.
 */
export const noteHtmlProblem = (html: unknown): string | null => {
  if (typeof html !== "string") return NOTE_TEXTS.htmlString;
  if (html.length > MAX_NOTE_HTML) return NOTE_TEXTS.htmlLength;
  return noteHtmlDepth(html) > MAX_NOTE_HTML_DEPTH ? NOTE_TEXTS.htmlDepth : null;
};

/** A note's rich text: the sanitised HTML it was written with, else its text as paragraphs. */
export const noteHtmlOf = (note: DemoNote): string => note.html ?? plainTextAsNoteHtml(note.text);

export const noteNameProblem = (name: unknown): string | null => {
  if (name === undefined || name === null) return null;
  if (typeof name !== "string") return NOTE_TEXTS.nameString;
  return name.trim().length > MAX_NOTE_NAME ? NOTE_TEXTS.nameLength : null;
};

/**
 * The url a link note is stored with (it marks the note as a link note). Replies never hand it out:
 * they give a new, short-lived address of the file each time (noteFileUrls, issue 19).
 */
export const noteFileUrl = (noteId: string, key: string, fileName: string): string =>
  `/api/demo/media/notes/${encodeURIComponent(noteId)}/${key}/${encodeURIComponent(fileName)}`;

/**
 * JSON:API `sessions_notes` resource (spec 3 §3 "Notes"; a note with a url is a link note): its rich
 * text as sanitised HTML and as plain text (issue 22). A file's url is the address `fileUrl` issues
 * for this reply (noteFileUrls).
 */
export const noteResource = (note: DemoNote, fileUrl: (note: DemoNote) => string | null) => ({
  id: note.id,
  type: "sessions_notes",
  attributes: {
    text: note.text,
    html: noteHtmlOf(note),
    name: note.name,
    url: note.attachment ? fileUrl(note) : note.url,
    is_url: note.url !== null,
    created_at: iso(note.createdAt),
    updated_at: iso(note.updatedAt),
  },
  relationships: { poi: { data: note.poiId === null ? null : { type: "sessions_pois", id: note.poiId } } },
});

/** A session's notes in the order they were made. */
export const notesOf = (db: DemoDatabase, sessionId: string): DemoNote[] =>
  db.data.notes
    .filter((note) => note.sessionId === sessionId)
    .sort((a, b) => a.createdAt - b.createdAt || Number(a.id) - Number(b.id));

/** A note with its session; 404 when there is none (who may reach the session is the caller's check). */
export const findNote = (
  db: DemoDatabase,
  noteId: string,
): { readonly note: DemoNote; readonly session: DemoRecordingSession } => {
  const note = db.data.notes.find((candidate) => candidate.id === noteId);
  const session = note && db.data.recordingSessions.find((candidate) => candidate.id === note.sessionId);
  if (!note || !session) throw noteNotFound();
  return { note, session };
};

export const noteNotFound = (): DemoHttpError =>
  new DemoHttpError(404, { title: NOTE_TEXTS.notFound, source: { parameter: "note" } });

export { attachmentKeysOf } from "./noteAttachmentKeys";
