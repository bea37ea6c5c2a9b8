/**
 * Where the demo backend keeps recording bytes: apart from the JSON snapshot, which is rewritten
 * whole after every request and would otherwise carry every uploaded megabyte each time.
 * Memory in Node and tests (MemoryDemoMediaStore), IndexedDB in the browser (IdbDemoMediaStore).
 */
export interface DemoMediaStore {
  /**
   * Stores slices `first`, `first + 1`, … of a stream. A slice already held under a sequence is
   * replaced: the snapshot, saved after this, decides which sequences count as received.
   */
  putSlices(streamId: string, first: number, slices: readonly Uint8Array[]): Promise<void>;
  /** Slices 0 … count - 1 in order; rejects when one of them is missing. */
  readSlices(streamId: string, count: number): Promise<Uint8Array[]>;
  putMerged(streamId: string, bytes: Uint8Array): Promise<void>;
  /** The merged file, or null before a merge. */
  readMerged(streamId: string): Promise<Uint8Array | null>;
  /** Forgets every byte of these streams (their session was deleted). */
  deleteStreams(streamIds: readonly string[]): Promise<void>;
  /** Forgets the bytes of every stream not listed (the snapshot was reset or reseeded). Files stay. */
  retainOnly(streamIds: readonly string[]): Promise<void>;
  /** Stores one whole file (a note's attachment) under `key`, replacing any held there. */
  putFile(key: string, bytes: Uint8Array): Promise<void>;
  /** The file, or null when none is held under `key`. */
  readFile(key: string): Promise<Uint8Array | null>;
  deleteFiles(keys: readonly string[]): Promise<void>;
  /** Forgets every file not listed (the snapshot was reset or reseeded). Streams stay. */
  retainOnlyFiles(keys: readonly string[]): Promise<void>;
  /** Forgets every stream and every file. */
  clear(): Promise<void>;
}

/** A missing slice means the snapshot and the media store disagree: a bug, not a client error. */
export class MissingSliceError extends Error {
  constructor(streamId: string, sequence: number) {
    super(`Slice ${sequence} of stream ${streamId} is not in the media store.`);
  }
}
