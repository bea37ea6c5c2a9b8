import type { ActionItem, RecordDetail } from "@lectern/core/records/record/RecordDetail";
import type { StudyTabId } from "@lectern/core/records/record/recordTabs";
import type { StudyItem, StudyMaterial } from "@lectern/core/records/record/StudyMaterial";
import type { StudyListItem } from "./StudyItemList";

const fromStudyItem = (item: StudyItem, index: number): StudyListItem => ({
  key: `${index}:${item.text}`,
  text: item.text,
  start: item.start,
});

// The server's highlighted copy marks the task's key phrase in <b>; it is sanitised like any markdown.
const fromActionItem = (item: ActionItem): StudyListItem => ({
  key: item.id,
  text: item.textHighlighted ?? item.text,
  start: item.start,
});

const mapped = <T>(material: StudyMaterial<T>, map: (item: T, index: number) => StudyListItem) => ({
  ...material,
  items: material.items.map(map),
});

/** A study tab's material as the panel lists it. */
export const studyListOf = (record: RecordDetail, tab: StudyTabId): StudyMaterial<StudyListItem> => {
  switch (tab) {
    case "summary":
      return mapped(record.summary, fromStudyItem);
    case "key-points":
      return mapped(record.keyPoints, fromStudyItem);
    case "action-items":
      return mapped(record.actionItems, fromActionItem);
  }
};
