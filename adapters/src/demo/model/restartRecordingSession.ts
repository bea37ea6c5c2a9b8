import type { DemoDatabase } from "../db/DemoDatabase";
import type { DemoRecordingSession } from "../db/DemoSnapshot";
import type { DemoMediaStore } from "../media/DemoMediaStore";
import { defaultSessionName } from "./apiDates";
import type { DemoEventQueue } from "./DemoEventQueue";
import { sessionResource } from "./recordingResources";
import { streamsOf, userSessionsChannel } from "./recordingSessions";
import { ownerViewOf } from "./sessionView";

export interface RestartFields {
  readonly name: string | null;
  readonly startedAt: number | null;
}

/**
 * Takes a session back for an upload that starts again from scratch (spec 2 §4.7: its merge failed,
 * so the client sends every slice again). The client names the session in POST sessions'
 * `reuse_session_id`; it loses its streams and their bytes and is booked again (status 0), keeping
 * its id, highlights and notes.
 *
 * Why reuse rather than create a new session and move the highlights and notes into it: nothing has
 * to move, no session is left behind half-processed (the old one would otherwise stay "processing"
 * for ever), and a create retried after a lost answer only resets the same session again.
 *
 * Null (the caller creates a new session, as before) for a session that is not the user's, is gone,
 * or is merged already: its recording is delivered and must not be thrown away.
 */
export const restartRecordingSession = async (
  deps: { readonly db: DemoDatabase; readonly media: DemoMediaStore; readonly events: DemoEventQueue },
  userId: string,
  sessionId: string,
  fields: RestartFields,
  now: number,
): Promise<DemoRecordingSession | null> => {
  const { db, media, events } = deps;
  const session = db.data.recordingSessions.find((candidate) => candidate.id === sessionId);
  if (!session || session.userId !== userId || session.status >= 30) return null;
  const streams = streamsOf(db, session.id);
  db.mutate((data) => {
    data.streams = data.streams.filter((stream) => stream.sessionId !== session.id);
    session.status = 0;
    session.name = fields.name || session.name || defaultSessionName(fields.startedAt ?? now);
    session.startedAt = fields.startedAt ?? session.startedAt;
    session.endedAt = null;
    session.mergedAt = null;
  }, session);
  await media.deleteStreams(streams.map((stream) => stream.id));
  events.publish(userSessionsChannel(userId), "changed", sessionResource(session, [], ownerViewOf(db, session)));
  return session;
};
