import type { RecordNotesEditor } from "./RecordNotesEditor";

export const RecordNotesEditorFactory = Symbol.for("RecordNotesEditorFactory");

/** Makes the note editing of one record page (one per shown record; the page disposes it). */
export interface RecordNotesEditorFactory {
  /** The editor of `sessionId`'s notes; `onChanged` follows each note saved or removed, so the page reloads. */
  create(sessionId: string, onChanged: () => void): RecordNotesEditor;
}
