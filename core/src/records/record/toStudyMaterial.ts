import type { ActionItem, RecordDetail } from "./RecordDetail";
import type { ActionItemResource, SummaryItem, SummaryResource } from "./recordReplies";
import { RECORD_TEXTS } from "./recordTexts";
import { type StudyItem, type StudyMaterial, type StudyStatus, toStudySource } from "./StudyMaterial";

/** Spec 3 §4 "Summary status": new 0, completed 20, failed 30. */
export const SUMMARY_STATUS = { generating: 0, completed: 20, failed: 30 } as const;

type Attributes = SummaryResource["attributes"];

/** A time the page can seek to: a finite number of seconds, never below 0; anything else is unknown. */
const seconds = (value: number | null | undefined): number | null =>
  typeof value === "number" && Number.isFinite(value) ? Math.max(0, value) : null;

const toItem = (item: SummaryItem): StudyItem =>
  typeof item === "string"
    ? { text: item, start: null, end: null, poiId: null }
    : {
        text: item.text,
        start: seconds(item.start),
        end: seconds(item.end),
        poiId: item.poi_id === null || item.poi_id === undefined ? null : String(item.poi_id),
      };

/** The list the server sent (a list, or spec 3 §3's single item), without blank lines. */
const toItems = (value: Attributes["summary"]): StudyItem[] => {
  if (value === null || value === undefined) return [];
  const list = Array.isArray(value) ? value : [value as SummaryItem];
  return list.map(toItem).filter((item) => item.text.trim() !== "");
};

/**
 * How the summary's generation stands. An `error` attribute means failed whatever the status says
 * (spec 3 §4); a status the spec does not name counts as ready when the lists have something.
 */
export const summaryStatus = (
  attributes: Attributes | undefined,
): { readonly status: StudyStatus; readonly error: string | null } => {
  if (attributes === undefined) return { status: "none", error: null };
  const error = attributes.error?.trim() ? attributes.error.trim() : null;
  if (error !== null) return { status: "failed", error };
  switch (attributes.status) {
    case SUMMARY_STATUS.failed:
      return { status: "failed", error: RECORD_TEXTS.generationFailed };
    case SUMMARY_STATUS.generating:
      return { status: "generating", error: null };
    case SUMMARY_STATUS.completed:
      return { status: "ready", error: null };
    default: {
      const some = toItems(attributes.summary).length + toItems(attributes.key_points).length > 0;
      return { status: some ? "ready" : "none", error: null };
    }
  }
};

/** The summary's lines and its key points, each with the generation's status and what it was made from. */
export const toSummaries = (
  attributes: Attributes | undefined,
): { readonly summary: StudyMaterial; readonly keyPoints: StudyMaterial } => {
  const { status, error } = summaryStatus(attributes);
  const source = toStudySource(attributes?.source);
  return {
    summary: { status, error, source, items: toItems(attributes?.summary) },
    keyPoints: { status, error, source, items: toItems(attributes?.key_points) },
  };
};

const toActionItem = ({ id, attributes }: ActionItemResource): ActionItem => ({
  id: String(id),
  text: attributes.text,
  textHighlighted: attributes.text_highlighted ?? null,
  start: seconds(attributes.start),
  end: seconds(attributes.end),
});

/**
 * Action items come from the same generation as the summary (contract 3), so they share its status;
 * items without any summary (an older server) are simply ready.
 */
export const toActionItems = (
  resources: readonly ActionItemResource[],
  summary: Attributes | undefined,
): StudyMaterial<ActionItem> => {
  const items = resources.map(toActionItem).filter((item) => item.text.trim() !== "");
  const { status, error } = summaryStatus(summary);
  const source = toStudySource(summary?.source);
  return { status: status === "none" && items.length > 0 ? "ready" : status, error, source, items };
};

/**
 * The record once a generation was asked for: every panel waits for it (the summary resource has one
 * status for all its parts), and what it already had stays until the new material arrives.
 */
export const markGenerating = <R extends Pick<RecordDetail, "summary" | "keyPoints" | "actionItems">>(
  record: R,
): R => ({
  ...record,
  summary: { ...record.summary, status: "generating", error: null },
  keyPoints: { ...record.keyPoints, status: "generating", error: null },
  actionItems: { ...record.actionItems, status: "generating", error: null },
});
