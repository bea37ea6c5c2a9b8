import { useState } from "react";
import { STORAGE_NOTICE_TEXTS } from "./storageNoticeTexts";

export interface SavedDataExport {
  readonly pending: boolean;
  /** What the last export came to (said in a status region), null before the first. */
  readonly outcome: string | null;
  run(): Promise<void>;
}

/** Runs the export into the browser's download and keeps its wait and outcome. */
export function useSavedDataExport(
  exportSavedData: () => Promise<Blob>,
  save: (file: Blob, name: string) => void,
): SavedDataExport {
  const [pending, setPending] = useState(false);
  const [outcome, setOutcome] = useState<string | null>(null);
  const run = async () => {
    setPending(true);
    setOutcome(null);
    try {
      save(await exportSavedData(), STORAGE_NOTICE_TEXTS.fileName(new Date()));
      setOutcome(STORAGE_NOTICE_TEXTS.exported);
    } catch {
      setOutcome(STORAGE_NOTICE_TEXTS.exportFailed);
    } finally {
      setPending(false);
    }
  };
  return { pending, outcome, run };
}
