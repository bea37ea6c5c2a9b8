import type { ChunkBytes, ChunkMeta, QueueItem, StreamType } from "../queue/domain/QueueItem";

export const QueueStore = Symbol.for("QueueStore");

/** Why the local database refused: the user is told at once and nothing already stored is dropped. */
export type QueueStoreFailure = "quota-exceeded" | "unavailable" | "empty-chunk";

export class QueueStoreError extends Error {
  constructor(
    readonly reason: QueueStoreFailure,
    message: string,
  ) {
    super(message);
    this.name = "QueueStoreError";
  }
}

/**
 * The local widget database of spec 2 §3: one table of queue items, one of chunks. Every method is
 * durable when its promise resolves (a crash right after loses nothing). Bytes are read one chunk at a
 * time so a long recording is never held in memory.
 */
export interface QueueStore {
  /** Creates or replaces an item. */
  putItem(item: QueueItem): Promise<void>;
  getItem(id: string): Promise<QueueItem | null>;
  listItems(): Promise<readonly QueueItem[]>;
  /** Deletes the item and all its chunks in one transaction. */
  deleteItem(id: string): Promise<void>;

  /** Commits a slice; rejects a size of 0 or less with QueueStoreError("empty-chunk"). */
  addChunk(queueItemId: string, type: StreamType, bytes: ChunkBytes): Promise<ChunkMeta>;
  /** The item's chunks without bytes, ordered by id (commit order). */
  listChunks(queueItemId: string): Promise<readonly ChunkMeta[]>;
  /** One chunk's bytes; null if it is gone. */
  readChunk(chunkId: number): Promise<ChunkBytes | null>;
  setUploaded(chunkIds: readonly number[], isUploaded: boolean): Promise<void>;
  /** Deletes chunks whose queue item no longer exists; returns how many went. */
  deleteOrphanChunks(): Promise<number>;
  /** Everything, for 'Delete non-uploaded materials'. */
  clear(): Promise<void>;
}
