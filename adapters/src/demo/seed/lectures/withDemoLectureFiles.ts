import type { DemoMediaStore } from "../../media/DemoMediaStore";
import { isDemoLectureFileKey } from "./demoLectureFileKeys";

/**
 * A media store that also holds the seeded lectures' committed files (their waveforms) under
 * `demo-lectures/…` keys, in the tab and on the Node server alike. Every account's demo stream points
 * at the same file, so deleting one account's lecture, a reset (clear) or a trim (retainOnlyFiles)
 * leaves them be; everything else goes to the wrapped store.
 */
class DemoLectureFilesStore implements DemoMediaStore {
  constructor(private readonly inner: DemoMediaStore) {}

  putSlices(streamId: string, first: number, slices: readonly Uint8Array[]): Promise<void> {
    return this.inner.putSlices(streamId, first, slices);
  }

  readSlices(streamId: string, count: number): Promise<Uint8Array[]> {
    return this.inner.readSlices(streamId, count);
  }

  putMerged(streamId: string, bytes: Uint8Array): Promise<void> {
    return this.inner.putMerged(streamId, bytes);
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

  async putFile(key: string, bytes: Uint8Array): Promise<void> {
    // The committed file is the truth: a write under its key (a pipeline re-run) changes nothing.
    if (!isDemoLectureFileKey(key)) await this.inner.putFile(key, bytes);
  }

  readFile(key: string): Promise<Uint8Array | null> {
    // The committed files' code and data load with the first page that asks for one.
    return isDemoLectureFileKey(key)
      ? import("./demoLectureFiles").then(({ readDemoLectureFile }) => readDemoLectureFile(key))
      : this.inner.readFile(key);
  }

  deleteFiles(keys: readonly string[]): Promise<void> {
    return this.inner.deleteFiles(keys.filter((key) => !isDemoLectureFileKey(key)));
  }

  retainOnlyFiles(keys: readonly string[]): Promise<void> {
    return this.inner.retainOnlyFiles(keys);
  }

  clear(): Promise<void> {
    return this.inner.clear();
  }
}

/** Wraps the backend's media store so the seeded lectures' files are always there. */
export const withDemoLectureFiles = (media: DemoMediaStore): DemoMediaStore => new DemoLectureFilesStore(media);
