import type { RecordDetail } from "@lectern/core/records/record/RecordDetail";
import type { RecordTab } from "./recordPageTexts";

const ORDER: readonly RecordTab[] = ["transcript", "highlights", "notes", "summary", "key-points", "action-items"];

/** The tabs this record has: the summary, key points and action items only when it has them. */
export const recordTabs = (record: RecordDetail): readonly RecordTab[] =>
  ORDER.filter((tab) => {
    if (tab === "summary") return record.summary.length > 0;
    if (tab === "key-points") return record.keyPoints.length > 0;
    if (tab === "action-items") return record.actionItems.length > 0;
    return true;
  });
