import type { QueueEntryView, UploadQueueState } from "@lectern/core/queue/application/UploadQueueContract";

export interface EntryControls {
  /** Any item that is not suspended can be paused (spec 2 §4.7). */
  readonly canPause: boolean;
  /** A suspended item can be resumed unless it is the one currently uploading (spec 2 §2.6). */
  readonly canResume: boolean;
  /** The queue is held (recording, resuming, offline: spec 2 §4.7), so the controls wait. */
  readonly isLocked: boolean;
}

/** Which of pause and resume a banner row offers, and whether they can be pressed now. */
export const entryControls = (
  entry: QueueEntryView,
  state: Pick<UploadQueueState, "currentId" | "locks">,
): EntryControls => {
  const isSuspended = entry.status === "suspended";
  // Kept after a merge the server could not keep: nothing moves until the next start, so no control.
  const isKept = entry.keptOnDevice;
  return {
    canPause: !isSuspended && !isKept,
    canResume: isSuspended && !isKept && entry.id !== state.currentId,
    isLocked: state.locks.length > 0,
  };
};
