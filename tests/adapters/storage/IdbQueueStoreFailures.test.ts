import { type CorruptRow, IdbQueueStore } from "@lectern/adapters/storage/IdbQueueStore";
import { openWidgetDatabase } from "@lectern/adapters/storage/openWidgetDatabase";
import { QUEUE_STORE_TEXTS } from "@lectern/adapters/storage/queueStoreTexts";
import { CHUNK_BYTES, CHUNKS, QUEUE_ITEMS, WIDGET_DB_NAME } from "@lectern/adapters/storage/widgetDatabaseSchema";
import { QueueStoreError } from "@lectern/core/ports/QueueStore";
import { IDBFactory, IDBObjectStore } from "fake-indexeddb";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { readBack, slice } from "./chunkBytes";
import { emptyDevice, stubIndexedDbGlobals } from "./fakeIndexedDb";
import { aQueueItem } from "./QueueItemMother";
import { openRaw, readRaw, settle, writeRaw } from "./rawIndexedDb";

beforeEach(stubIndexedDbGlobals);
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const quotaExceeded = () => new DOMException("The quota has been exceeded.", "QuotaExceededError");

/** fake-indexeddb's own abort, which lets us name the cause as a browser does; not public API. */
interface AbortableTransaction {
  _abort(errorName: string): void;
}

/** The device is full when writing to table: the call itself throws. */
const refuseAtCall = (method: "add" | "put", table: string) => {
  const original = IDBObjectStore.prototype[method];
  return vi.spyOn(IDBObjectStore.prototype, method).mockImplementation(function (this: IDBObjectStore, ...args) {
    if (this.name === table) throw quotaExceeded();
    return original.apply(this, args);
  });
};

/** The device is full when writing to table: the write is accepted, then the browser aborts the transaction. */
const refuseAtCommit = (table: string) => {
  const original = IDBObjectStore.prototype.add;
  return vi.spyOn(IDBObjectStore.prototype, "add").mockImplementation(function (this: IDBObjectStore, ...args) {
    const request = original.apply(this, args);
    if (this.name === table) (this.transaction as unknown as AbortableTransaction)._abort("QuotaExceededError");
    return request;
  });
};

const openStore = (device: IDBFactory, onCorruptRow?: (row: CorruptRow) => void) =>
  IdbQueueStore.open({ factory: device, storage: null, ...(onCorruptRow ? { onCorruptRow } : {}) });

describe("IdbQueueStore when the device is out of space", () => {
  it.each([
    ["throws at the call", () => refuseAtCall("add", CHUNK_BYTES)],
    ["aborts the transaction", () => refuseAtCommit(CHUNK_BYTES)],
  ])("reports quota-exceeded when the browser %s, and keeps the recording so far", async (_label, refuse) => {
    const store = await openStore(emptyDevice());
    await store.putItem(aQueueItem({ id: "a" }));
    const kept = await store.addChunk("a", "combined", slice(1));

    const refusal = refuse();
    const failing = store.addChunk("a", "combined", slice(2));
    await expect(failing).rejects.toBeInstanceOf(QueueStoreError);
    await expect(failing).rejects.toMatchObject({
      reason: "quota-exceeded",
      message: QUEUE_STORE_TEXTS.quotaExceeded,
    });
    refusal.mockRestore();

    // The metadata row written before the bytes failed was rolled back with them.
    expect(await store.listChunks("a")).toEqual([kept]);
    expect(await store.listItems()).toEqual([aQueueItem({ id: "a" })]);
    expect(await readBack(store, kept.id)).toEqual([1]);
    expect((await store.addChunk("a", "combined", slice(3))).sequence).toBe(1);
  });

  it("reports quota-exceeded on an item write and keeps the previous version", async () => {
    const store = await openStore(emptyDevice());
    await store.putItem(aQueueItem({ id: "a" }));
    refuseAtCall("put", QUEUE_ITEMS);
    await expect(store.putItem(aQueueItem({ id: "a", name: "renamed" }))).rejects.toMatchObject({
      reason: "quota-exceeded",
    });
    vi.restoreAllMocks();
    expect(await store.getItem("a")).toEqual(aQueueItem({ id: "a" }));
  });
});

