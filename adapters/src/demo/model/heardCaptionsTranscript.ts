import type { DemoDatabase } from "../db/DemoDatabase";
import type { DemoRecordingSession, DemoTranscript } from "../db/DemoSnapshot";
import { hasEnoughNotes } from "../study/notesStudyInput";
import { STUDY_PARTS, queueStudy } from "../study/queueStudy";
import { sessionMarksOf } from "../study/studyInputOf";
import type { DemoEventQueue } from "./DemoEventQueue";
import { sessionChannel, streamsOf } from "./recordingSessions";
import { transcriptFromCaptions } from "./transcriptFromCaptions";

/**
 * At the merge: the captions heard while the session recorded become its transcript (or a
 * transcript whose error says why there is none), the heard captions are dropped, and the
 * session's viewers are told (`assets_changes`). A session that has a transcript keeps it. A
 * transcript with sentences queues the study material (summary, key points, action items, quizzes);
 * without one, notes and highlight names that say enough queue it too (issue 21: made from them).
 */
export const transcriptFromHeardCaptions = async (
  db: DemoDatabase,
  events: DemoEventQueue,
  session: DemoRecordingSession,
  now: number,
): Promise<void> => {
  if ((await db.sessionRows("transcripts", session.id)).length) return;
  const heard = db.data.heardCaptions.filter((caption) => caption.sessionId === session.id);
  const primary = streamsOf(db, session.id).find((stream) => stream.isPrimary) ?? streamsOf(db, session.id)[0];
  const recorded =
    session.startedAt !== null && session.endedAt !== null ? (session.endedAt - session.startedAt) / 1000 : null;
  // Every demo account has liveCaptions (v2/user/permissions), so an empty transcript means nothing was said.
  const built = transcriptFromCaptions(
    heard,
    session.startedAt ?? session.createdAt,
    primary?.duration ?? recorded,
    true,
  );
  db.mutate((data) => {
    data.counters.transcripts += 1;
    const transcript: DemoTranscript = {
      id: String(data.counters.transcripts),
      sessionId: session.id,
      streamId: primary?.id ?? null,
      speakers: built.speakers,
      turns: built.turns,
      error: built.error,
      createdAt: now,
    };
    data.transcripts.push(transcript);
    data.heardCaptions = data.heardCaptions.filter((caption) => caption.sessionId !== session.id);
    const heardSentences = built.error === null && built.turns.some((turn) => turn.sentences.length);
    if (heardSentences || hasEnoughNotes(sessionMarksOf(db, session).noteSentences)) {
      queueStudy(data, { id: session.id, streamId: transcript.streamId }, STUDY_PARTS, now);
    }
  });
  events.publish(sessionChannel(session.userId, session.id), "assets_changes", { id: session.id });
};
