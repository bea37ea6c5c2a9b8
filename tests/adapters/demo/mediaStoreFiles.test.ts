import type { DemoMediaStore } from "@lectern/adapters/demo/media/DemoMediaStore";
import { IdbDemoMediaStore } from "@lectern/adapters/demo/media/IdbDemoMediaStore";
import { MemoryDemoMediaStore } from "@lectern/adapters/demo/media/MemoryDemoMediaStore";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { emptyDevice, stubIndexedDbGlobals } from "../storage/fakeIndexedDb";

beforeAll(stubIndexedDbGlobals);
afterAll(() => vi.unstubAllGlobals());

const bytes = (...values: number[]) => Uint8Array.from(values);

/** Whole files (note attachments) next to stream bytes, in every DemoMediaStore. */
const describeFiles = (name: string, open: () => DemoMediaStore): void => {
  describe(name, () => {
    it("keeps a file by key, as a copy, and forgets deleted ones", async () => {
      const store = open();
      expect(await store.readFile("a")).toBeNull();
      const file = bytes(1, 2, 3);
      await store.putFile("a", file);
      file[0] = 9;
      await store.putFile("b", bytes(4));
      expect(await store.readFile("a")).toEqual(bytes(1, 2, 3));
      await store.deleteFiles(["a", "missing"]);
      expect(await store.readFile("a")).toBeNull();
      expect(await store.readFile("b")).toEqual(bytes(4));
    });

    it("keeps files and streams apart: retaining one kind never drops the other", async () => {
      const store = open();
      await store.putMerged("1", bytes(1));
      await store.putSlices("1", 0, [bytes(1)]);
      await store.putFile("1", bytes(7));
      await store.putFile("2", bytes(8));
      await store.retainOnly([]);
      expect(await store.readMerged("1")).toBeNull();
      expect(await store.readFile("1")).toEqual(bytes(7));
      await store.putMerged("3", bytes(3));
      await store.retainOnlyFiles(["2"]);
      expect(await store.readFile("1")).toBeNull();
      expect(await store.readFile("2")).toEqual(bytes(8));
      expect(await store.readMerged("3")).toEqual(bytes(3));
      await store.deleteStreams(["2"]);
      expect(await store.readFile("2")).toEqual(bytes(8));
      await store.clear();
      expect(await store.readFile("2")).toBeNull();
      expect(await store.readMerged("3")).toBeNull();
    });
  });
};

describeFiles("MemoryDemoMediaStore files", () => new MemoryDemoMediaStore());
describeFiles("IdbDemoMediaStore files over fake-indexeddb", () => new IdbDemoMediaStore("files-test", emptyDevice()));
