import type { QueueItem } from "@lectern/core/queue/domain/QueueItem";

/** A fresh local recording: no server session yet, every flag down. */
export const aQueueItem = (overrides: Partial<QueueItem> = {}): QueueItem => ({
  id: "item-1",
  sessionId: null,
  startedAt: 1_700_000_000_000,
  endedAt: null,
  name: "Linear algebra, week 3",
  organizationId: null,
  countChunks: 0,
  countedChunksUploaded: 0,
  audioPath: null,
  combinedPath: null,
  cameraPath: null,
  state: {
    isStarted: true,
    isFinished: false,
    isPendingCreated: false,
    isStatusCreated: false,
    isPendingEnded: false,
    isStatusEnded: false,
    isPendingMerge: false,
    isSuspended: false,
  },
  ...overrides,
});
