import { NOTE_TEXTS } from "./noteTexts";

/** How much of a note its buttons' names quote ('Edit note “…”'). */
const EXCERPT_LENGTH = 40;

/** The note as its buttons name it: the first words, on one line. */
export const noteExcerpt = (text: string): string => {
  const line = text.replace(/\s+/g, " ").trim();
  return line.length > EXCERPT_LENGTH ? `${line.slice(0, EXCERPT_LENGTH - 1).trimEnd()}…` : line;
};

/**
 * Every text of the record page's note editing (spec 3 §7 notes calls, §8), in one place for the
 * service, the page and the tests. Notes save themselves as they are typed: there is no Save step.
 */
export const RECORD_NOTES_TEXTS = {
  addLabel: "Add a note",
  addHint: "Your note is kept with this recording.",
  addPlaceholder: "Write something to remember about this lecture…",
  /** Closes a note's editor; what was typed is already saved (or being saved). */
  done: "Done",
  cancel: "Cancel",
  edit: "Edit",
  delete: "Delete",
  editName: (text: string) => `Edit note “${noteExcerpt(text)}”`,
  editField: (text: string) => `Text of note “${noteExcerpt(text)}”`,
  deleteName: (text: string) => `Delete note “${noteExcerpt(text)}”`,
  deleteFileName: (name: string) => `Delete file ${name}`,
  confirmTitle: "Delete this note?",
  confirmText: (text: string) => `“${noteExcerpt(text)}” will be removed from this recording. This cannot be undone.`,
  confirmFileText: (name: string) => `${name} will be removed from this recording. This cannot be undone.`,
  confirm: "Yes, delete",
  saved: "Note saved",
  deleted: "Note deleted",
  /** Spec 3 §8 swallows note create and edit errors: a quiet inline state, the draft kept. */
  notSaved: "Not saved — try again",
  /** Spec 2 §8's removal failure, verbatim. */
  notRemoved: `${NOTE_TEXTS.notRemovedTitle} ${NOTE_TEXTS.notRemovedMessage}`,
} as const;
