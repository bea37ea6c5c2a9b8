import { TriangleAlert } from "lucide-react";
import { Button } from "../../kit/plain/Button";
import { saveFile } from "../../kit/saveFile";
import type { StorageNotice, StorageProblem } from "./StorageNotice";
import { STORAGE_NOTICE_TEXTS } from "./storageNoticeTexts";
import { useSavedDataExport } from "./useSavedDataExport";
import "./StorageNoticeBanner.css";

/**
 * The stored-data notice at the top of every page: the message is an alert (read out once, when the
 * backend opens), then stays as a banner with the export, whose outcome is a status.
 */
export function StorageNoticeBanner({ notice, problem }: { notice: StorageNotice; problem: StorageProblem }) {
  const exporting = useSavedDataExport(notice, saveFile);
  return (
    <section className="storage-notice" aria-label={STORAGE_NOTICE_TEXTS.region}>
      <div className="storage-notice__inner">
        <TriangleAlert className="storage-notice__icon" size={20} aria-hidden="true" />
        <p className="storage-notice__text" role="alert">
          {STORAGE_NOTICE_TEXTS.problem[problem.kind]}
        </p>
        {problem.exportable && (
          <Button size="sm" variant="secondary" isPending={exporting.pending} onClick={() => void exporting.run()}>
            {STORAGE_NOTICE_TEXTS.exportData}
          </Button>
        )}
        <output className="storage-notice__outcome">{exporting.outcome}</output>
      </div>
    </section>
  );
}
