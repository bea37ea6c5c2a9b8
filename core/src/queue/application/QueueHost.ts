import type { QueueStore } from "../../ports/QueueStore";
import type { QueueLock, QueueNotice } from "./UploadQueueContract";

/**
 * What the upload queue lends its restore pass and its upload loop: the store behind its error
 * reporting, the one-request-at-a-time wire, the current run's generation and its notices.
 */
export interface QueueHost {
  readonly store: QueueStore;
  /** Bumped by stop() and deleteAll(): work of an older generation writes nothing. */
  generation(): number;
  locks(): ReadonlySet<QueueLock>;
  /** Offline, or held by a lock that stops every upload (offline, resuming). */
  isHeld(): boolean;
  /** The network monitor says Offline right now (isHeld follows its events, which start later). */
  isOffline(): boolean;
  /** The signed-in user the queue runs for; only their items are loaded and sent. */
  ownerId(): string;
  publish(): void;
  /** A store call whose refusal (quota, unavailable) is shown at once. */
  storeOp<T>(operation: () => Promise<T>): Promise<T>;
  /**
   * Every request of the queue waits for the one before it. Resolves null, without running `work`,
   * when the queue's generation moved on meanwhile (stopped, restarted for another user).
   */
  serially<T>(generation: number, work: () => Promise<T>): Promise<T | null>;
  notify(itemId: string | null, notice: QueueNotice): void;
  reportFailure(itemId: string | null, error: unknown): void;
}
