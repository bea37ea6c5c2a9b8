import type { DemoDatabase } from "../db/DemoDatabase";
import type { DemoPoi, DemoRecordingSession } from "../db/DemoSnapshot";

/**
 * The shared-poi session of a highlight (contract of issue 13, rule 4), made the first time it is
 * shared: the same owner, named after the highlight, the original as its parent, no streams or
 * highlights of its own (it shows its parent's streams and this one highlight). Ended like a
 * recording, so nothing ever treats it as a participant still recording.
 */
export const sharedPoiSessionOf = (
  db: DemoDatabase,
  parent: DemoRecordingSession,
  poi: DemoPoi,
  now: number,
): DemoRecordingSession => {
  const existing = db.data.sharedPois.find((row) => row.parentId === parent.id && row.poiId === poi.id);
  const found = existing && db.data.recordingSessions.find((session) => session.id === existing.sessionId);
  if (found) return found;
  return db.mutate((data) => {
    data.counters.recordingSessions += 1;
    const session: DemoRecordingSession = {
      id: String(data.counters.recordingSessions),
      userId: parent.userId,
      name: poi.name ?? parent.name,
      organizationId: parent.organizationId,
      status: parent.status >= 20 ? parent.status : 20,
      startedAt: parent.startedAt,
      endedAt: parent.endedAt ?? now,
      createdAt: now,
      mergedAt: parent.mergedAt,
      geo: null,
      description: null,
      parentId: parent.id,
      demo: false,
      tagIds: [],
      thumbnailKey: null,
    };
    data.recordingSessions.push(session);
    data.sharedPois.push({ sessionId: session.id, parentId: parent.id, poiId: poi.id });
    return session;
  });
};
