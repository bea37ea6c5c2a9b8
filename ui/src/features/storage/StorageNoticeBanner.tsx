import { TriangleAlert } from "lucide-react";
import { Button } from "../../kit/plain/Button";
import { saveFile } from "../../kit/saveFile";
import { hasSavedData } from "./hasSavedData";
import type { StorageProblem } from "./StorageProblem";
import { STORAGE_NOTICE_TEXTS } from "./storageNoticeTexts";
import { useSavedDataExport } from "./useSavedDataExport";
import "./StorageNoticeBanner.css";

/**
 * The stored-data notice at the top of every page: the message is an alert (read out once, when the
 * backend opens), then stays as a banner with the export, whose outcome is a status.
 */
export function StorageNoticeBanner({
  problem,
  exportSavedData,
}: {
  problem: StorageProblem;
  /** This browser's stored data as one file. */
  exportSavedData: () => Promise<Blob>;
}) {
  const exporting = useSavedDataExport(exportSavedData, saveFile);
  return (
    <section className="storage-notice" aria-label={STORAGE_NOTICE_TEXTS.region}>
      <div className="storage-notice__inner">
        <TriangleAlert className="storage-notice__icon" size={20} aria-hidden="true" />
        <p className="storage-notice__text" role="alert">
          {STORAGE_NOTICE_TEXTS.problem[problem.kind]}
        </p>
        {hasSavedData(problem) && (
          <Button size="sm" variant="secondary" isPending={exporting.pending} onClick={() => void exporting.run()}>
            {STORAGE_NOTICE_TEXTS.exportData}
          </Button>
        )}
        <output className="storage-notice__outcome">{exporting.outcome}</output>
      </div>
    </section>
  );
}
