import {
  NOT_READY_QUEUE_STATE,
  type NewQueueItem,
  type QueueEntryView,
  type QueueLock,
  type QueueNotice,
  type UploadQueueContract,
  type UploadQueueState,
} from "@lectern/core/queue/application/UploadQueueContract";
import type { ChunkBytes, ChunkMeta, QueueOwner, StreamType } from "@lectern/core/queue/domain/QueueItem";
import { BehaviorSubject, Subject } from "rxjs";

const EMPTY: UploadQueueState = { ...NOT_READY_QUEUE_STATE, ready: true };

/** Bytes as the store hands them out. */
export const bytesOf = (text: string): ChunkBytes => {
  const bytes = new TextEncoder().encode(text);
  return { size: bytes.byteLength, arrayBuffer: async () => bytes.slice().buffer };
};

interface FakeChunk {
  readonly meta: ChunkMeta;
  readonly bytes: ChunkBytes | null;
}

/**
 * UploadQueueContract double for UI tests: the test drives `state` and `notices` directly, scripts
 * the stored chunks and failures, and reads which commands the UI called (in order) from `calls`.
 */
export class FakeUploadQueue implements UploadQueueContract {
  readonly state = new BehaviorSubject<UploadQueueState>(EMPTY);
  readonly notices = new Subject<QueueNotice>();
  readonly state$ = this.state.asObservable();
  readonly notices$ = this.notices.asObservable();
  readonly calls: string[] = [];
  /** Chunk reads, in order, by chunk id: shows the zip reads one chunk at a time. */
  readonly reads: number[] = [];
  readonly #chunks = new Map<string, FakeChunk[]>();
  failChunksOf: Error | null = null;
  failDeleteAll: Error | null = null;
  failPause: Error | null = null;
  /** While set, every chunk read waits for it: lets a test see the UI mid-zip. */
  readGate: Promise<void> | null = null;

  /** An entry as the banner and the dialog see it; pass what the test cares about. */
  static entry(overrides: Partial<QueueEntryView> & { id: string }): QueueEntryView {
    const uploadedChunks = overrides.uploadedChunks ?? 0;
    const totalChunks = overrides.totalChunks ?? 10;
    return {
      label: `Recording ${overrides.id}`,
      sessionId: null,
      startedAt: Date.UTC(2025, 2, 12, 9, 0),
      status: "pending",
      progress: totalChunks === 0 ? 0 : uploadedChunks / totalChunks,
      isStuck: false,
      keptOnDevice: false,
      ...overrides,
      uploadedChunks,
      totalChunks,
    };
  }

  /** Replaces parts of the state and publishes it. */
  set(patch: Partial<UploadQueueState>): void {
    this.state.next({ ...this.state.value, ...patch });
  }

  /** Stores chunks for chunksOf; a null text is a chunk whose bytes are gone. */
  storeChunks(itemId: string, chunks: readonly { type: StreamType; sequence: number; text: string | null }[]): void {
    this.#chunks.set(
      itemId,
      chunks.map(({ type, sequence, text }, index) => ({
        meta: { id: index + 1, queueItemId: itemId, type, sequence, size: text?.length ?? 0, isUploaded: false },
        bytes: text === null ? null : bytesOf(text),
      })),
    );
  }

  /** Whom each start ran the queue for. */
  readonly owners: QueueOwner[] = [];

  async start(owner?: QueueOwner): Promise<void> {
    if (owner) this.owners.push(owner);
    this.calls.push("start");
  }

  stop(): void {
    this.calls.push("stop");
  }

  async addItem(item: NewQueueItem): Promise<string> {
    this.calls.push(`addItem:${item.name}`);
    return `local-${this.calls.length}`;
  }

  async commitChunk(itemId: string, type: StreamType, bytes: ChunkBytes): Promise<ChunkMeta> {
    this.calls.push(`commitChunk:${itemId}`);
    return { id: this.calls.length, queueItemId: itemId, type, sequence: 0, size: bytes.size, isUploaded: false };
  }

  async finishItem(itemId: string): Promise<void> {
    this.calls.push(`finishItem:${itemId}`);
  }

  /** Kept apart from `calls`, whose order the recorder tests check. */
  readonly endsNoted: { itemId: string; endedAt: number }[] = [];

  async noteEnd(itemId: string, endedAt: number): Promise<void> {
    this.endsNoted.push({ itemId, endedAt });
  }

  async renameItem(itemId: string, name: string): Promise<void> {
    this.calls.push(`renameItem:${itemId}:${name}`);
  }

  async pause(itemId: string): Promise<void> {
    this.calls.push(`pause:${itemId}`);
    if (this.failPause) throw this.failPause;
  }

  async resume(itemId: string): Promise<void> {
    this.calls.push(`resume:${itemId}`);
  }

  setLock(lock: QueueLock, held: boolean): void {
    this.calls.push(`setLock:${lock}:${held}`);
  }

  async chunksOf(itemId: string) {
    this.calls.push(`chunksOf:${itemId}`);
    if (this.failChunksOf) throw this.failChunksOf;
    return (this.#chunks.get(itemId) ?? []).map(({ meta, bytes }) => ({
      meta,
      read: async () => {
        this.reads.push(meta.id);
        if (this.readGate) await this.readGate;
        return bytes;
      },
    }));
  }

  async deleteAll(): Promise<void> {
    this.calls.push("deleteAll");
    if (this.failDeleteAll) throw this.failDeleteAll;
    this.set({ entries: [], stuckCount: 0, currentId: null, isUploading: false });
  }
}
