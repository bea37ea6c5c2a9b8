import type { QueueItem } from "../domain/QueueItem";
import type { QueueItemMachine } from "../domain/QueueItemMachine";
import { QUEUE_TIMING } from "../domain/queueTexts";
import type { QueueEntryStatus, QueueEntryView } from "./UploadQueueContract";

/** Spec 2 §4.9: started more than 24 hours ago and still queued. */
export const isStuck = (item: QueueItem, now: number): boolean => now - item.startedAt > QUEUE_TIMING.stuckAfterMs;

/** Spec 2 §2.6: chunks uploaded divided by chunks, kept within [0, 1]. */
export const progressOf = (uploaded: number, total: number): number =>
  total > 0 ? Math.min(1, Math.max(0, uploaded / total)) : 0;

export const toQueueEntryView = (machine: QueueItemMachine, status: QueueEntryStatus, now: number): QueueEntryView => {
  const { item } = machine;
  return {
    id: item.id,
    label: item.name.trim() || item.id,
    sessionId: item.sessionId,
    startedAt: item.startedAt,
    status,
    uploadedChunks: item.countedChunksUploaded,
    totalChunks: item.countChunks,
    progress: progressOf(item.countedChunksUploaded, item.countChunks),
    isStuck: isStuck(item, now),
    keptOnDevice: item.keptOnDevice === true,
  };
};
