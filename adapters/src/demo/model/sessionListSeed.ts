import type { DemoDatabase } from "../db/DemoDatabase";
import type { DemoRecordingSession, DemoStream } from "../db/DemoSnapshot";

const SUBJECTS = ["Cell biology", "Linear algebra", "Organic chemistry", "European history", "Microeconomics"];
const KINDS = ["lecture", "seminar", "tutorial", "review"];
const HOUR_MS = 3_600_000;

export interface SeededSessions {
  /** Ids of the sessions made, oldest first. */
  readonly ids: readonly string[];
}

/**
 * Makes `count` ended and processed lectures for one user in one database change, one every
 * `spacingMs` back from `newest`, each with a converted primary stream (audio or screen): what the
 * /records benchmark and tests need to fill a long list without recording it.
 */
export const seedListSessions = (
  db: DemoDatabase,
  userId: string,
  count: number,
  newest: number,
  spacingMs = 6 * HOUR_MS,
): SeededSessions =>
  db.mutate((data) => {
    const ids: string[] = [];
    for (let index = count - 1; index >= 0; index -= 1) {
      data.counters.recordingSessions += 1;
      data.counters.streams += 1;
      const id = String(data.counters.recordingSessions);
      const startedAt = newest - index * spacingMs;
      const duration = 600 + ((index * 37) % 3000);
      const session: DemoRecordingSession = {
        id,
        userId,
        name: `${SUBJECTS[index % SUBJECTS.length]} ${KINDS[index % KINDS.length]} ${count - index}`,
        organizationId: null,
        status: 30,
        startedAt,
        endedAt: startedAt + duration * 1000,
        createdAt: startedAt,
        mergedAt: startedAt + duration * 1000,
        geo: null,
        demo: false,
        tagIds: [],
        thumbnailKey: null,
      };
      const stream: DemoStream = {
        id: String(data.counters.streams),
        sessionId: id,
        type: index % 3 === 0 ? "combined" : "audio",
        isPrimary: true,
        createdAt: startedAt,
        status: 30,
        convertProgress: 100,
        receivedThrough: 0,
        receivedBytes: 0,
        duration,
        waveformKey: null,
        mediaKey: null,
      };
      data.recordingSessions.push(session);
      if (index % 11 === 0) data.favourites.push({ userId, sessionId: id, at: startedAt });
      data.streams.push(stream);
      ids.push(id);
    }
    return { ids };
  });
