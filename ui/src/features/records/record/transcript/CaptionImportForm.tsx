import { CaptionImport } from "@lectern/core/records/transcript/CaptionImport";
import { FileUp } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { Alert, Button, useToasts } from "../../../../kit";
import { useObservable } from "../../../../reactive/useObservable";
import { useService } from "../../../../reactive/useService";
import { TRANSCRIPT_TEXTS } from "./transcriptTexts";

/**
 * Issue 21: the owner's way to a transcript when none was made while recording — choose an SRT or
 * WebVTT file, import it. CaptionImport checks the file before it is sent (and the server again);
 * progress is announced politely, a refusal as an alert, and the lecture keeps what it had.
 */
export function CaptionImportForm({ sessionId }: { sessionId: string }) {
  const importer = useService(CaptionImport);
  const toasts = useToasts();
  const inputId = useId();
  const hintId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [missing, setMissing] = useState(false);
  const shown = useObservable(importer.state$, importer.state);
  // Only this record's import: another record's outcome is not this one's.
  const state = shown.phase !== "idle" && shown.sessionId === sessionId ? shown : null;
  const busy = state?.phase === "checking" || state?.phase === "uploading";

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (file === null) {
      setMissing(true);
      return;
    }
    setMissing(false);
    const outcome = await importer.importFile(sessionId, { name: file.name, size: file.size, text: () => file.text() });
    if (outcome.phase === "imported") {
      toasts.show({ text: TRANSCRIPT_TEXTS.imported(outcome.cues), type: "success", small: true });
    }
  };

  const progress =
    state?.phase === "checking"
      ? TRANSCRIPT_TEXTS.importChecking(state.name)
      : state?.phase === "uploading"
        ? TRANSCRIPT_TEXTS.importUploading(state.name)
        : state?.phase === "imported"
          ? TRANSCRIPT_TEXTS.imported(state.cues)
          : "";
  const problem = missing ? TRANSCRIPT_TEXTS.importChooseFirst : state?.phase === "failed" ? state.message : null;

  return (
    <form className="caption-import" onSubmit={(event) => void submit(event)} aria-busy={busy}>
      <h4 className="caption-import__title">{TRANSCRIPT_TEXTS.importTitle}</h4>
      <p id={hintId} className="caption-import__hint">
        {TRANSCRIPT_TEXTS.importHint}
      </p>
      <label htmlFor={inputId} className="caption-import__label">
        {TRANSCRIPT_TEXTS.importInputLabel}
      </label>
      <input
        id={inputId}
        className="caption-import__input"
        type="file"
        accept=".srt,.vtt,application/x-subrip,text/vtt"
        aria-describedby={hintId}
        disabled={busy}
        onChange={(event) => {
          setFile(event.currentTarget.files?.[0] ?? null);
          setMissing(false);
        }}
      />
      <div className="caption-import__actions">
        <Button type="submit" isPending={busy}>
          <FileUp size={16} aria-hidden="true" />
          {TRANSCRIPT_TEXTS.importButton}
        </Button>
      </div>
      <output aria-live="polite" className="caption-import__progress">
        {progress}
      </output>
      {problem !== null && (
        <Alert kind="error" title={TRANSCRIPT_TEXTS.importFailedTitle}>
          <p>{problem}</p>
        </Alert>
      )}
    </form>
  );
}
