import type { DemoDatabase } from "../db/DemoDatabase";
import type { DemoRecordingSession, DemoTranscript } from "../db/DemoSnapshot";
import type { DemoEventQueue } from "../model/DemoEventQueue";
import { sessionChannel } from "../model/recordingSessions";
import { replaceSessionTranscript } from "../model/replaceSessionTranscript";

/** Whether a session already has a transcript with something said in it (heard live, imported, scripted). */
export const hasSpokenTranscript = async (db: DemoDatabase, sessionId: string): Promise<boolean> =>
  (await db.sessionRows("transcripts", sessionId)).some(
    (transcript) => transcript.error === null && transcript.turns.some((turn) => turn.sentences.length > 0),
  );

/**
 * Issue 21: the server's transcription of a recording becomes the session's transcript, replacing
 * the one that said why there was none, and the study material is asked for as for a transcript made
 * at the merge; the session's viewers are told (`assets_changes`). A transcript with sentences that
 * arrived meanwhile (an imported caption file) is kept: false then. Call inside a change between
 * requests (DemoRouter.exclusive). Reads the session's transcripts first (DemoDatabase.sessionRows).
 */
export const storeTranscribedTranscript = async (
  db: DemoDatabase,
  events: DemoEventQueue,
  session: DemoRecordingSession,
  made: Pick<DemoTranscript, "speakers" | "turns">,
  now: number,
): Promise<boolean> => {
  if (await hasSpokenTranscript(db, session.id)) return false;
  await replaceSessionTranscript(db, session, made, now);
  events.publish(sessionChannel(session.userId, session.id), "assets_changes", { id: session.id });
  return true;
};
