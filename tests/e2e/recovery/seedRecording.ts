import type { QueueItem } from "@lectern/core/queue/domain/QueueItem";
import { recordingQueueItem } from "@lectern/core/queue/domain/queueItemMachines";
import { type Page, expect } from "@playwright/test";

/** A finished recording as the recorder leaves it: N combined chunks of known bytes, nothing uploaded. */
export interface SeededRecording {
  readonly id: string;
  readonly name: string;
  readonly chunks: readonly Buffer[];
  /** Whose recording it is: only their upload queue sends it (the seeded demo account is "1"). */
  readonly ownerId: string;
}

/** Deterministic bytes per chunk, so the test knows exactly what was committed. */
export const recordingBytes = (chunkCount: number, chunkSize: number, seed: number): Buffer[] =>
  Array.from({ length: chunkCount }, (_, index) => {
    const bytes = Buffer.alloc(chunkSize);
    let state = (seed * 7919 + index * 104_729) >>> 0;
    for (let offset = 0; offset < chunkSize; offset += 1) {
      // xorshift32: cheap, and no two chunks alike.
      state ^= state << 13;
      state ^= state >>> 17;
      state ^= state << 5;
      bytes[offset] = state & 0xff;
    }
    return bytes;
  });

/** The item as the recorder leaves a finished recording (ten seconds a chunk), nothing sent yet. */
const finishedItem = ({ id, name, chunks, ownerId }: SeededRecording): QueueItem => {
  const endedAt = Date.now();
  const item = recordingQueueItem(
    id,
    { name, startedAt: endedAt - chunks.length * 10_000, organizationId: null, sessionId: null },
    ownerId,
  );
  return { ...item, endedAt, state: { ...item.state, isFinished: true } };
};

/**
 * Commits a recording into the app's own IndexedDB ('lectern-widget', schema version 1 of
 * adapters/src/storage/widgetDatabaseSchema.ts), exactly as the recorder's commits leave it, once the
 * signed-in user's queue has created it. Leaves the page on /favicon.svg: the caller opens the app.
 */
export const seedRecording = async (page: Page, recording: SeededRecording): Promise<void> => {
  // The signed-in user's upload queue creates the database when it starts (on any page after
  // sign-in); the rows go in once it exists.
  await expect
    .poll(() => page.evaluate(async () => (await indexedDB.databases()).some((db) => db.name === "lectern-widget")))
    .toBe(true);
  // Written from a page of the same origin that runs no app code, so no queue restores the rows while
  // they are written: the caller's next page load is the first to see them.
  await page.goto("/favicon.svg");
  await page.evaluate(
    async ({ id, item, chunks }) => {
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const request = indexedDB.open("lectern-widget", 1);
        // The app opened (and created) its database when it loaded; the test only writes rows.
        request.onupgradeneeded = () => request.transaction?.abort();
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error);
      });
      const tx = db.transaction(["queue_items", "chunks", "chunk_bytes"], "readwrite");
      tx.objectStore("queue_items").put(item);
      chunks.forEach((base64, sequence) => {
        const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
        const row = { queueItemId: id, type: "combined", sequence, size: bytes.length, isUploaded: false };
        const add = tx.objectStore("chunks").add(row);
        add.onsuccess = () => {
          tx.objectStore("chunk_bytes").add(new Blob([bytes], { type: "video/webm" }), add.result);
        };
      });
      await new Promise<void>((resolve, reject) => {
        tx.oncomplete = () => resolve();
        tx.onerror = () => reject(tx.error);
        tx.onabort = () => reject(tx.error);
      });
      db.close();
    },
    {
      id: recording.id,
      item: finishedItem(recording),
      chunks: recording.chunks.map((chunk) => chunk.toString("base64")),
    },
  );
};
