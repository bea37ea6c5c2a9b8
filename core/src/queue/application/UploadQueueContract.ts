import type { Observable } from "rxjs";
import type { ChunkBytes, ChunkMeta, QueueOwner, StreamType } from "../domain/QueueItem";

/** The four statuses of spec 2 §2.6. */
export type QueueEntryStatus = "uploading" | "pending" | "resuming" | "suspended";

/** Why the queue is held (spec 2 §4.7: while recording, while resuming, while offline). */
export type QueueLock = "recording" | "resuming" | "offline";

/** One row of the upload banner and of the stored-records dialog. */
export interface QueueEntryView {
  readonly id: string;
  /** The item's name, or its id when it has none. */
  readonly label: string;
  readonly sessionId: string | null;
  readonly startedAt: number;
  readonly status: QueueEntryStatus;
  readonly uploadedChunks: number;
  readonly totalChunks: number;
  /** uploadedChunks / totalChunks, 0 when there are none (spec 2 §2.6). */
  readonly progress: number;
  /** Started more than 24 h ago and still queued (spec 2 §4.9). */
  readonly isStuck: boolean;
  /** Merged, but the server could not keep it: it stays on this device until the next start uploads it again. */
  readonly keptOnDevice: boolean;
}

export interface UploadQueueState {
  /** False until the first restore from the local database finished. */
  readonly ready: boolean;
  readonly entries: readonly QueueEntryView[];
  readonly currentId: string | null;
  readonly locks: readonly QueueLock[];
  readonly isOffline: boolean;
  /** True while an item is being uploaded: leaving the page then warns (spec 2 §2.6). */
  readonly isUploading: boolean;
  readonly stuckCount: number;
  /** Set when the local database failed (quota, open); shown at once, nothing stored is dropped. */
  readonly storageProblem: string | null;
}

/** The state before the first restore finished: not ready, nothing queued. */
export const NOT_READY_QUEUE_STATE: UploadQueueState = {
  ready: false,
  entries: [],
  currentId: null,
  locks: [],
  isOffline: false,
  isUploading: false,
  stuckCount: 0,
  storageProblem: null,
};

/** One-off things the UI must show (dialogs of spec 2 §8). */
export type QueueNotice =
  | { readonly kind: "billing"; readonly title: string; readonly message: string }
  | { readonly kind: "sessionRemoved"; readonly message: string }
  | { readonly kind: "loopError"; readonly title: string; readonly detail: string };

/** What a new recording tells the queue. */
export interface NewQueueItem {
  readonly name: string;
  readonly startedAt: number;
  readonly organizationId: string | null;
  /** A server session already created by the recorder, or null when it is local only. */
  readonly sessionId: string | null;
}

/** The upload queue service as the UI and the recorder see it. */
export interface UploadQueueContract {
  readonly state$: Observable<UploadQueueState>;
  readonly notices$: Observable<QueueNotice>;
  /**
   * Restores the owner's items from the local database (spec 2 §4.8) and starts the idle checks. Only
   * `owner`'s recordings are loaded and uploaded, each call with `owner.token`; other users' stay on
   * the device until they sign in again.
   */
  start(owner: QueueOwner): Promise<void>;
  /** Stops timers and drops in-memory state (the store keeps everything). */
  stop(): void;

  addItem(item: NewQueueItem): Promise<string>;
  /** Commits a recorder slice; rejects a size of 0 or less. */
  commitChunk(itemId: string, type: StreamType, bytes: ChunkBytes): Promise<ChunkMeta>;
  finishItem(itemId: string, endedAt: number): Promise<void>;
  /** Stop was pressed at `endedAt`: kept at once, before the stop sequence ends in finishItem. */
  noteEnd(itemId: string, endedAt: number): Promise<void>;
  /** The recording's new name (spec 2 §2.3 editable session name), kept for the item and its session. */
  renameItem(itemId: string, name: string): Promise<void>;

  pause(itemId: string): Promise<void>;
  resume(itemId: string): Promise<void>;
  setLock(lock: QueueLock, held: boolean): void;

  /** The item's chunks in order, for the zip download; bytes read one at a time. */
  chunksOf(itemId: string): Promise<readonly { readonly meta: ChunkMeta; read: () => Promise<ChunkBytes | null> }[]>;
  /** 'Delete non-uploaded materials': deletes the owner's recordings from the local database. */
  deleteAll(): Promise<void>;
}
