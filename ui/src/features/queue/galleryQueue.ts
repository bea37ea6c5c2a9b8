import type {
  QueueEntryView,
  QueueNotice,
  UploadQueueContract,
  UploadQueueState,
} from "@lectern/core/queue/application/UploadQueueContract";
import type { ChunkBytes, ChunkMeta, StreamType } from "@lectern/core/queue/domain/QueueItem";
import { BehaviorSubject, Subject } from "rxjs";
import { EMPTY_QUEUE_STATE } from "./emptyQueueState";

const HOUR = 3_600_000;
// A fixed clock: the gallery looks the same on every visit and in every screenshot.
const NOW = Date.UTC(2025, 2, 12, 14, 30);

const entry = (id: string, label: string, status: QueueEntryView["status"], uploaded: number, total: number) => ({
  id,
  label,
  sessionId: null,
  startedAt: NOW - 2 * HOUR,
  status,
  uploadedChunks: uploaded,
  totalChunks: total,
  progress: total === 0 ? 0 : uploaded / total,
  isStuck: false,
  keptOnDevice: false,
});

const UPLOADING: readonly QueueEntryView[] = [
  entry("q1", "Linear Algebra – Lecture 7", "uploading", 27, 42),
  entry("q2", "Organic Chemistry seminar", "pending", 0, 18),
  entry("q3", "Study group, week 4", "suspended", 6, 31),
];

const STUCK: readonly QueueEntryView[] = [
  { ...entry("s1", "History of Science – Lecture 2", "suspended", 40, 96), startedAt: NOW - 30 * HOUR, isStuck: true },
  { ...entry("s2", "Statistics tutorial", "pending", 3, 12), startedAt: NOW - 52 * HOUR, isStuck: true },
  entry("s3", "Linear Algebra – Lecture 7", "uploading", 27, 42),
];

/** The states the gallery shows the queue panel in. */
export type GalleryScenario = "uploading" | "offline" | "stuck" | "storageProblem" | "empty";

const SCENARIOS: Record<GalleryScenario, UploadQueueState> = {
  uploading: { ...EMPTY_QUEUE_STATE, ready: true, entries: UPLOADING, currentId: "q1", isUploading: true },
  offline: {
    ...EMPTY_QUEUE_STATE,
    ready: true,
    entries: UPLOADING.map((item) => (item.status === "uploading" ? { ...item, status: "pending" } : item)),
    locks: ["offline"],
    isOffline: true,
  },
  stuck: { ...EMPTY_QUEUE_STATE, ready: true, entries: STUCK, currentId: "s3", isUploading: true, stuckCount: 2 },
  storageProblem: {
    ...EMPTY_QUEUE_STATE,
    ready: true,
    entries: UPLOADING.slice(0, 1),
    currentId: "q1",
    isUploading: true,
    storageProblem: "There is not enough free space on this device to keep recording. Free some space and try again.",
  },
  empty: { ...EMPTY_QUEUE_STATE, ready: true },
};

// Reads take a moment, as they do from IndexedDB, so the gallery shows the zipping wait.
const READ_DELAY_MS = 150;
const slowly = <T>(value: T) => new Promise<T>((resolve) => window.setTimeout(() => resolve(value), READ_DELAY_MS));

/** A few bytes per chunk: enough for a real zip to come out of the gallery's download. */
const demoBytes = (text: string): ChunkBytes => {
  const bytes = new TextEncoder().encode(text);
  return { size: bytes.byteLength, arrayBuffer: async () => bytes.buffer };
};

/**
 * An in-memory queue for the kit gallery: a fixed scenario, pause and resume that flip the status,
 * and notices the gallery can raise. Nothing uploads and nothing is stored.
 */
export class GalleryQueue implements UploadQueueContract {
  readonly #state: BehaviorSubject<UploadQueueState>;
  readonly #notices = new Subject<QueueNotice>();
  readonly state$;
  readonly notices$ = this.#notices.asObservable();

  constructor(scenario: GalleryScenario) {
    this.#state = new BehaviorSubject(SCENARIOS[scenario]);
    this.state$ = this.#state.asObservable();
  }

  /** Raises a notice as the real queue would after a failed call. */
  notify(notice: QueueNotice): void {
    this.#notices.next(notice);
  }

  async start(): Promise<void> {}
  stop(): void {}

  async addItem(): Promise<string> {
    throw new Error("The gallery queue does not record");
  }
  async commitChunk(): Promise<ChunkMeta> {
    throw new Error("The gallery queue does not record");
  }
  async finishItem(): Promise<void> {}
  async noteEnd(): Promise<void> {}
  async renameItem(): Promise<void> {}

  async pause(itemId: string): Promise<void> {
    this.#setStatus(itemId, "suspended");
  }
  async resume(itemId: string): Promise<void> {
    this.#setStatus(itemId, "pending");
  }
  setLock(): void {}

  async chunksOf(itemId: string) {
    const types: StreamType[] = ["combined", "audio"];
    return types.flatMap((type, typeIndex) =>
      [0, 1, 2].map((sequence) => ({
        meta: { id: typeIndex * 3 + sequence + 1, queueItemId: itemId, type, sequence, size: 16, isUploaded: false },
        read: () => slowly(demoBytes(`gallery ${itemId} ${type} ${sequence}`)),
      })),
    );
  }

  async deleteAll(): Promise<void> {
    this.#state.next({ ...this.#state.value, entries: [], stuckCount: 0, currentId: null, isUploading: false });
  }

  #setStatus(itemId: string, status: QueueEntryView["status"]): void {
    const state = this.#state.value;
    const entries = state.entries.map((item) => (item.id === itemId ? { ...item, status } : item));
    this.#state.next({ ...state, entries });
  }
}
