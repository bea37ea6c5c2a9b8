import { Pencil } from "lucide-react";
import { useId, useLayoutEffect, useRef, useState } from "react";
import { InlineTextEditor } from "../../../kit/InlineTextEditor";
import { RECORD_PAGE_TEXTS } from "./recordPageTexts";

export interface RecordNameProps {
  name: string;
  /** Saves the trimmed name; a rejected promise keeps the editor open with its message. */
  onRename: (name: string) => Promise<void>;
}

/**
 * The page's h1: the recording's name, a button that opens the inline editor (spec 3 §2: Enter
 * submits, line breaks blocked, non-empty after trim). Focus returns to the name when it closes.
 */
export function RecordName({ name, onRename }: RecordNameProps) {
  const [editing, setEditing] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const hintId = useId();
  // Closing the editor names where focus goes; the commit that renders the name button again moves
  // it there (not a timer: the re-render may come before or after any frame).
  const returnFocus = useRef(false);
  useLayoutEffect(() => {
    if (!returnFocus.current || button.current === null) return;
    returnFocus.current = false;
    button.current.focus();
  });

  const finish = () => {
    // After the editor leaves the DOM, so the keyboard user continues from the name.
    returnFocus.current = true;
    setEditing(false);
  };

  if (editing) {
    return (
      <div className="record-name record-name--editing">
        <h1 className="kit-visually-hidden">{name}</h1>
        <InlineTextEditor
          label={RECORD_PAGE_TEXTS.renameLabel}
          defaultValue={name}
          onSubmit={async (value) => {
            await onRename(value);
            finish();
          }}
          onCancel={finish}
          className="record-name__editor"
        />
      </div>
    );
  }
  return (
    <div className="record-name">
      <h1 className="record-name__title">
        <button
          ref={button}
          type="button"
          className="record-name__button"
          aria-describedby={hintId}
          onClick={() => {
            returnFocus.current = false;
            setEditing(true);
          }}
        >
          <span>{name}</span>
          <Pencil size={18} aria-hidden="true" className="record-name__icon" />
        </button>
      </h1>
      <span id={hintId} className="kit-visually-hidden">
        {RECORD_PAGE_TEXTS.renameHint}
      </span>
    </div>
  );
}
