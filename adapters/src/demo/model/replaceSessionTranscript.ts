import type { DemoDatabase } from "../db/DemoDatabase";
import type { DemoRecordingSession, DemoTranscript } from "../db/DemoSnapshot";
import { STUDY_PARTS, queueStudy } from "../study/queueStudy";
import { primaryStreamOf } from "./recordingResources";
import { streamsOf } from "./recordingSessions";

/**
 * A session's transcript replaced by `made` (a caption file imported, the server's transcription, a
 * test's script): the session's stored transcripts are read first (DemoDatabase.sessionRows), so the
 * old ones go from the store too, and the study material is asked for when something was said. Call
 * inside a change between requests (DemoRouter.exclusive). Returns the new transcript.
 */
export const replaceSessionTranscript = async (
  db: DemoDatabase,
  session: Pick<DemoRecordingSession, "id">,
  made: Pick<DemoTranscript, "speakers" | "turns">,
  now: number,
): Promise<DemoTranscript> => {
  await db.sessionRows("transcripts", session.id);
  const streamId = primaryStreamOf(streamsOf(db, session.id))?.id ?? null;
  return db.mutate((data) => {
    data.transcripts = data.transcripts.filter((transcript) => transcript.sessionId !== session.id);
    data.counters.transcripts += 1;
    const transcript: DemoTranscript = {
      id: String(data.counters.transcripts),
      sessionId: session.id,
      streamId,
      speakers: made.speakers,
      turns: made.turns,
      error: null,
      createdAt: now,
    };
    data.transcripts.push(transcript);
    if (made.turns.some((turn) => turn.sentences.length > 0))
      queueStudy(data, { id: session.id, streamId }, STUDY_PARTS, now);
    return transcript;
  });
};
