import type { Page } from "@playwright/test";

/** The in-tab demo's database (adapters/src/demo/db/IdbDemoPersistence): whole snapshots of older builds, meta, a store per table. */
const DEMO_DB = "lectern-demo";
const SNAPSHOTS = "snapshot";

/**
 * The demo's stored snapshot records, keyed as IndexedDB holds them, read and written straight
 * through IndexedDB in the page (what another build, or a broken disk, would have left).
 */
export class StoredDemoData {
  constructor(private readonly page: Page) {}

  /** Replaces every stored snapshot record with these, creating the database as version 1 if it is missing. */
  async write(records: Record<string, unknown>): Promise<void> {
    await this.page.evaluate(
      async ({ name, store, rows }) => {
        const settle = <T>(request: IDBRequest<T>) =>
          new Promise<T>((resolve, reject) => {
            request.onsuccess = () => resolve(request.result);
            request.onerror = () => reject(request.error);
          });
        const opening = indexedDB.open(name, 1);
        opening.onupgradeneeded = () => {
          if (!opening.result.objectStoreNames.contains(store)) opening.result.createObjectStore(store);
        };
        const db = await settle(opening);
        const tx = db.transaction(store, "readwrite");
        tx.objectStore(store).clear();
        for (const [key, value] of Object.entries(rows)) tx.objectStore(store).put(value, key);
        await new Promise((resolve, reject) => {
          tx.oncomplete = resolve;
          tx.onerror = () => reject(tx.error);
        });
        db.close();
      },
      { name: DEMO_DB, store: SNAPSHOTS, rows: records },
    );
  }

  /** Every record of a store by key: the stored snapshot records by default. */
  async read(storeName: string = SNAPSHOTS): Promise<Record<string, unknown>> {
    return this.page.evaluate(
      async ({ name, store }) => {
        const settle = <T>(request: IDBRequest<T>) =>
          new Promise<T>((resolve, reject) => {
            request.onsuccess = () => resolve(request.result);
            request.onerror = () => reject(request.error);
          });
        const db = await settle(indexedDB.open(name));
        const records = db.transaction(store).objectStore(store);
        const [keys, values] = await Promise.all([settle(records.getAllKeys()), settle(records.getAll())]);
        db.close();
        return Object.fromEntries(keys.map((key, index) => [String(key), values[index]]));
      },
      { name: DEMO_DB, store: storeName },
    );
  }
}

/** A queue item of the widget database (adapters/src/storage/widgetDatabaseSchema), as much as these specs read. */
export interface StoredQueueItem {
  readonly id: string;
  readonly sessionId?: string | null;
  readonly keptOnDevice?: boolean;
}

/** The upload queue's device copy: its items, and how many chunks (and chunk bytes) each still holds. */
export const queueOnDevice = (page: Page): Promise<{ item: StoredQueueItem; chunks: number; bytes: number }[]> =>
  page.evaluate(async () => {
    const settle = <T>(request: IDBRequest<T>) =>
      new Promise<T>((resolve, reject) => {
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error);
      });
    const db = await settle(indexedDB.open("lectern-widget"));
    const tx = db.transaction(["queue_items", "chunks", "chunk_bytes"]);
    const [items, chunks, byteKeys] = await Promise.all([
      settle(tx.objectStore("queue_items").getAll()) as Promise<StoredQueueItem[]>,
      settle(tx.objectStore("chunks").getAll()) as Promise<{ id: number; queueItemId: string }[]>,
      settle(tx.objectStore("chunk_bytes").getAllKeys()),
    ]);
    db.close();
    const held = new Set(byteKeys);
    return items.map((item) => {
      const own = chunks.filter((chunk) => chunk.queueItemId === item.id);
      return { item, chunks: own.length, bytes: own.filter((chunk) => held.has(chunk.id)).length };
    });
  });
