import type { UploadQueueState } from "@lectern/core/queue/application/UploadQueueContract";

/** What the UI shows before the queue's first state arrives: not ready, nothing queued. */
export const EMPTY_QUEUE_STATE: UploadQueueState = {
  ready: false,
  entries: [],
  currentId: null,
  locks: [],
  isOffline: false,
  isUploading: false,
  stuckCount: 0,
  storageProblem: null,
};
