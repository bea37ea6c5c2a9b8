import type { DemoDatabase } from "../db/DemoDatabase";
import type { DemoEventQueue } from "../model/DemoEventQueue";
import { sessionChannel } from "../model/recordingSessions";
import { summaryRowOf } from "./queueStudy";

/**
 * Ends a session's summary generation as failed with `reason` and tells its viewers, as the study
 * pipeline does when its engine breaks (a test's way to reach that state in a browser, where the
 * engine is a worker it cannot break). False when there is no such session.
 */
export const failStudyMaterial = (
  db: DemoDatabase,
  events: DemoEventQueue,
  sessionId: string,
  reason: string,
  now: number,
): boolean => {
  const session = db.data.recordingSessions.find((candidate) => candidate.id === sessionId);
  if (!session) return false;
  db.mutate((data) => {
    db.touch(Object.assign(summaryRowOf(data, sessionId, null, now), { status: 30, error: reason, updatedAt: now }));
  });
  events.publish(sessionChannel(session.userId, session.id), "assets_changes", { id: session.id });
  return true;
};
