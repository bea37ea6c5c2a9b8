import type { DemoDatabase } from "../db/DemoDatabase";
import type { DemoStream } from "../db/DemoSnapshot";

/** Received or processing, with uploaded bytes of its own (a seeded lecture's committed file needs none). */
export const isUnprocessed = (stream: DemoStream): boolean =>
  (stream.status === 10 || stream.status === 20) && stream.receivedThrough >= 0 && stream.mediaKey === null;

/** Whether a closed tab or a stopped server left streams of wrapped sessions to process. */
export const hasUnprocessedStreams = (db: DemoDatabase): boolean => {
  const wrapped = new Set(
    db.data.recordingSessions.filter((session) => session.status === 30).map((session) => session.id),
  );
  return db.data.streams.some((stream) => wrapped.has(stream.sessionId) && isUnprocessed(stream));
};
