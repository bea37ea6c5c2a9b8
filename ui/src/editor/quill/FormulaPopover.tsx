import { useId, useMemo, useState } from "react";
import { Button } from "../../kit/plain/Button";
import { formulaProblem } from "../../kit/noteHtml/typesetFormula";
import { editorTexts } from "../editorTexts";
import { EditorPopover, type PopoverPlace } from "./EditorPopover";

/**
 * Spec 3 §2/§5 formula popover: the TeX, Delete, Cancel, Save and an error line with KaTeX's message
 * for the current text. Save with empty text is ignored.
 */
export function FormulaPopover({
  place,
  initialTex,
  canDelete,
  onSave,
  onDelete,
  onCancel,
}: {
  place: PopoverPlace;
  initialTex: string;
  /** An existing formula can be deleted; a new one has nothing to delete. */
  canDelete: boolean;
  onSave: (tex: string) => void;
  onDelete: () => void;
  onCancel: () => void;
}) {
  const [tex, setTex] = useState(initialTex);
  const fieldId = useId();
  const problemId = useId();
  const problem = useMemo(() => (tex.trim() === "" ? null : formulaProblem(tex)), [tex]);
  const save = () => {
    if (tex.trim() !== "") onSave(tex.trim());
  };
  return (
    <EditorPopover title={editorTexts.formulaTitle} place={place}>
      <form
        className="note-popover__form"
        onSubmit={(event) => {
          event.preventDefault();
          save();
        }}
      >
        <div className="note-popover__field">
          <label htmlFor={fieldId}>{editorTexts.formulaField}</label>
          <textarea
            id={fieldId}
            className="note-popover__input note-popover__textarea"
            value={tex}
            rows={3}
            placeholder={editorTexts.formulaPlaceholder}
            autoFocus
            spellCheck={false}
            aria-invalid={problem !== null || undefined}
            aria-describedby={problemId}
            onChange={(event) => setTex(event.target.value)}
            onKeyDown={(event) => {
              // Ctrl/Cmd+Enter saves; a plain Enter is a new line in the TeX.
              if (event.key === "Enter" && (event.ctrlKey || event.metaKey)) {
                event.preventDefault();
                save();
              }
            }}
          />
          <p id={problemId} className="note-popover__problem" aria-live="polite">
            {problem}
          </p>
        </div>
        <div className="note-popover__actions">
          {canDelete && (
            <Button variant="ghost" size="sm" className="note-popover__delete" onClick={onDelete}>
              {editorTexts.delete}
            </Button>
          )}
          <Button variant="ghost" size="sm" onClick={onCancel}>
            {editorTexts.cancel}
          </Button>
          <Button type="submit" variant="primary" size="sm">
            {editorTexts.save}
          </Button>
        </div>
      </form>
    </EditorPopover>
  );
}
