import type { DemoMediaStore } from "./DemoMediaStore";

/** What a browser throws when its storage is full. DOMException exists in browsers and in Node ≥ 17. */
const quotaExceeded = (): Error =>
  new DOMException("The quota has been exceeded (a fault injected by a test).", "QuotaExceededError");

/**
 * A media store whose writes fail as on a full disk, while reads and deletes still work: what the
 * failMediaWrite fault hands one request, so tests can prove the demo answers a refused write
 * with a clear message and the client keeps its copy.
 */
export class RefusingMediaStore implements DemoMediaStore {
  constructor(private readonly inner: DemoMediaStore) {}

  async putSlices(): Promise<void> {
    throw quotaExceeded();
  }

  readSlices(streamId: string, count: number): Promise<Uint8Array[]> {
    return this.inner.readSlices(streamId, count);
  }

  async putMerged(): Promise<void> {
    throw quotaExceeded();
  }

  readMerged(streamId: string): Promise<Uint8Array | null> {
    return this.inner.readMerged(streamId);
  }

  deleteStreams(streamIds: readonly string[]): Promise<void> {
    return this.inner.deleteStreams(streamIds);
  }

  retainOnly(streamIds: readonly string[]): Promise<void> {
    return this.inner.retainOnly(streamIds);
  }

  async putFile(): Promise<void> {
    throw quotaExceeded();
  }

  readFile(key: string): Promise<Uint8Array | null> {
    return this.inner.readFile(key);
  }

  deleteFiles(keys: readonly string[]): Promise<void> {
    return this.inner.deleteFiles(keys);
  }

  retainOnlyFiles(keys: readonly string[]): Promise<void> {
    return this.inner.retainOnlyFiles(keys);
  }

  clear(): Promise<void> {
    return this.inner.clear();
  }
}
