import type { NoteContent } from "@lectern/core/notes/domain/noteHtmlRules";
import { plainTextAsNoteHtml } from "@lectern/core/notes/domain/noteHtmlRules";
import { type KeyboardEvent, useCallback, useLayoutEffect, useRef, useState } from "react";

export interface NoteInputProps {
  /** The field's accessible name. */
  label: string;
  /** What the notes service holds for the field; shown whenever nothing typed here waits to be emitted. */
  content: NoteContent;
  /** Debounced content (spec 3 §4: 500 ms after typing stops): the service sends each one it gets. */
  onChange: (content: NoteContent) => void;
  readOnly?: boolean;
  describedBy?: string;
  id?: string;
  placeholder?: string;
  /** Takes focus when shown, the caret after the text (a note's editor opening). */
  autoFocus?: boolean;
  /** Escape pressed (closes a note's editor). */
  onEscape?: () => void;
}

/** Spec 3 §4: the editor emits its content 500 ms after typing stops. */
export const NOTE_INPUT_DEBOUNCE_MS = 500;

const asContent = (text: string): NoteContent => ({ html: plainTextAsNoteHtml(text), text });

/**
 * The one input of a record page note, so the rich editor (issue 22) replaces it in one place. For now
 * a plain textarea whose text becomes paragraphs. The 500 ms debounce lives here only until then: the
 * rich editor debounces itself, and the notes service has no timers but the ClockPort's. What waits
 * is emitted at once when the field loses focus or goes away, so closing or leaving loses nothing.
 */
export function NoteInput({
  label,
  content,
  onChange,
  readOnly = false,
  describedBy,
  id,
  placeholder,
  autoFocus = false,
  onEscape,
}: NoteInputProps) {
  // Typed here and not emitted yet; null shows the service's content.
  const [typed, setTyped] = useState<string | null>(null);
  const waiting = useRef<{ readonly timer: ReturnType<typeof setTimeout>; readonly text: string } | null>(null);
  const emit = useRef(onChange);
  useLayoutEffect(() => {
    emit.current = onChange;
  });

  const flush = useCallback(() => {
    const pending = waiting.current;
    if (!pending) return;
    clearTimeout(pending.timer);
    waiting.current = null;
    emit.current(asContent(pending.text));
    setTyped(null);
  }, []);
  // A layout cleanup runs before the page's passive cleanups (which dispose the service).
  useLayoutEffect(() => flush, [flush]);

  const change = (text: string) => {
    if (waiting.current) clearTimeout(waiting.current.timer);
    waiting.current = { timer: setTimeout(flush, NOTE_INPUT_DEBOUNCE_MS), text };
    setTyped(text);
  };

  const focusOnOpen = useCallback(
    (field: HTMLTextAreaElement | null) => {
      if (!field || !autoFocus) return;
      field.focus();
      field.setSelectionRange(field.value.length, field.value.length);
    },
    [autoFocus],
  );

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== "Escape" || !onEscape) return;
    event.preventDefault();
    flush();
    onEscape();
  };

  return (
    <textarea
      ref={focusOnOpen}
      id={id}
      className="kit-textarea"
      rows={3}
      aria-label={label}
      aria-describedby={describedBy}
      placeholder={placeholder}
      readOnly={readOnly}
      value={typed ?? content.text}
      onChange={(event) => change(event.target.value)}
      onBlur={flush}
      onKeyDown={onKeyDown}
    />
  );
}
