/**
 * Where a piece of study material stands (spec 3 §4 "Summary status": new 0 → "generating",
 * completed 20 → "ready", failed 30 or an `error` attribute → "failed"; no summary at all → "none").
 */
export type StudyStatus = "none" | "generating" | "ready" | "failed";

/** One line of the summary or one key point, with the moment of the lecture it came from. */
export interface StudyItem {
  /** Markdown with math between $$ $$, \[ \] or \( \). */
  readonly text: string;
  /** Seconds from the session's start (the transcript's clock); null when the server gave no time. */
  readonly start: number | null;
  readonly end: number | null;
  /** The highlight (poi) the item came from, if any. */
  readonly poiId: string | null;
}

/**
 * What study material is made from (issue 21): the lecture's transcript, or — a lecture without one —
 * the student's notes and highlight names.
 */
export type StudySource = "transcript" | "notes";

/** The server's `source` / `study_source` as a StudySource: only "notes" is notes; anything else the transcript. */
export const toStudySource = (value: string | null | undefined): StudySource =>
  value === "notes" ? "notes" : "transcript";

/**
 * The server's `study_source` (what a generation would learn from now): null when it says nothing
 * can be learnt (no transcript, too few notes); absent (an older server) counts as the transcript,
 * so generation is offered as it always was.
 */
export const toLearnsFrom = (value: string | null | undefined): StudySource | null =>
  value === null ? null : toStudySource(value);

/** A generated list (summary, key points, action items) and how its generation stands. */
export interface StudyMaterial<Item = StudyItem> {
  readonly status: StudyStatus;
  /** What the items were made from; absent: the transcript. */
  readonly source?: StudySource;
  /** Why the generation failed (the server's `error`, else a default), null otherwise. */
  readonly error: string | null;
  readonly items: readonly Item[];
}

/** The parts `POST sessions/{id}/summaries` generates (contract 3). */
export type StudyPart = "summary" | "key_points" | "action_items" | "quizzes";

export const NO_STUDY_MATERIAL: StudyMaterial<never> = { status: "none", error: null, items: [] };
