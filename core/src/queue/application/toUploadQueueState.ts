import type { QueueItemMachine } from "../domain/QueueItemMachine";
import { toQueueEntryView } from "./toQueueEntryView";
import type { QueueEntryStatus, QueueLock, UploadQueueState } from "./UploadQueueContract";

/** Oldest first; the id breaks ties so the order never flickers. */
export const byStart = (a: QueueItemMachine, b: QueueItemMachine): number =>
  a.item.startedAt - b.item.startedAt || (a.item.id < b.item.id ? -1 : a.item.id > b.item.id ? 1 : 0);

/** What the queue knows at one moment, for the banner and the stored-records dialog. */
export interface QueueSnapshot {
  readonly ready: boolean;
  readonly machines: Iterable<QueueItemMachine>;
  readonly currentId: string | null;
  readonly resumingId: string | null;
  readonly locks: readonly QueueLock[];
  readonly networkOffline: boolean;
  readonly isUploading: boolean;
  readonly storageProblem: string | null;
  readonly now: number;
}

const statusOf = (machine: QueueItemMachine, snapshot: QueueSnapshot): QueueEntryStatus => {
  if (machine.item.id === snapshot.resumingId) return "resuming";
  if (machine.item.state.isSuspended) return "suspended";
  if (machine.item.id === snapshot.currentId && snapshot.isUploading) return "uploading";
  return "pending";
};

export const toUploadQueueState = (snapshot: QueueSnapshot): UploadQueueState => {
  const entries = [...snapshot.machines]
    .filter((machine) => !machine.removed)
    .sort(byStart)
    .map((machine) => toQueueEntryView(machine, statusOf(machine, snapshot), snapshot.now));
  const locks = [...snapshot.locks];
  if (snapshot.networkOffline && !locks.includes("offline")) locks.push("offline");
  return {
    ready: snapshot.ready,
    entries,
    currentId: snapshot.currentId,
    locks,
    isOffline: snapshot.networkOffline,
    isUploading: snapshot.isUploading,
    stuckCount: entries.filter((entry) => entry.isStuck).length,
    storageProblem: snapshot.storageProblem,
  };
};
