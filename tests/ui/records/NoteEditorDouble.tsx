import { type NoteContent, plainTextAsNoteHtml } from "@lectern/core/notes/domain/noteHtmlRules";
import { type KeyboardEvent, useCallback, useLayoutEffect, useRef, useState } from "react";
import type { NoteEditorProps } from "../../../ui/src/editor/NoteEditor";

const asContent = (text: string): NoteContent => ({ html: plainTextAsNoteHtml(text), text });

/**
 * The rich editor's contract with a plain textarea (Quill is tested in its own files and in Chromium):
 * uncontrolled from its initial content, emits 500 ms after typing stops and at once on blur, Escape and
 * unmount, then onLeave on blur. What the record page's notes do with it is what these tests check.
 */
export function NoteEditorDouble(props: NoteEditorProps) {
  // Like the real editor: a different document is a different editor.
  return <DoubleField key={props.documentKey} {...props} />;
}

function DoubleField({
  label,
  initialContent,
  onChange,
  readOnly = false,
  describedBy,
  placeholder,
  autoFocus = false,
  onEscape,
  onLeave,
}: NoteEditorProps) {
  const [text, setText] = useState(initialContent.text);
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
  }, []);
  useLayoutEffect(() => flush, [flush]);
  const change = (next: string) => {
    if (waiting.current) clearTimeout(waiting.current.timer);
    waiting.current = { timer: setTimeout(flush, 500), text: next };
    setText(next);
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
      contentEditable
      aria-label={label}
      aria-describedby={describedBy}
      placeholder={placeholder}
      readOnly={readOnly}
      value={text}
      onChange={(event) => change(event.target.value)}
      onBlur={() => {
        flush();
        onLeave?.();
      }}
      onKeyDown={onKeyDown}
    />
  );
}
