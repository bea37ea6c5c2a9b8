import { type DBSchema, type IDBPDatabase, wrap } from "idb";
import { type DemoMediaStore, MissingSliceError } from "./DemoMediaStore";

export const DEMO_MEDIA_IDB_NAME = "lectern-demo-media";
const SLICES = "slices";
const MERGED = "merged";
/**
 * Whole files (note attachments) share the merged store, which holds whole files by string key, under
 * this prefix: stream ids never carry it, and a new object store would need a database upgrade.
 */
const FILE_PREFIX = "file:";
const isFileKey = (key: string): boolean => key.startsWith(FILE_PREFIX);

interface DemoMediaSchema extends DBSchema {
  /** Key [streamId, sequence], so one stream's slices are one contiguous, ordered key range. */
  slices: { key: [string, number]; value: Blob | Uint8Array };
  merged: { key: string; value: Blob };
}

type MediaDatabase = IDBPDatabase<DemoMediaSchema>;

const sliceRange = (streamId: string, from = 0, to = Number.POSITIVE_INFINITY): IDBKeyRange =>
  IDBKeyRange.bound([streamId, from], [streamId, to]);

/** Stored bytes back as bytes: Blobs (merged files, files, older slices) or the byte arrays slices are now. */
const bytesOf = async (stored: Blob | Uint8Array): Promise<Uint8Array> =>
  stored instanceof Uint8Array ? stored : new Uint8Array(await stored.arrayBuffer());

/**
 * Media bytes in IndexedDB database 'lectern-demo-media', apart from the demo snapshot's database,
 * merged recordings and files stored as Blobs so the browser can keep them on disk rather than in the
 * page's memory; the small slices of an upload as byte arrays.
 */
export class IdbDemoMediaStore implements DemoMediaStore {
  #db: Promise<MediaDatabase> | null = null;

  /** `factory` defaults to the page's indexedDB; tests pass a fake one. */
  constructor(
    private readonly name: string = DEMO_MEDIA_IDB_NAME,
    private readonly factory?: IDBFactory,
  ) {}

  /** Opens the database now: the tab checks it can store recordings before it opens the backend. */
  async ready(): Promise<void> {
    await this.#open();
  }

  async putSlices(streamId: string, first: number, slices: readonly Uint8Array[]): Promise<void> {
    const tx = (await this.#open()).transaction(SLICES, "readwrite");
    await Promise.all([
      ...slices.map((slice, index) =>
        // Slices (~350 B of audio each, 35 a request) as byte arrays: a Blob each costs IndexedDB five
        // times as much per transaction (measured by bench:storage), and none is large enough to need one.
        tx.store.put(slice, [streamId, first + index]),
      ),
      tx.done,
    ]);
  }

  async readSlices(streamId: string, count: number): Promise<Uint8Array[]> {
    if (count <= 0) return [];
    const db = await this.#open();
    const range = sliceRange(streamId, 0, count - 1);
    const tx = db.transaction(SLICES);
    const [keys, blobs] = await Promise.all([tx.store.getAllKeys(range), tx.store.getAll(range), tx.done]);
    keys.forEach((key, index) => {
      if (key[1] !== index) throw new MissingSliceError(streamId, index);
    });
    if (blobs.length < count) throw new MissingSliceError(streamId, blobs.length);
    return Promise.all(blobs.map(bytesOf));
  }

  async putMerged(streamId: string, bytes: Uint8Array): Promise<void> {
    await (await this.#open()).put(MERGED, new Blob([bytes as Uint8Array<ArrayBuffer>]), streamId);
  }

  async readMerged(streamId: string): Promise<Uint8Array | null> {
    const blob = await (await this.#open()).get(MERGED, streamId);
    return blob ? bytesOf(blob) : null;
  }

  async deleteStreams(streamIds: readonly string[]): Promise<void> {
    const tx = (await this.#open()).transaction([SLICES, MERGED], "readwrite");
    await Promise.all([
      ...streamIds.flatMap((id) => [tx.objectStore(SLICES).delete(sliceRange(id)), tx.objectStore(MERGED).delete(id)]),
      tx.done,
    ]);
  }

  async retainOnly(streamIds: readonly string[]): Promise<void> {
    const keep = new Set(streamIds);
    const db = await this.#open();
    const stale = new Set<string>();
    for (const key of await db.getAllKeys(MERGED)) if (!isFileKey(key) && !keep.has(key)) stale.add(key);
    // Walks one key per stream: after each, jumps past the rest of that stream's slices.
    let cursor = await db.transaction(SLICES).store.openKeyCursor();
    while (cursor) {
      const [streamId] = cursor.key;
      if (!keep.has(streamId)) stale.add(streamId);
      cursor = await cursor.continue([streamId, Number.POSITIVE_INFINITY]);
    }
    if (stale.size) await this.deleteStreams([...stale]);
  }

  async putFile(key: string, bytes: Uint8Array): Promise<void> {
    await (await this.#open()).put(MERGED, new Blob([bytes as Uint8Array<ArrayBuffer>]), FILE_PREFIX + key);
  }

  async readFile(key: string): Promise<Uint8Array | null> {
    const blob = await (await this.#open()).get(MERGED, FILE_PREFIX + key);
    return blob ? bytesOf(blob) : null;
  }

  async deleteFiles(keys: readonly string[]): Promise<void> {
    const tx = (await this.#open()).transaction(MERGED, "readwrite");
    await Promise.all([...keys.map((key) => tx.store.delete(FILE_PREFIX + key)), tx.done]);
  }

  async retainOnlyFiles(keys: readonly string[]): Promise<void> {
    const keep = new Set(keys.map((key) => FILE_PREFIX + key));
    const db = await this.#open();
    const stale = (await db.getAllKeys(MERGED)).filter((key) => isFileKey(key) && !keep.has(key));
    if (!stale.length) return;
    const tx = db.transaction(MERGED, "readwrite");
    await Promise.all([...stale.map((key) => tx.store.delete(key)), tx.done]);
  }

  async clear(): Promise<void> {
    const tx = (await this.#open()).transaction([SLICES, MERGED], "readwrite");
    await Promise.all([tx.objectStore(SLICES).clear(), tx.objectStore(MERGED).clear(), tx.done]);
  }

  /** Opened lazily, so constructing the store never touches IndexedDB. */
  #open(): Promise<MediaDatabase> {
    this.#db ??= new Promise<MediaDatabase>((resolve, reject) => {
      const factory = this.factory ?? globalThis.indexedDB;
      if (!factory) {
        reject(new Error("IndexedDB is not available, so the demo cannot keep recordings here."));
        return;
      }
      const request = factory.open(this.name, 1);
      request.onupgradeneeded = () => {
        const db = request.result;
        if (!db.objectStoreNames.contains(SLICES)) db.createObjectStore(SLICES);
        if (!db.objectStoreNames.contains(MERGED)) db.createObjectStore(MERGED);
      };
      request.onerror = () => reject(request.error ?? new Error("The demo media database could not be opened."));
      request.onsuccess = () => resolve(wrap(request.result) as unknown as MediaDatabase);
    });
    return this.#db;
  }
}
