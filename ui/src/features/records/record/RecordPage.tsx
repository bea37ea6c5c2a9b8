import { AttachmentViewer } from "@lectern/core/notes/application/AttachmentViewer";
import { RecordPage as RecordPageService } from "@lectern/core/records/record/RecordPage";
import { RECORD_TEXTS } from "@lectern/core/records/record/recordTexts";
import { FileQuestion } from "lucide-react";
import { Link, useParams } from "react-router-dom";
import { usePageTitle } from "../../../hooks/usePageTitle";
import { EmptyState } from "../../../kit";
import { useService } from "../../../reactive/useService";
import { RECORD_PAGE_TEXTS } from "./recordPageTexts";
import { RecordSkeleton } from "./RecordSkeleton";
import { RecordLoadFailed } from "./RecordLoadFailed";
import { RecordView } from "./RecordView";
import { useOpenRecord } from "./useOpenRecord";
import "./RecordPage.css";

/** /records/{id} (spec 3 §2): one recorded lecture — loading, not found, failed, or the record. */
export function RecordPage() {
  const { id = "" } = useParams();
  const page = useService(RecordPageService);
  const viewer = useService(AttachmentViewer);
  const current = useOpenRecord(page, id);
  usePageTitle(
    current?.phase === "ready"
      ? current.record.name
      : current?.phase === "notFound"
        ? RECORD_TEXTS.notFoundTitle
        : RECORD_PAGE_TEXTS.pageTitle,
  );

  if (current === null || current.phase === "loading" || current.phase === "removed") {
    return <RecordSkeleton />;
  }
  // A shared link's refusal never reaches the owner's page; it reads as not found if it did.
  if (current.phase === "notFound" || current.phase === "linkError") {
    return (
      <div className="page">
        <h1 className="kit-visually-hidden">{RECORD_TEXTS.notFoundTitle}</h1>
        <EmptyState
          icon={<FileQuestion size={32} />}
          title={RECORD_TEXTS.notFoundTitle}
          action={
            <Link to="/records" className="kit-button kit-button--primary kit-button--md">
              {RECORD_PAGE_TEXTS.notFoundAction}
            </Link>
          }
        >
          <p>{RECORD_TEXTS.notFoundText}</p>
        </EmptyState>
      </div>
    );
  }
  if (current.phase === "failed") return <RecordLoadFailed message={current.message} onRetry={() => page.retry()} />;
  return (
    <div className="page">
      <RecordView state={current} page={page} viewer={viewer} />
    </div>
  );
}

// The shared record's routes travel in this page's chunk: they show the same view, and a chunk of
// their own (with the view split out into common chunks) would add names to the first load's map.
export { SharedRecordPage } from "../../sharing/SharedRecordPage";
