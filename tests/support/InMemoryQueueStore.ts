import { type QueueStore, QueueStoreError } from "@lectern/core/ports/QueueStore";
import type { ChunkBytes, ChunkMeta, QueueItem, StreamType } from "@lectern/core/queue/domain/QueueItem";

const EMPTY_CHUNK = "An error occurred while recording. Start a new record";

type Operation = keyof QueueStore;

/** Bytes held by the double: a private copy, handed out as a fresh copy each time. */
const heldBytes = (bytes: Uint8Array): ChunkBytes => ({
  size: bytes.byteLength,
  arrayBuffer: async () => bytes.slice().buffer,
});

/**
 * QueueStore double kept in memory, as faithful as the IndexedDB one where it matters to the queue:
 * everything is copied in and out (no shared references), empty slices are refused with the spec's
 * message, chunk ids increase in commit order and are never reused (not even after clear), and
 * sequences count per item and stream type. Tests can make the next calls of an operation fail.
 */
export class InMemoryQueueStore implements QueueStore {
  readonly #items = new Map<string, QueueItem>();
  readonly #chunks = new Map<number, ChunkMeta>();
  readonly #bytes = new Map<number, Uint8Array>();
  readonly #refusals: { operation: Operation; error: Error; remaining: number }[] = [];
  #lastId = 0;

  /** The next `times` calls of `operation` reject with `error` and change nothing. */
  refuse(operation: Operation, error: Error, times = 1): void {
    this.#refusals.push({ operation, error, remaining: times });
  }

  async putItem(item: QueueItem): Promise<void> {
    this.#check("putItem");
    this.#items.set(item.id, structuredClone(item));
  }

  async getItem(id: string): Promise<QueueItem | null> {
    this.#check("getItem");
    const item = this.#items.get(id);
    return item ? structuredClone(item) : null;
  }

  async listItems(): Promise<readonly QueueItem[]> {
    this.#check("listItems");
    return [...this.#items.values()].map((item) => structuredClone(item));
  }

  async deleteItem(id: string): Promise<void> {
    this.#check("deleteItem");
    this.#items.delete(id);
    for (const chunk of [...this.#chunks.values()]) if (chunk.queueItemId === id) this.#drop(chunk.id);
  }

  async addChunk(queueItemId: string, type: StreamType, bytes: ChunkBytes): Promise<ChunkMeta> {
    if (!(bytes.size > 0)) throw new QueueStoreError("empty-chunk", EMPTY_CHUNK);
    this.#check("addChunk");
    // Read before anything is numbered, as the IndexedDB store does (outside its transaction).
    const copy = new Uint8Array((await bytes.arrayBuffer()).slice(0));
    this.#lastId += 1;
    const sequence =
      [...this.#chunks.values()]
        .filter((chunk) => chunk.queueItemId === queueItemId && chunk.type === type)
        .reduce((last, chunk) => Math.max(last, chunk.sequence), -1) + 1;
    const meta: ChunkMeta = { id: this.#lastId, queueItemId, type, sequence, size: copy.byteLength, isUploaded: false };
    this.#chunks.set(meta.id, meta);
    this.#bytes.set(meta.id, copy);
    return { ...meta };
  }

  async listChunks(queueItemId: string): Promise<readonly ChunkMeta[]> {
    this.#check("listChunks");
    return [...this.#chunks.values()]
      .filter((chunk) => chunk.queueItemId === queueItemId)
      .sort((a, b) => a.id - b.id)
      .map((chunk) => ({ ...chunk }));
  }

  async readChunk(chunkId: number): Promise<ChunkBytes | null> {
    this.#check("readChunk");
    const bytes = this.#bytes.get(chunkId);
    return bytes ? heldBytes(bytes) : null;
  }

  async setUploaded(chunkIds: readonly number[], isUploaded: boolean): Promise<void> {
    this.#check("setUploaded");
    for (const id of chunkIds) {
      const chunk = this.#chunks.get(id);
      if (chunk) this.#chunks.set(id, { ...chunk, isUploaded });
    }
  }

  async deleteOrphanChunks(): Promise<number> {
    this.#check("deleteOrphanChunks");
    const orphans = [...this.#chunks.values()].filter((chunk) => !this.#items.has(chunk.queueItemId));
    for (const chunk of orphans) this.#drop(chunk.id);
    return orphans.length;
  }

  async clear(): Promise<void> {
    this.#check("clear");
    this.#items.clear();
    this.#chunks.clear();
    this.#bytes.clear();
  }

  #drop(chunkId: number): void {
    this.#chunks.delete(chunkId);
    this.#bytes.delete(chunkId);
  }

  #check(operation: Operation): void {
    const index = this.#refusals.findIndex((refusal) => refusal.operation === operation);
    if (index < 0) return;
    const refusal = this.#refusals[index]!;
    refusal.remaining -= 1;
    if (refusal.remaining <= 0) this.#refusals.splice(index, 1);
    throw refusal.error;
  }
}
