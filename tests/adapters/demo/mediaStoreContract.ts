import type { DemoMediaStore } from "@lectern/adapters/demo/media/DemoMediaStore";
import { describe, expect, it } from "vitest";

const bytes = (...values: number[]) => Uint8Array.from(values);

/** What every DemoMediaStore must do, run against memory and IndexedDB alike. */
export const describeMediaStoreContract = (name: string, open: () => DemoMediaStore): void => {
  describe(name, () => {
    it("keeps slices by sequence and reads them back in order", async () => {
      const store = open();
      await store.putSlices("1", 0, [bytes(1), bytes(2, 2)]);
      await store.putSlices("1", 2, [bytes(3, 3, 3)]);
      await store.putSlices("2", 0, [bytes(9)]);
      expect(await store.readSlices("1", 3)).toEqual([bytes(1), bytes(2, 2), bytes(3, 3, 3)]);
      expect(await store.readSlices("1", 2)).toEqual([bytes(1), bytes(2, 2)]);
      expect(await store.readSlices("1", 0)).toEqual([]);
    });

    it("replaces a slice written again under the same sequence", async () => {
      const store = open();
      await store.putSlices("1", 0, [bytes(1), bytes(2)]);
      await store.putSlices("1", 1, [bytes(7)]);
      expect(await store.readSlices("1", 2)).toEqual([bytes(1), bytes(7)]);
    });

    it("rejects a read that would skip a missing slice", async () => {
      const store = open();
      await store.putSlices("1", 0, [bytes(1)]);
      await store.putSlices("1", 2, [bytes(3)]);
      await expect(store.readSlices("1", 3)).rejects.toThrow("Slice 1 of stream 1 is not in the media store.");
      await expect(store.readSlices("9", 1)).rejects.toThrow("Slice 0 of stream 9 is not in the media store.");
    });

    it("keeps the merged file, and copies so a caller's later change does not reach it", async () => {
      const store = open();
      expect(await store.readMerged("1")).toBeNull();
      const merged = bytes(1, 2, 3);
      await store.putMerged("1", merged);
      merged[0] = 99;
      expect(await store.readMerged("1")).toEqual(bytes(1, 2, 3));
    });

    it("deletes streams, keeps only the listed ones, and clears", async () => {
      const store = open();
      for (const id of ["1", "2", "3"]) {
        await store.putSlices(id, 0, [bytes(Number(id))]);
        await store.putMerged(id, bytes(Number(id)));
      }
      await store.deleteStreams(["1"]);
      expect(await store.readMerged("1")).toBeNull();
      await expect(store.readSlices("1", 1)).rejects.toThrow();
      await store.retainOnly(["3"]);
      expect(await store.readMerged("2")).toBeNull();
      await expect(store.readSlices("2", 1)).rejects.toThrow();
      expect(await store.readSlices("3", 1)).toEqual([bytes(3)]);
      await store.clear();
      expect(await store.readMerged("3")).toBeNull();
    });
  });
};
