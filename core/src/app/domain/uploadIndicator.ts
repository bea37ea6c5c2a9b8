import type { UploadQueueState } from "../../queue/application/UploadQueueContract";

/** What every page of the main layout shows while recordings are on their way to the server. */
export interface UploadIndicator {
  /** Recordings still on this device. */
  readonly recordings: number;
  readonly uploadedParts: number;
  readonly totalParts: number;
  /** Whole percent of the parts uploaded, 0–100; never 100 while a part is left. */
  readonly percent: number;
  /** False while the queue is held (offline, paused, resuming): the page then says it waits. */
  readonly uploading: boolean;
}

/**
 * The indicator of the queue's state, or null when nothing is waiting (the indicator is then not
 * shown). Parts are summed over every recording, so the figure only grows as parts arrive.
 */
export const uploadIndicatorOf = (state: UploadQueueState): UploadIndicator | null => {
  if (!state.ready || state.entries.length === 0) return null;
  let uploadedParts = 0;
  let totalParts = 0;
  for (const entry of state.entries) {
    uploadedParts += entry.uploadedChunks;
    totalParts += entry.totalChunks;
  }
  const percent = totalParts === 0 ? 0 : Math.min(100, Math.floor((uploadedParts * 100) / totalParts));
  return { recordings: state.entries.length, uploadedParts, totalParts, percent, uploading: state.isUploading };
};
