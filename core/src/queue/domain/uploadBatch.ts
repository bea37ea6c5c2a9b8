import type { ChunkMeta, StreamType } from "./QueueItem";
import { UPLOAD_LIMITS } from "./queueTexts";

/** Consecutive not-uploaded slices of one stream, sent as one file in one request. */
export interface UploadBatch {
  readonly streamType: StreamType;
  readonly fromSequence: number;
  /** Inclusive. */
  readonly toSequence: number;
  readonly chunkIds: readonly number[];
  /** Each slice's byte size, in order: the request's "slices" field. */
  readonly sizes: readonly number[];
  readonly bytes: number;
  /** A limit ended the batch, not the end of the waiting slices: more is ready to go at once. */
  readonly limited: boolean;
}

export interface BatchLimits {
  readonly maxSlices: (type: StreamType) => number;
  readonly maxBytes: number;
}

/** About ten seconds of recording per request, within 10 MiB (spec 2 §9). */
export const DEFAULT_BATCH_LIMITS: BatchLimits = {
  maxSlices: (type) => Math.max(1, Math.floor(UPLOAD_LIMITS.maxBatchDurationMs / UPLOAD_LIMITS.sliceDurationMs[type])),
  maxBytes: UPLOAD_LIMITS.maxRequestBytes - UPLOAD_LIMITS.multipartAllowanceBytes,
};

/** One stream's committed slices in sequence order, and how many of them the server holds. */
export interface StreamBacklog {
  readonly type: StreamType;
  /** Index i holds sequence i. */
  readonly chunks: readonly ChunkMeta[];
  readonly uploaded: number;
}

/**
 * The next request to send: the stream whose oldest waiting slice was committed first (creation
 * order), and from it as many consecutive waiting slices as the limits allow. A single slice larger
 * than the byte limit still goes alone, since a committed slice is never split. Null when nothing waits.
 */
export const selectBatch = (
  backlogs: readonly StreamBacklog[],
  limits: BatchLimits = DEFAULT_BATCH_LIMITS,
): UploadBatch | null => {
  let oldest: StreamBacklog | null = null;
  for (const backlog of backlogs) {
    const head = backlog.chunks[backlog.uploaded];
    if (!head) continue;
    const oldestHead = oldest?.chunks[oldest.uploaded];
    if (!oldestHead || head.id < oldestHead.id) oldest = backlog;
  }
  if (!oldest) return null;
  const maxSlices = limits.maxSlices(oldest.type);
  const chunkIds: number[] = [];
  const sizes: number[] = [];
  let bytes = 0;
  let limited = false;
  for (let index = oldest.uploaded; index < oldest.chunks.length; index += 1) {
    const chunk = oldest.chunks[index];
    // A slice still being committed (or a store out of step) ends the batch rather than be skipped.
    if (!chunk || chunk.sequence !== oldest.uploaded + chunkIds.length) break;
    if (chunkIds.length >= maxSlices || (chunkIds.length > 0 && bytes + chunk.size > limits.maxBytes)) {
      limited = true;
      break;
    }
    chunkIds.push(chunk.id);
    sizes.push(chunk.size);
    bytes += chunk.size;
  }
  if (chunkIds.length === 0) return null;
  return {
    streamType: oldest.type,
    fromSequence: oldest.uploaded,
    toSequence: oldest.uploaded + chunkIds.length - 1,
    chunkIds,
    sizes,
    bytes,
    limited,
  };
};
