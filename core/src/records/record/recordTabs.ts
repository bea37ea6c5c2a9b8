import type { PermissionFlag, Permissions } from "../../permissions/domain/Permissions";
import type { StudyPart } from "./StudyMaterial";

/** The record page's tabs in their order; each id is also its `?tab=` value (contract 9). */
export const RECORD_TAB_IDS = [
  "transcript",
  "summary",
  "key-points",
  "action-items",
  "highlights",
  "notes",
  "slides",
  "quiz",
  "tutor",
] as const;
export type RecordTabId = (typeof RECORD_TAB_IDS)[number];

/** The tabs hidden without their show flag (spec 3 §6). */
const SHOW_FLAG: Partial<Record<RecordTabId, PermissionFlag>> = {
  transcript: "transcriptShow",
  quiz: "quizShow",
  tutor: "jamAiChatShow",
};

/** The flag that lets a tab's material be generated; without it the tab carries the premium badge. */
const GENERATION_FLAG: Partial<Record<RecordTabId, PermissionFlag>> = {
  summary: "summaryGeneration",
  "key-points": "keyPointsGeneration",
  "action-items": "summaryGeneration",
  quiz: "quizGeneration",
};

/** The part of `POST sessions/{id}/summaries` each study tab generates (contract 3). */
export const STUDY_TAB_PART = {
  summary: "summary",
  "key-points": "key_points",
  "action-items": "action_items",
} as const satisfies Partial<Record<RecordTabId, StudyPart>>;
export type StudyTabId = keyof typeof STUDY_TAB_PART;

export interface RecordTabChoice {
  readonly id: RecordTabId;
  /** The user's plan cannot generate this tab's material: premium badge, upgrade instead of Generate. */
  readonly premium: boolean;
}

/** Whether the user may generate `tab`'s material (a tab with nothing to generate: always). */
export const canGenerate = (permissions: Permissions, tab: RecordTabId): boolean => {
  const flag = GENERATION_FLAG[tab];
  return flag === undefined || permissions[flag] === true;
};

/** The tabs this user sees, in order, each marked premium where its generation is not in their plan. */
export const recordTabs = (permissions: Permissions): readonly RecordTabChoice[] =>
  RECORD_TAB_IDS.filter((id) => {
    const flag = SHOW_FLAG[id];
    return flag === undefined || permissions[flag] === true;
  }).map((id) => ({ id, premium: !canGenerate(permissions, id) }));
