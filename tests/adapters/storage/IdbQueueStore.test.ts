import { IdbQueueStore } from "@lectern/adapters/storage/IdbQueueStore";
import { CHUNK_BYTES, CHUNKS, WIDGET_DB_NAME } from "@lectern/adapters/storage/widgetDatabaseSchema";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { readBack, slice } from "./chunkBytes";
import { emptyDevice, stubIndexedDbGlobals } from "./fakeIndexedDb";
import { aQueueItem } from "./QueueItemMother";
import { describeQueueStoreContract } from "./queueStoreContract";
import { openRaw, readRaw } from "./rawIndexedDb";

beforeEach(stubIndexedDbGlobals);
afterEach(() => vi.unstubAllGlobals());

describeQueueStoreContract("IdbQueueStore over fake-indexeddb", () =>
  IdbQueueStore.open({ factory: emptyDevice(), storage: null }),
);

describe("IdbQueueStore", () => {
  it("keeps the database 'lectern-widget' with queue items, chunk metadata and chunk bytes", async () => {
    const device = emptyDevice();
    await IdbQueueStore.open({ factory: device, storage: null });
    expect(await device.databases()).toEqual([{ name: WIDGET_DB_NAME, version: 1 }]);
    const db = await openRaw(device);
    expect([...db.objectStoreNames]).toEqual(["chunk_bytes", "chunks", "queue_items"]);
    expect([...db.transaction(CHUNKS).objectStore(CHUNKS).indexNames]).toEqual(["by_queue_item", "by_stream_sequence"]);
    db.close();
  });

  it("stores bytes as Blobs, apart from the metadata rows", async () => {
    const device = emptyDevice();
    const store = await IdbQueueStore.open({ factory: device, storage: null });
    await store.addChunk("a", "combined", slice(1, 2));
    await store.addChunk("a", "audio", { size: 1, arrayBuffer: async () => new Uint8Array([3]).buffer });
    const bytes = await readRaw(device, CHUNK_BYTES);
    expect(bytes.map((value) => value instanceof Blob)).toEqual([true, true]);
    const rows = await readRaw(device, CHUNKS);
    expect(rows.flatMap((row) => Object.values(row as object)).some((value) => value instanceof Blob)).toBe(false);
  });

  describe("survives a crash", () => {
    it("keeps everything committed for the next start, which carries on the numbering", async () => {
      const device = emptyDevice();
      const before = await IdbQueueStore.open({ factory: device, storage: null });
      await before.putItem(aQueueItem({ id: "a" }));
      const first = await before.addChunk("a", "audio", slice(1));
      await before.addChunk("a", "audio", slice(2));
      await before.setUploaded([first.id], true);
      // No close(): a tab that was killed never says goodbye.

      const after = await IdbQueueStore.open({ factory: device, storage: null });
      expect(await after.listItems()).toEqual([aQueueItem({ id: "a" })]);
      const chunks = await after.listChunks("a");
      expect(chunks.map(({ sequence, isUploaded }) => ({ sequence, isUploaded }))).toEqual([
        { sequence: 0, isUploaded: true },
        { sequence: 1, isUploaded: false },
      ]);
      expect(await readBack(after, first.id)).toEqual([1]);
      const next = await after.addChunk("a", "audio", slice(3));
      expect(next.sequence).toBe(2);
      expect(next.id).toBeGreaterThan(chunks[1]?.id ?? Infinity);
    });

    it("reopens after close() with the data in place", async () => {
      const device = emptyDevice();
      const store = await IdbQueueStore.open({ factory: device, storage: null });
      await store.putItem(aQueueItem({ id: "a" }));
      await store.close();
      expect(await store.getItem("a")).toEqual(aQueueItem({ id: "a" }));
      const reopened = await IdbQueueStore.open({ factory: device, storage: null });
      expect(await reopened.getItem("a")).toEqual(aQueueItem({ id: "a" }));
    });
  });

  it("uses the page's indexedDB and navigator.storage unless told otherwise", async () => {
    const device = emptyDevice();
    vi.stubGlobal("indexedDB", device);
    vi.stubGlobal("navigator", { storage: { persist: async () => true } });
    const store = await IdbQueueStore.open();
    expect(store.persisted).toBe(true);
    expect(await device.databases()).toEqual([{ name: WIDGET_DB_NAME, version: 1 }]);
  });

  describe("asks the browser to keep the database", () => {
    it.each([
      ["granted", { persist: async () => true }, true],
      ["refused", { persist: async () => false }, false],
      ["failing", { persist: () => Promise.reject(new DOMException("no", "SecurityError")) }, false],
      ["not offered", null, false],
    ])("reports %s persistence", async (_label, storage, persisted) => {
      const store = await IdbQueueStore.open({ factory: emptyDevice(), storage });
      expect(store.persisted).toBe(persisted);
    });

    it("asks once per open", async () => {
      let asked = 0;
      const storage = { persist: async () => ++asked > 0 };
      await IdbQueueStore.open({ factory: emptyDevice(), storage });
      expect(asked).toBe(1);
    });
  });
});
