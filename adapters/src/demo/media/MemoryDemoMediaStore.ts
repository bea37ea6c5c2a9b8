import { type DemoMediaStore, MissingSliceError } from "./DemoMediaStore";

interface StreamBytes {
  readonly slices: Map<number, Uint8Array>;
  merged: Uint8Array | null;
}

/** Media bytes in memory (Node demo server, tests). Copies in and out, as IndexedDB's structured clone does. */
export class MemoryDemoMediaStore implements DemoMediaStore {
  readonly #streams = new Map<string, StreamBytes>();
  readonly #files = new Map<string, Uint8Array>();

  async putSlices(streamId: string, first: number, slices: readonly Uint8Array[]): Promise<void> {
    const stream = this.#stream(streamId);
    slices.forEach((slice, index) => stream.slices.set(first + index, slice.slice()));
  }

  async readSlices(streamId: string, count: number): Promise<Uint8Array[]> {
    const slices = this.#streams.get(streamId)?.slices;
    return Array.from({ length: count }, (_, sequence) => {
      const slice = slices?.get(sequence);
      if (!slice) throw new MissingSliceError(streamId, sequence);
      return slice.slice();
    });
  }

  async putMerged(streamId: string, bytes: Uint8Array): Promise<void> {
    this.#stream(streamId).merged = bytes.slice();
  }

  async readMerged(streamId: string): Promise<Uint8Array | null> {
    return this.#streams.get(streamId)?.merged?.slice() ?? null;
  }

  async deleteStreams(streamIds: readonly string[]): Promise<void> {
    for (const id of streamIds) this.#streams.delete(id);
  }

  async retainOnly(streamIds: readonly string[]): Promise<void> {
    const keep = new Set(streamIds);
    for (const id of [...this.#streams.keys()]) if (!keep.has(id)) this.#streams.delete(id);
  }

  async putFile(key: string, bytes: Uint8Array): Promise<void> {
    this.#files.set(key, bytes.slice());
  }

  async readFile(key: string): Promise<Uint8Array | null> {
    return this.#files.get(key)?.slice() ?? null;
  }

  async deleteFiles(keys: readonly string[]): Promise<void> {
    for (const key of keys) this.#files.delete(key);
  }

  async retainOnlyFiles(keys: readonly string[]): Promise<void> {
    const keep = new Set(keys);
    for (const key of [...this.#files.keys()]) if (!keep.has(key)) this.#files.delete(key);
  }

  async clear(): Promise<void> {
    this.#streams.clear();
    this.#files.clear();
  }

  #stream(streamId: string): StreamBytes {
    let stream = this.#streams.get(streamId);
    if (!stream) {
      stream = { slices: new Map(), merged: null };
      this.#streams.set(streamId, stream);
    }
    return stream;
  }
}
