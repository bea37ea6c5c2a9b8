import { type QueueStore, QueueStoreError } from "@lectern/core/ports/QueueStore";
import type { ChunkMeta } from "@lectern/core/queue/domain/QueueItem";
import fc from "fast-check";
import { beforeEach, describe, expect, it } from "vitest";
import { readBack, slice } from "./chunkBytes";
import { aQueueItem } from "./QueueItemMother";
import { queueStoreOperations, runAgainstModel } from "./queueStoreModel";

const EMPTY_CHUNK_MESSAGE = "An error occurred while recording. Start a new record";
const META_FIELDS = ["id", "isUploaded", "queueItemId", "sequence", "size", "type"];

const byId = <T extends { readonly id: string | number }>(rows: readonly T[]): T[] =>
  [...rows].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));

/**
 * What every QueueStore must do (spec 2 §3, §5, and the port's comments). openStore gives a store
 * over an empty database each time it is called.
 */
export const describeQueueStoreContract = (name: string, openStore: () => Promise<QueueStore>): void => {
  describe(`QueueStore contract: ${name}`, () => {
    let store: QueueStore;

    beforeEach(async () => {
      store = await openStore();
    });

    describe("queue items", () => {
      it("reads back what was put, and null for an unknown id", async () => {
        const item = aQueueItem({ id: "a", sessionId: "local-1", audioPath: "streams/42" });
        await store.putItem(item);
        expect(await store.getItem("a")).toEqual(item);
        expect(await store.getItem("missing")).toBeNull();
      });

      it("replaces an item put again under the same id", async () => {
        await store.putItem(aQueueItem({ id: "a" }));
        const finished = aQueueItem({
          id: "a",
          endedAt: 1_700_000_600_000,
          state: { ...aQueueItem().state, isFinished: true },
        });
        await store.putItem(finished);
        expect(await store.listItems()).toEqual([finished]);
      });

      it("lists every item", async () => {
        const items = [aQueueItem({ id: "b" }), aQueueItem({ id: "a", organizationId: "org-7" })];
        for (const item of items) await store.putItem(item);
        expect(byId(await store.listItems())).toEqual(byId(items));
      });
    });

    describe("chunks", () => {
      it("gives chunk ids that increase in commit order across items and stream types", async () => {
        const committed = [
          await store.addChunk("a", "audio", slice(1)),
          await store.addChunk("b", "combined", slice(2)),
          await store.addChunk("a", "camera", slice(3)),
          await store.addChunk("a", "audio", slice(4)),
        ];
        const ids = committed.map((chunk) => chunk.id);
        expect(ids).toEqual([...ids].sort((x, y) => x - y));
        expect(new Set(ids).size).toBe(ids.length);
      });

      it("numbers sequences 0, 1, 2 … per item and stream type independently", async () => {
        const sequenceOf = async (item: string, type: ChunkMeta["type"]) =>
          (await store.addChunk(item, type, slice(9))).sequence;
        expect(await sequenceOf("a", "audio")).toBe(0);
        expect(await sequenceOf("a", "camera")).toBe(0);
        expect(await sequenceOf("a", "audio")).toBe(1);
        expect(await sequenceOf("b", "audio")).toBe(0);
        expect(await sequenceOf("a", "combined")).toBe(0);
        expect(await sequenceOf("a", "audio")).toBe(2);
        expect(await sequenceOf("a", "camera")).toBe(1);
      });

      it("gives commits that race distinct sequences in commit order", async () => {
        const racing = await Promise.all([1, 2, 3, 4, 5].map((value) => store.addChunk("a", "combined", slice(value))));
        const inCommitOrder = [...racing].sort((x, y) => x.id - y.id);
        expect(inCommitOrder.map((chunk) => chunk.sequence)).toEqual([0, 1, 2, 3, 4]);
      });

      it("returns the committed chunk's metadata, not yet uploaded", async () => {
        const chunk = await store.addChunk("a", "audio", slice(1, 2, 3));
        expect(chunk).toEqual({
          id: chunk.id,
          queueItemId: "a",
          type: "audio",
          sequence: 0,
          size: 3,
          isUploaded: false,
        });
      });

      it("reads back exactly the bytes that were written, and null for an unknown chunk", async () => {
        const first = await store.addChunk("a", "combined", slice(0, 255, 7));
        const second = await store.addChunk("a", "combined", slice(42));
        expect(await readBack(store, first.id)).toEqual([0, 255, 7]);
        expect(await readBack(store, second.id)).toEqual([42]);
        expect(await store.readChunk(second.id + 1000)).toBeNull();
      });

      it("keeps bytes that are not a Blob too", async () => {
        const bytes = new Uint8Array([5, 6]);
        const chunk = await store.addChunk("a", "audio", { size: 2, arrayBuffer: async () => bytes.slice().buffer });
        expect(await readBack(store, chunk.id)).toEqual([5, 6]);
      });

      it.each([
        ["an empty slice", slice()],
        ["a negative size", { size: -1, arrayBuffer: async () => new ArrayBuffer(0) }],
      ])("refuses %s with the spec's message and stores nothing", async (_label, bytes) => {
        const refused = store.addChunk("a", "audio", bytes);
        await expect(refused).rejects.toBeInstanceOf(QueueStoreError);
        await expect(refused).rejects.toMatchObject({ reason: "empty-chunk", message: EMPTY_CHUNK_MESSAGE });
        expect(await store.listChunks("a")).toEqual([]);
        expect((await store.addChunk("a", "audio", slice(1))).sequence).toBe(0);
      });

      it("lists an item's chunks in commit order, as metadata only", async () => {
        const committed = [
          await store.addChunk("a", "audio", slice(1)),
          await store.addChunk("b", "audio", slice(2)),
          await store.addChunk("a", "camera", slice(3, 4)),
        ];
        const listed = await store.listChunks("a");
        expect(listed).toEqual([committed[0], committed[2]]);
        for (const chunk of listed) {
          expect(Object.keys(chunk).sort()).toEqual(META_FIELDS);
          expect(Object.values(chunk).some((value) => typeof value === "object" && value !== null)).toBe(false);
        }
        expect(await store.listChunks("nobody")).toEqual([]);
      });

      it("marks the given chunks uploaded and back, ignoring unknown ids", async () => {
        const [first, second] = [
          await store.addChunk("a", "audio", slice(1)),
          await store.addChunk("a", "audio", slice(2)),
        ];
        await store.setUploaded([first.id, first.id, second.id + 1000], true);
        expect((await store.listChunks("a")).map((chunk) => chunk.isUploaded)).toEqual([true, false]);
        await store.setUploaded([first.id, second.id], true);
        await store.setUploaded([first.id], false);
        expect((await store.listChunks("a")).map((chunk) => chunk.isUploaded)).toEqual([false, true]);
        expect(await readBack(store, first.id)).toEqual([1]);
      });
    });

    describe("deleting", () => {
      it("deletes an item with its chunks and nothing else", async () => {
        await store.putItem(aQueueItem({ id: "a" }));
        await store.putItem(aQueueItem({ id: "b" }));
        const gone = await store.addChunk("a", "audio", slice(1));
        const kept = await store.addChunk("b", "audio", slice(2));
        await store.deleteItem("a");
        expect(await store.getItem("a")).toBeNull();
        expect(await store.listChunks("a")).toEqual([]);
        expect(await store.readChunk(gone.id)).toBeNull();
        expect(await store.listItems()).toEqual([aQueueItem({ id: "b" })]);
        expect(await store.listChunks("b")).toEqual([kept]);
        expect(await readBack(store, kept.id)).toEqual([2]);
      });

      it("deletes only chunks whose item is gone and says how many", async () => {
        await store.putItem(aQueueItem({ id: "a" }));
        const kept = await store.addChunk("a", "audio", slice(1));
        const orphans = [await store.addChunk("x", "audio", slice(2)), await store.addChunk("x", "camera", slice(3))];
        expect(await store.deleteOrphanChunks()).toBe(2);
        expect(await store.listChunks("x")).toEqual([]);
        expect(await store.readChunk(orphans[0]?.id ?? -1)).toBeNull();
        expect(await store.listChunks("a")).toEqual([kept]);
        expect(await store.deleteOrphanChunks()).toBe(0);
      });

      it("clears everything, and later chunks still get new ids", async () => {
        await store.putItem(aQueueItem({ id: "a" }));
        const before = await store.addChunk("a", "audio", slice(1));
        await store.clear();
        expect(await store.listItems()).toEqual([]);
        expect(await store.listChunks("a")).toEqual([]);
        expect(await store.readChunk(before.id)).toBeNull();
        const after = await store.addChunk("a", "audio", slice(2));
        expect(after.sequence).toBe(0);
        expect(after.id).toBeGreaterThan(before.id);
      });
    });

    it("agrees with a simple model over any sequence of operations", async () => {
      await fc.assert(
        fc.asyncProperty(queueStoreOperations, async (operations) => {
          await runAgainstModel(await openStore(), operations);
        }),
        { numRuns: 100 },
      );
    });
  });
};
