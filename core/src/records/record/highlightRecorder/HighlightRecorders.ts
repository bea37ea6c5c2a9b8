import type { ApiClient } from "../../../api/ApiClient";
import type { RecordAccess } from "../RecordAccess";
import type { RecordDetail } from "../RecordDetail";
import type { RecordPage } from "../RecordPage";
import { type HighlightedRecord, HighlightRecorder, type RecorderPlayback } from "./HighlightRecorder";

/**
 * Makes the highlight recorder of the record on screen, bound beside the record page
 * (ui/src/composition/bindRecordPage): one per record and playback, since each record page has a
 * playback clock of its own. A created highlight makes the page read the record again.
 */
export class HighlightRecorders {
  constructor(
    private readonly api: Pick<ApiClient, "request">,
    private readonly page: Pick<RecordPage, "reload">,
  ) {}

  forRecord(record: HighlightedRecord, playback: RecorderPlayback): HighlightRecorder {
    return new HighlightRecorder(this.api, record, playback, () => this.page.reload());
  }
}

/**
 * Spec 3 §6: only the owner, on their own page (not a shared link or a shared highlight, not
 * read-only), highlights a recording that has started.
 */
export const highlightableRecord = (
  access: RecordAccess,
  record: Pick<RecordDetail, "id" | "startedAt" | "duration">,
): HighlightedRecord | null =>
  access.mode === "own" && access.isOwner && !access.readOnly && access.sharedPoi === null && record.startedAt !== null
    ? { id: record.id, startedAt: record.startedAt, duration: record.duration }
    : null;
