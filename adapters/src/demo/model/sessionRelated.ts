import type { DemoDatabase } from "../db/DemoDatabase";
import type { DemoRecordingSession, DemoTranscript } from "../db/DemoSnapshot";
import { notesOf } from "./notes";
import { poisOf } from "./pois";
import type { SessionRelated } from "./recordingResources";

/** The newest of rows by creation (then id), or null. */
const newest = <T extends { readonly id: string; readonly createdAt: number }>(rows: readonly T[]): T | null =>
  [...rows].sort((a, b) => b.createdAt - a.createdAt || Number(b.id) - Number(a.id))[0] ?? null;

/** The session's transcript (the newest, should there be several); null when none was made. Read on demand. */
export const transcriptOf = async (db: DemoDatabase, sessionId: string): Promise<DemoTranscript | null> =>
  newest(await db.sessionRows("transcripts", sessionId));

/** A transcript that has sentences (not an error): the session has captions. */
export const hasSentences = (transcript: DemoTranscript | null): boolean =>
  transcript !== null && transcript.error === null && transcript.turns.some((turn) => turn.sentences.length > 0);

/** Everything a session's document relates, read once. */
export const sessionRelatedOf = async (
  db: DemoDatabase,
  session: Pick<DemoRecordingSession, "id">,
): Promise<SessionRelated> => ({
  pois: poisOf(db, session.id),
  notes: notesOf(db, session.id),
  transcript: await transcriptOf(db, session.id),
  summary: newest(db.data.summaries.filter((row) => row.sessionId === session.id)),
  actionItems: db.data.actionItems
    .filter((row) => row.sessionId === session.id)
    .sort((a, b) => a.createdAt - b.createdAt || Number(a.id) - Number(b.id)),
});
