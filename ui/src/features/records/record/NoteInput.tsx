import type { NoteContent } from "@lectern/core/notes/domain/noteHtmlRules";
import { NoteEditor } from "../../../editor/NoteEditor";

export interface NoteInputProps {
  /** The field's visible label and accessible name. */
  label: string;
  /** What the notes service holds for the field, read when the editor opens (`documentKey`). */
  content: NoteContent;
  /** Which note the field holds: a new key opens the editor afresh with `content`. */
  documentKey: string;
  /** Debounced content (spec 3 §4: 500 ms after typing stops): the service sends each one it gets. */
  onChange: (content: NoteContent) => void;
  readOnly?: boolean;
  describedBy?: string;
  /** The wrapper's id, so the page can bring the focus back to this field. */
  id?: string;
  placeholder?: string;
  /** Takes focus when shown, the caret after the text (a note's editor opening). */
  autoFocus?: boolean;
  /** Escape pressed in the text (closes a note's editor). */
  onEscape?: () => void;
  /** Focus left the field (the "Add a note" field is then done with). */
  onLeave?: () => void;
}

/** Focuses the editor of the note field with this wrapper id (after a delete took the focused button away). */
export const focusNoteInput = (id: string): void =>
  document.getElementById(id)?.querySelector<HTMLElement>("[contenteditable='true']")?.focus();

/**
 * The one input of a record page note: the rich-text editor (issue 22), which debounces, emits what
 * waits when focus leaves or it goes away, and keeps its own draft while it is open.
 */
export function NoteInput({ id, documentKey, content, ...props }: NoteInputProps) {
  return (
    <div id={id} className="record-notes__input">
      <NoteEditor {...props} documentKey={documentKey} initialContent={content} />
    </div>
  );
}
