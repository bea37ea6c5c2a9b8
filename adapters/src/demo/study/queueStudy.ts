import { touchRows } from "../db/RowTracker";
import { randomToken } from "../crypto/randomToken";
import type { DemoSnapshot, DemoStudyPart, DemoSummary } from "../db/DemoSnapshot";

/** Every part a generation can make, in the order POST sessions/{id}/summaries names them. */
export const STUDY_PARTS: readonly DemoStudyPart[] = ["summary", "key_points", "action_items", "quizzes"];

/** The parts that live on the summary resource (the quizzes have their own status). */
const SUMMARY_PARTS: readonly DemoStudyPart[] = ["summary", "key_points", "action_items"];

/** The session's summary row, made empty (status new) when it has none yet. */
export const summaryRowOf = (data: DemoSnapshot, sessionId: string, streamId: string | null, now: number) => {
  const existing = data.summaries
    .filter((row) => row.sessionId === sessionId)
    .sort((a, b) => b.createdAt - a.createdAt || Number(b.id) - Number(a.id))[0];
  if (existing) return existing;
  data.counters.summaries += 1;
  const made: DemoSummary = {
    id: String(data.counters.summaries),
    sessionId,
    streamId,
    status: 0,
    summary: [],
    keyPoints: [],
    error: null,
    createdAt: now,
    updatedAt: now,
  };
  data.summaries.push(made);
  return made;
};

/**
 * Asks for study material of a session (inside a database change): its job gains the parts (a new
 * token, so a run already under way stores nothing stale), and what they make turns status new —
 * the summary resource for summary, key points or action items (`touchSummary` also for quizzes
 * alone: POST sessions/{id}/summaries answers that resource at status 0), the quiz generation for
 * quizzes. The pipeline picks the job up (assembleDemoBackend starts it after the change).
 */
export const queueStudy = (
  data: DemoSnapshot,
  session: { readonly id: string; readonly streamId: string | null },
  parts: readonly DemoStudyPart[],
  now: number,
  touchSummary = false,
): void => {
  const job = data.studyJobs.find((candidate) => candidate.sessionId === session.id);
  const token = randomToken(8);
  if (job) {
    job.parts = STUDY_PARTS.filter((part) => job.parts.includes(part) || parts.includes(part));
    job.token = token;
    touchRows(data, job);
  } else {
    data.studyJobs.push({
      sessionId: session.id,
      parts: STUDY_PARTS.filter((part) => parts.includes(part)),
      token,
      queuedAt: now,
    });
  }
  if (touchSummary || parts.some((part) => SUMMARY_PARTS.includes(part))) {
    const summary = summaryRowOf(data, session.id, session.streamId, now);
    summary.status = 0;
    summary.error = null;
    summary.updatedAt = now;
    touchRows(data, summary);
  }
  if (parts.includes("quizzes")) {
    const generation = data.quizGenerations.find((row) => row.sessionId === session.id);
    if (generation) touchRows(data, Object.assign(generation, { status: 0, error: null, updatedAt: now }));
    else data.quizGenerations.push({ sessionId: session.id, status: 0, error: null, updatedAt: now });
  }
};
