import type { DemoDatabase } from "../db/DemoDatabase";
import type { DemoPoi, DemoRecordingSession } from "../db/DemoSnapshot";
import type { MediaSpan } from "../media/MediaAddresses";

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

/**
 * The span a shared-poi session shares (contract rule 7 `shared_poi`): its highlight's seconds from
 * the start of the parent's recording. Null when the session shares no highlight, or its highlight
 * or parent is gone.
 */
export const sharedPoiSpanOf = (
  db: DemoDatabase,
  sessionId: string,
): (MediaSpan & { readonly poiId: string }) | null => {
  const row = db.data.sharedPois.find((candidate) => candidate.sessionId === sessionId);
  const poi = row && db.data.pois.find((candidate) => candidate.id === row.poiId);
  const parent = row && db.data.recordingSessions.find((candidate) => candidate.id === row.parentId);
  if (!poi || !parent) return null;
  const origin = parent.startedAt ?? parent.createdAt;
  return {
    poiId: poi.id,
    start: (poi.startedAt - origin) / 1000,
    end: ((poi.endedAt ?? poi.startedAt) - origin) / 1000,
  };
};
