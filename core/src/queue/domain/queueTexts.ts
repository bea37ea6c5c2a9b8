import { SHARED_TEXTS } from "../../kernel/sharedTexts";

/** The queue's user-facing texts, verbatim from spec 2 §5 and §8 (and the internal errors of §8). */
export const QUEUE_TEXTS = {
  sessionRemoved: "The session has been removed from your account",
  uploadLoopError: "Error Uploading. Please restart your app",
  mergeError: "Merge Error",
  chunksLoopError: "Chunks can't start uploading. Please restart your app",
  emptyChunk: "An error occurred while recording. Start a new record",
  sessionNotFound: "Session is not find",
  somethingWentWrong: SHARED_TEXTS.somethingWentWrong,
  /** Not in the spec: a commit after finishItem would silently miss the merged file, so it is refused. */
  recordingFinished: "This recording has already finished; no more slices can be added to it.",
  /** Not in the spec: the queue runs only for a signed-in user, whose recordings it holds. */
  noOwner: "Sign in to record: recordings are kept for the account that made them.",
  /** Used when the store failed without a message of its own. */
  storageFallback: "Recordings cannot be saved on this device right now. Nothing stored was deleted.",
} as const;

/** Spec 2 §9 "Queue and upload timing" and §4.9. Every one of them is an idle check on ClockPort. */
export const QUEUE_TIMING = {
  queueCheckMs: 30_000,
  chunkCheckMs: 10_000,
  currentItemPingMs: 20_000,
  listRefreshMs: 5_000,
  mergeWaitMs: 2_000,
  stuckAfterMs: 24 * 60 * 60 * 1000,
} as const;

/** Spec 2 §9 upload constants, and the slice lengths of the recorder (§9 "Recording"). */
export const UPLOAD_LIMITS = {
  /** One request of the queue on the wire at a time. */
  simultaneousUploads: 1,
  /** Bytes per upload request (10 MiB). */
  maxRequestBytes: 10_485_760,
  /**
   * Kept free for the multipart envelope (boundaries, headers, the JSON part), so a full batch still
   * fits a server that caps the whole body at 10 MiB, as the Node demo server does.
   */
  multipartAllowanceBytes: 64 * 1024,
  /** How much recording one request carries at most. */
  maxBatchDurationMs: 10_000,
  /** Audio-only slices every 150 ms; screen and camera chunks every 10 s. */
  sliceDurationMs: { audio: 150, combined: 10_000, camera: 10_000 },
} as const;
