import type { QueueStore } from "@lectern/core/ports/QueueStore";

/** A recorder slice holding exactly these byte values. */
export const slice = (...values: number[]): Blob => new Blob([new Uint8Array(values)], { type: "video/webm" });

/** The stored bytes of one chunk as plain numbers (easy to compare), or null when it is gone. */
export const readBack = async (store: QueueStore, chunkId: number): Promise<number[] | null> => {
  const bytes = await store.readChunk(chunkId);
  return bytes ? [...new Uint8Array(await bytes.arrayBuffer())] : null;
};
