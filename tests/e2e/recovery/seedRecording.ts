import type { Page } from "@playwright/test";

/** A finished recording as the recorder leaves it: N combined chunks of known bytes, nothing uploaded. */
export interface SeededRecording {
  readonly id: string;
  readonly name: string;
  readonly chunks: readonly Buffer[];
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

/**
 * Commits a recording into the app's own IndexedDB ('lectern-widget', schema version 1 of
 * adapters/src/storage/widgetDatabaseSchema.ts) from a page of the app's origin where the queue is
 * not running, exactly as the recorder's commits leave it.
 */
export const seedRecording = async (page: Page, recording: SeededRecording): Promise<void> => {
  await page.evaluate(
    async ({ id, name, chunks }) => {
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const request = indexedDB.open("lectern-widget", 1);
        request.onupgradeneeded = () => {
          const created = request.result;
          created.createObjectStore("queue_items", { keyPath: "id" });
          const store = created.createObjectStore("chunks", { keyPath: "id", autoIncrement: true });
          store.createIndex("by_queue_item", "queueItemId");
          store.createIndex("by_stream_sequence", ["queueItemId", "type", "sequence"], { unique: true });
          created.createObjectStore("chunk_bytes");
        };
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error);
      });
      const now = Date.now();
      const tx = db.transaction(["queue_items", "chunks", "chunk_bytes"], "readwrite");
      tx.objectStore("queue_items").put({
        id,
        sessionId: null,
        startedAt: now - chunks.length * 10_000,
        endedAt: now,
        name,
        organizationId: null,
        countChunks: chunks.length,
        countedChunksUploaded: 0,
        audioPath: null,
        combinedPath: null,
        cameraPath: null,
        state: {
          isStarted: true,
          isFinished: true,
          isPendingCreated: false,
          isStatusCreated: false,
          isPendingEnded: false,
          isStatusEnded: false,
          isPendingMerge: false,
          isSuspended: false,
        },
      });
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
    { id: recording.id, name: recording.name, chunks: recording.chunks.map((chunk) => chunk.toString("base64")) },
  );
};
