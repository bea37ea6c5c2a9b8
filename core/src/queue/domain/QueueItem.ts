/** The three kinds of stream a recording produces (spec 2 §3 "Stream types"). */
export type StreamType = "audio" | "combined" | "camera";

export const STREAM_TYPES: readonly StreamType[] = ["audio", "combined", "camera"];

/** The state flags of spec 2 §3, plus the user's pause (suspended). */
export interface QueueItemFlags {
  readonly isStarted: boolean;
  readonly isFinished: boolean;
  readonly isPendingCreated: boolean;
  readonly isStatusCreated: boolean;
  readonly isPendingEnded: boolean;
  readonly isStatusEnded: boolean;
  readonly isPendingMerge: boolean;
  /** Paused by the user, by a 402, or after a merge failure; resumed only on request. */
  readonly isSuspended: boolean;
}

/** An upload queue item as kept in the local database (spec 2 §3). Times are epoch milliseconds. */
export interface QueueItem {
  /** Local identity, never changes. */
  readonly id: string;
  /** The server's session id; null while the session is only local (or after a merge failure reset). */
  readonly sessionId: string | null;
  readonly startedAt: number;
  readonly endedAt: number | null;
  readonly name: string;
  readonly organizationId: string | null;
  readonly countChunks: number;
  readonly countedChunksUploaded: number;
  /** Stream paths on the server, e.g. `streams/42`; null until the stream was created. */
  readonly audioPath: string | null;
  readonly combinedPath: string | null;
  readonly cameraPath: string | null;
  readonly state: QueueItemFlags;
  /**
   * The server session an upload restarting from scratch left (spec 2 §4.7: its merge failed), with
   * the highlights and notes made while recording. The next session creation asks the server to
   * reuse it, so they stay with the recording delivered; cleared once a session is created. Absent
   * (or null) otherwise, and on items stored by older builds.
   */
  readonly restartOf?: string | null;
  /**
   * The user who recorded it: only their queue uploads it, with their own token. Absent on items
   * stored by builds before owners were kept: such an item is never sent until its owner is known
   * (see QueueRestore's claim), so it can never land in another account.
   */
  readonly ownerId?: string | null;
  /**
   * The server merged it but said it could not keep it (`meta.durable: false`: the in-tab backend
   * runs without working storage). The slices stay on this device; the next start of the queue
   * uploads them again from scratch, asking for the same session back.
   */
  readonly keptOnDevice?: boolean;
}

/** Whose queue runs: the signed-in user, and the token their uploads are sent with. */
export interface QueueOwner {
  readonly userId: string;
  readonly token: string;
}

/** A committed recorder slice, without its bytes (spec 2 §3 "Chunk record"). */
export interface ChunkMeta {
  /** Store-assigned, increasing in commit order across the whole store. */
  readonly id: number;
  readonly queueItemId: string;
  readonly type: StreamType;
  /** 0, 1, 2 … per (queue item, stream type), in commit order. */
  readonly sequence: number;
  readonly size: number;
  readonly isUploaded: boolean;
}

/**
 * Bytes held by the store. A browser Blob satisfies it; core never needs more than this, so it stays
 * free of DOM types.
 */
export interface ChunkBytes {
  readonly size: number;
  arrayBuffer(): Promise<ArrayBuffer>;
}
