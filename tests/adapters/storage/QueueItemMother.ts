import type { QueueItem } from "@lectern/core/queue/domain/QueueItem";
import { recordingQueueItem } from "@lectern/core/queue/domain/queueItemMachines";

/** A fresh local recording: no server session yet, every flag down but isStarted. */
export const aQueueItem = (overrides: Partial<QueueItem> = {}): QueueItem => ({
  ...recordingQueueItem(
    "item-1",
    {
      name: "Linear algebra, week 3",
      startedAt: 1_700_000_000_000,
      organizationId: null,
      sessionId: null,
    },
    "1",
  ),
  ...overrides,
});
