import type { DemoRecordingSession, DemoStream } from "../db/DemoSnapshot";
import type { DemoEventQueue } from "../model/DemoEventQueue";
import { sessionChannel, userSessionsChannel } from "../model/recordingSessions";

/**
 * A stream's progress (spec 3 §7): `stream_convert_progress` {stream_id, status, convert_progress} on
 * the session's view channel, and `changed` {id} on the user's list channel so the list shows it too.
 */
export const publishStreamProgress = (
  events: DemoEventQueue,
  session: DemoRecordingSession,
  stream: DemoStream,
): void => {
  events.publish(sessionChannel(session.userId, session.id), "stream_convert_progress", {
    stream_id: stream.id,
    status: stream.status,
    convert_progress: stream.convertProgress,
  });
  events.publish(userSessionsChannel(session.userId), "changed", { id: session.id });
};
