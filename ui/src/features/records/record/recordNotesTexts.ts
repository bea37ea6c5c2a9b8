/** The texts live with the notes service in core (one file per feature, rule 19); the page reads them here. */
export { RECORD_NOTES_TEXTS, noteExcerpt } from "@lectern/core/notes/domain/recordNoteTexts";
