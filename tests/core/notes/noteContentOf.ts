import type { NoteContent } from "@lectern/core/notes/domain/noteHtmlRules";
import { plainTextAsNoteHtml } from "@lectern/core/notes/domain/noteHtmlRules";

/** What a plain-text field emits for `text`: its paragraphs and the text itself. */
export const noteContentOf = (text: string): NoteContent => ({ html: plainTextAsNoteHtml(text), text });
