/**
 * InlineTextEditor — edits one line of text in place (spec 3 §2 "Inline text editor: submit and
 * cancel icons, Enter submits, line breaks blocked"; §5: non-empty after trimming, typing and
 * pasting cut at a configurable limit, paste is plain text only). Escape cancels.
 *
 * Props (InlineTextEditorProps):
 * - label: the textbox's accessible name (visually hidden; the context shows what is edited).
 * - defaultValue: the text to start from (selected, so typing replaces it).
 * - maxLength: the limit typing and pasting are cut at. @default 255
 * - onSubmit(value): the trimmed text; may return a promise: the editor stays open while it runs and
 *   shows its error message if it fails.
 * - onCancel(): Cancel, Escape.
 * - emptyMessage: shown when only spaces are left. @default INLINE_TEXT_EDITOR_TEXTS.empty
 * - submitLabel / cancelLabel: the icon buttons' names. @default 'Save' / 'Cancel'
 */
import { clsx } from "clsx";
import { Check, CircleAlert, X } from "lucide-react";
import { type ClipboardEvent, type FormEvent, type KeyboardEvent, useCallback, useId, useState } from "react";
import { SpinnerGlyph } from "./SpinnerGlyph";
import "./InlineTextEditor.css";

export const INLINE_TEXT_EDITOR_TEXTS = {
  save: "Save",
  cancel: "Cancel",
  empty: "Type some text: spaces alone are not enough.",
  failed: "Could not save the text.",
} as const;

export const INLINE_TEXT_DEFAULT_LIMIT = 255;

export interface InlineTextEditorProps {
  label: string;
  defaultValue: string;
  maxLength?: number;
  onSubmit: (value: string) => void | Promise<void>;
  onCancel: () => void;
  emptyMessage?: string;
  submitLabel?: string;
  cancelLabel?: string;
  className?: string;
}

/** One line: line breaks (and tabs) pasted in become spaces. */
const singleLine = (text: string): string => text.replace(/[\r\n\t]+/g, " ");

const messageOf = (error: unknown): string =>
  error instanceof Error && error.message !== "" ? error.message : INLINE_TEXT_EDITOR_TEXTS.failed;

export function InlineTextEditor({
  label,
  defaultValue,
  maxLength = INLINE_TEXT_DEFAULT_LIMIT,
  onSubmit,
  onCancel,
  emptyMessage = INLINE_TEXT_EDITOR_TEXTS.empty,
  submitLabel = INLINE_TEXT_EDITOR_TEXTS.save,
  cancelLabel = INLINE_TEXT_EDITOR_TEXTS.cancel,
  className,
}: InlineTextEditorProps) {
  const [value, setValue] = useState(() => singleLine(defaultValue).slice(0, maxLength));
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const errorId = useId();

  // Focus and select on arrival so the keyboard user types the new name at once.
  const focusOnMount = useCallback((input: HTMLInputElement | null) => {
    input?.focus();
    input?.select();
  }, []);

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (pending) return;
    const trimmed = value.trim();
    if (trimmed === "") {
      setError(emptyMessage);
      return;
    }
    const result = onSubmit(trimmed);
    if (result instanceof Promise) {
      setPending(true);
      result.then(
        () => setPending(false),
        (failure: unknown) => {
          setPending(false);
          setError(messageOf(failure));
        },
      );
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.nativeEvent.isComposing) return;
    if (event.key === "Escape") {
      // Only the editor closes: not a dialog or a player around it.
      event.preventDefault();
      event.stopPropagation();
      onCancel();
    }
  };

  const onPaste = (event: ClipboardEvent<HTMLInputElement>) => {
    // Plain text only, on one line, cut so the whole stays within the limit.
    event.preventDefault();
    const input = event.currentTarget;
    const start = input.selectionStart ?? value.length;
    const end = input.selectionEnd ?? value.length;
    const room = maxLength - (value.length - (end - start));
    const pasted = singleLine(event.clipboardData.getData("text/plain")).slice(0, Math.max(0, room));
    const next = value.slice(0, start) + pasted + value.slice(end);
    setValue(next);
    setError(null);
    const caret = start + pasted.length;
    requestAnimationFrame(() => input.setSelectionRange(caret, caret));
  };

  return (
    <form className={clsx("kit-inline-editor", className)} onSubmit={submit} noValidate>
      <div className="kit-inline-editor__row">
        <input
          ref={focusOnMount}
          type="text"
          className="kit-inline-editor__input"
          aria-label={label}
          aria-invalid={error !== null || undefined}
          aria-describedby={error !== null ? errorId : undefined}
          value={value}
          maxLength={maxLength}
          onChange={(event) => {
            setValue(singleLine(event.currentTarget.value).slice(0, maxLength));
            setError(null);
          }}
          onKeyDown={onKeyDown}
          onPaste={onPaste}
          readOnly={pending}
        />
        <button
          type="submit"
          className="kit-inline-editor__button kit-inline-editor__button--save"
          aria-label={submitLabel}
          title={submitLabel}
          aria-busy={pending || undefined}
        >
          {pending ? <SpinnerGlyph size={16} /> : <Check size={18} aria-hidden="true" />}
        </button>
        <button
          type="button"
          className="kit-inline-editor__button"
          aria-label={cancelLabel}
          title={cancelLabel}
          onClick={onCancel}
        >
          <X size={18} aria-hidden="true" />
        </button>
      </div>
      {error !== null && (
        <p id={errorId} className="kit-inline-editor__error" role="alert">
          <CircleAlert size={15} aria-hidden="true" />
          <span>{error}</span>
        </p>
      )}
    </form>
  );
}
