import type { DemoDatabase } from "../db/DemoDatabase";
import type { DemoRecordingSession } from "../db/DemoSnapshot";
import type { DemoEventQueue } from "./DemoEventQueue";
import { sessionResource } from "./recordingResources";
import { sessionChannel, streamsOf, userSessionsChannel } from "./recordingSessions";
import { ownerViewOf } from "./sessionView";

/**
 * Tells the user's devices a session changed (renamed, favourited, tagged): `changed` with the
 * session (its id is what clients read) on the sessions list and on the session's own channel.
 */
export const announceSessionChanged = (
  db: DemoDatabase,
  events: DemoEventQueue,
  session: DemoRecordingSession,
): void => {
  const resource = sessionResource(session, streamsOf(db, session.id), ownerViewOf(db, session));
  events.publish(userSessionsChannel(session.userId), "changed", resource);
  events.publish(sessionChannel(session.userId, session.id), "changed", resource);
};
