import type { QueueItem, StreamType } from "./QueueItem";
import type { UploadBatch } from "./uploadBatch";

/** One stream of an item: slices committed locally, and how many of them (from sequence 0) the server holds. */
export interface StreamLedger {
  readonly committed: number;
  readonly uploaded: number;
}

export type StreamLedgers = Readonly<Record<StreamType, StreamLedger>>;

/** The one call of an item on the wire, so a result is applied only to the call it answers. */
export type QueueCall =
  | { readonly kind: "create" }
  | { readonly kind: "start" }
  | { readonly kind: "stream"; readonly streamType: StreamType }
  | { readonly kind: "upload"; readonly batch: UploadBatch }
  | { readonly kind: "end" }
  | { readonly kind: "merge" }
  | { readonly kind: "check" }
  | { readonly kind: "sync" };

/** The life cycle state of one queue item (spec 2 §4.7), with what the queue keeps in memory about it. */
export interface QueueItemMachine {
  /** What is stored; its counts always follow `streams`. */
  readonly item: QueueItem;
  readonly streams: StreamLedgers;
  readonly call: QueueCall | null;
  /**
   * The server's view of the session has been read in this run. A stored item may be behind the server
   * (a crash between the server's 2xx and the local mark), so uploading waits for this.
   */
  readonly synced: boolean;
  /** Merged, or removed from the account: the item and its chunks are gone. */
  readonly removed: boolean;
}

export const noStreams: StreamLedgers = {
  audio: { committed: 0, uploaded: 0 },
  combined: { committed: 0, uploaded: 0 },
  camera: { committed: 0, uploaded: 0 },
};

const PATH_FIELD = { audio: "audioPath", combined: "combinedPath", camera: "cameraPath" } as const;

export const streamPath = (item: QueueItem, type: StreamType): string | null => item[PATH_FIELD[type]];

export const withStreamPath = (item: QueueItem, type: StreamType, path: string | null): QueueItem => ({
  ...item,
  [PATH_FIELD[type]]: path,
});

/** The item with its counts taken from the ledgers (progress of spec 2 §2.6). */
export const withLedgers = (machine: QueueItemMachine, streams: StreamLedgers): QueueItemMachine => {
  const ledgers = Object.values(streams);
  return {
    ...machine,
    streams,
    item: {
      ...machine.item,
      countChunks: ledgers.reduce((sum, ledger) => sum + ledger.committed, 0),
      countedChunksUploaded: ledgers.reduce((sum, ledger) => sum + ledger.uploaded, 0),
    },
  };
};

export const allUploaded = (streams: StreamLedgers): boolean =>
  Object.values(streams).every((ledger) => ledger.uploaded >= ledger.committed);