describe("IdbQueueStore with damaged rows", () => {
  const seedDamage = async (device: IDBFactory) => {
    await writeRaw(device, QUEUE_ITEMS, [[{ id: "old", name: "from an older build" }], [aQueueItem({ id: "ok" })]]);
    await writeRaw(device, CHUNKS, [
      [{ queueItemId: "ok", type: "audio", size: 3 }],
      [{ queueItemId: "ok", type: "screen", sequence: 0, size: 1, isUploaded: false }],
    ]);
    await writeRaw(device, CHUNK_BYTES, [["not a blob", 99]]);
  };

  it("skips them in every read, reports each once, and deletes none", async () => {
    const device = emptyDevice();
    const reported: CorruptRow[] = [];
    const store = await openStore(device, (row) => reported.push(row));
    const good = await store.addChunk("ok", "audio", slice(7));
    await seedDamage(device);

    expect(await store.listItems()).toEqual([aQueueItem({ id: "ok" })]);
    expect(await store.listItems()).toEqual([aQueueItem({ id: "ok" })]);
    expect(await store.getItem("old")).toBeNull();
    expect(await store.listChunks("ok")).toEqual([good]);
    expect(await store.readChunk(99)).toBeNull();
    const damagedChunkIds = [good.id + 1, good.id + 2];
    await store.setUploaded([good.id, ...damagedChunkIds], true);
    expect(await store.deleteOrphanChunks()).toBe(0);

    expect(reported).toEqual([
      { table: QUEUE_ITEMS, key: "old", message: QUEUE_STORE_TEXTS.corruptRow },
      { table: CHUNKS, key: damagedChunkIds[0], message: QUEUE_STORE_TEXTS.corruptRow },
      { table: CHUNKS, key: damagedChunkIds[1], message: QUEUE_STORE_TEXTS.corruptRow },
      { table: CHUNK_BYTES, key: 99, message: QUEUE_STORE_TEXTS.corruptRow },
    ]);
    expect(await readRaw(device, QUEUE_ITEMS)).toHaveLength(2);
    expect(await readRaw(device, CHUNKS)).toHaveLength(3);
    expect(await readRaw(device, CHUNK_BYTES)).toHaveLength(2);
    expect(await store.listChunks("ok")).toEqual([{ ...good, isUploaded: true }]);
  });

  it("keeps reading when the listener itself fails", async () => {
    const device = emptyDevice();
    const store = await openStore(device, () => {
      throw new Error("listener broke");
    });
    await seedDamage(device);
    expect(await store.listItems()).toEqual([aQueueItem({ id: "ok" })]);
  });
});

describe("IdbQueueStore and other tabs", () => {
  it("steps aside for a newer version in another tab, then refuses clearly and deletes nothing", async () => {
    const device = emptyDevice();
    const store = await openStore(device);
    await store.putItem(aQueueItem({ id: "a" }));

    const newerTab = await openRaw(device, 2);
    await expect(store.listItems()).rejects.toMatchObject({
      reason: "unavailable",
      message: QUEUE_STORE_TEXTS.newerVersion,
    });
    expect(await settle(newerTab.transaction(QUEUE_ITEMS).objectStore(QUEUE_ITEMS).getAll())).toEqual([
      aQueueItem({ id: "a" }),
    ]);
    newerTab.close();
  });

  it("steps aside when another tab deletes the database, and opens a fresh one on its next call", async () => {
    const device = emptyDevice();
    const store = await openStore(device);
    await store.putItem(aQueueItem({ id: "a" }));
    await settle(device.deleteDatabase(WIDGET_DB_NAME));
    expect(await store.listItems()).toEqual([]);
  });

  it("reports a blocked upgrade at once, and lets go of the connection when it finally opens", async () => {
    const device = emptyDevice();
    const olderTab = await openRaw(device, 1);
    const onClosed = vi.fn();
    const opening = openWidgetDatabase({ factory: device, name: WIDGET_DB_NAME, version: 2, onClosed });
    await expect(opening).rejects.toMatchObject({ reason: "unavailable", message: QUEUE_STORE_TEXTS.blocked });

    olderTab.close();
    // Had the late connection been kept, this open would have to ask it to step aside first.
    const later = device.open(WIDGET_DB_NAME, 3);
    const outcome = await new Promise((resolve) => {
      later.onsuccess = () => resolve("opened");
      later.onblocked = () => resolve("blocked");
    });
    expect(outcome).toBe("opened");
    expect(onClosed).not.toHaveBeenCalled();
    later.result.close();
  });
});

describe("IdbQueueStore when the database cannot be opened", () => {
  class DeniedDevice extends IDBFactory {
    override open(): IDBOpenDBRequest {
      throw new DOMException("The operation is insecure.", "SecurityError");
    }
  }

  it.each([
    ["the browser offers no IndexedDB", undefined, QUEUE_STORE_TEXTS.unavailable],
    ["opening is refused", new DeniedDevice(), QUEUE_STORE_TEXTS.unavailable],
  ])("rejects with unavailable when %s", async (_label, factory, message) => {
    const opening = IdbQueueStore.open({ factory, storage: null });
    await expect(opening).rejects.toBeInstanceOf(QueueStoreError);
    await expect(opening).rejects.toMatchObject({ reason: "unavailable", message });
  });

  it("rejects with unavailable when a newer build made the database, and keeps it", async () => {
    const device = emptyDevice();
    const newer = await openRaw(device, 2);
    newer.close();
    await expect(IdbQueueStore.open({ factory: device, storage: null })).rejects.toMatchObject({
      reason: "unavailable",
      message: QUEUE_STORE_TEXTS.newerVersion,
    });
    expect(await device.databases()).toEqual([{ name: WIDGET_DB_NAME, version: 2 }]);
  });
});
