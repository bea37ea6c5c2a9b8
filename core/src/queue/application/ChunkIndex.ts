import type { ChunkMeta, StreamType } from "../domain/QueueItem";
import type { StreamLedgers } from "../domain/QueueItemMachine";
import type { StreamBacklog } from "../domain/uploadBatch";

type ByStream = Record<StreamType, ChunkMeta[]>;

const emptyStreams = (): ByStream => ({ audio: [], combined: [], camera: [] });

/**
 * Every item's committed slices, by stream, at the index of their sequence. Held in memory (metadata
 * only, never bytes) so that choosing the next batch never lists the store: a four-hour audio
 * recording has some 96,000 slices.
 */
export class ChunkIndex {
  readonly #byItem = new Map<string, ByStream>();

  load(itemId: string, chunks: readonly ChunkMeta[]): void {
    const streams = emptyStreams();
    this.#byItem.set(itemId, streams);
    for (const chunk of chunks) streams[chunk.type][chunk.sequence] = chunk;
  }

  /** Commits can resolve out of order; placing by sequence leaves a hole until the earlier one lands. */
  add(chunk: ChunkMeta): void {
    let streams = this.#byItem.get(chunk.queueItemId);
    if (!streams) {
      streams = emptyStreams();
      this.#byItem.set(chunk.queueItemId, streams);
    }
    streams[chunk.type][chunk.sequence] = chunk;
  }

  drop(itemId: string): void {
    this.#byItem.delete(itemId);
  }

  clear(): void {
    this.#byItem.clear();
  }

  backlogs(itemId: string, ledgers: StreamLedgers): StreamBacklog[] {
    const streams = this.#byItem.get(itemId) ?? emptyStreams();
    return (Object.keys(streams) as StreamType[]).map((type) => ({
      type,
      chunks: streams[type],
      uploaded: ledgers[type].uploaded,
    }));
  }

  /** Ids of the stream's slices with from ≤ sequence < to that are known here. */
  ids(itemId: string, type: StreamType, from: number, to: number): number[] {
    const chunks = this.#byItem.get(itemId)?.[type] ?? [];
    const ids: number[] = [];
    for (let sequence = from; sequence < to; sequence += 1) {
      const chunk = chunks[sequence];
      if (chunk) ids.push(chunk.id);
    }
    return ids;
  }
}
