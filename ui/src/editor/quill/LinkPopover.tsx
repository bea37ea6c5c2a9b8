import { checkNoteLinkForm } from "@lectern/core/notes/domain/noteLinks";
import { ExternalLink } from "lucide-react";
import { useId, useState, type MouseEvent } from "react";
import { Button } from "../../kit/plain/Button";
import { editorTexts } from "../editorTexts";
import { EditorPopover, type PopoverPlace } from "./EditorPopover";

/** Spec 3 §2/§5 link-create popover: read-only Text, Link, Cancel, Save (disabled while invalid). */
export function LinkCreatePopover({
  place,
  text,
  initialLink,
  onSave,
  onCancel,
}: {
  place: PopoverPlace;
  text: string;
  initialLink: string;
  onSave: (href: string) => void;
  onCancel: () => void;
}) {
  const [link, setLink] = useState(initialLink);
  const [touched, setTouched] = useState(false);
  const textId = useId();
  const linkId = useId();
  const problemId = useId();
  const verdict = checkNoteLinkForm({ text, link });
  const showProblem = touched && !verdict.valid && verdict.missing === null;
  return (
    <EditorPopover title={editorTexts.linkCreateTitle} place={place}>
      <form
        className="note-popover__form"
        onSubmit={(event) => {
          event.preventDefault();
          if (verdict.valid) onSave(verdict.href);
        }}
      >
        <div className="note-popover__field">
          <label htmlFor={textId}>{editorTexts.linkText}</label>
          <input id={textId} className="note-popover__input" value={text} readOnly />
        </div>
        <div className="note-popover__field">
          <label htmlFor={linkId}>{editorTexts.linkField}</label>
          <input
            id={linkId}
            className="note-popover__input"
            value={link}
            placeholder={editorTexts.linkPlaceholder}
            autoFocus
            required
            inputMode="url"
            autoComplete="off"
            spellCheck={false}
            aria-invalid={showProblem || undefined}
            aria-describedby={showProblem ? problemId : undefined}
            onChange={(event) => setLink(event.target.value)}
            onBlur={() => setTouched(true)}
          />
          {showProblem && (
            <p id={problemId} className="note-popover__problem">
              {editorTexts.linkInvalid}
            </p>
          )}
        </div>
        <div className="note-popover__actions">
          <Button variant="ghost" size="sm" onClick={onCancel}>
            {editorTexts.cancel}
          </Button>
          <Button type="submit" variant="primary" size="sm" disabled={!verdict.valid}>
            {editorTexts.save}
          </Button>
        </div>
      </form>
    </EditorPopover>
  );
}

/** Keeps the caret in the text when the popover shows without taking the focus (caret in a link). */
const keepSelection = (event: MouseEvent) => event.preventDefault();

/** Spec 3 §2 link-edit popover: the URL (opening in a new tab), Remove, Cancel, Edit. */
export function LinkEditPopover({
  place,
  href,
  takesFocus,
  onRemove,
  onCancel,
  onEdit,
}: {
  place: PopoverPlace;
  href: string;
  /** Opened from the toolbar: focus goes in. Shown for the caret in a link: the caret stays. */
  takesFocus: boolean;
  onRemove: () => void;
  onCancel: () => void;
  onEdit: () => void;
}) {
  const hold = takesFocus ? undefined : keepSelection;
  return (
    <EditorPopover title={editorTexts.linkEditTitle} place={place} hideTitle>
      <a
        className="note-popover__url"
        href={href}
        target="_blank"
        rel="noopener noreferrer"
        autoFocus={takesFocus}
        onMouseDown={hold}
      >
        <ExternalLink size={14} aria-hidden="true" />
        <span className="note-popover__url-text">{href}</span>
        <span className="kit-visually-hidden"> {editorTexts.opensInNewTab}</span>
      </a>
      <div className="note-popover__actions">
        <Button variant="ghost" size="sm" onMouseDown={hold} onClick={onRemove}>
          {editorTexts.remove}
        </Button>
        <Button variant="ghost" size="sm" onMouseDown={hold} onClick={onCancel}>
          {editorTexts.cancel}
        </Button>
        <Button variant="secondary" size="sm" onMouseDown={hold} onClick={onEdit}>
          {editorTexts.edit}
        </Button>
      </div>
    </EditorPopover>
  );
}
