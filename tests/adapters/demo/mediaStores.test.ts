import { IdbDemoMediaStore } from "@lectern/adapters/demo/media/IdbDemoMediaStore";
import { MemoryDemoMediaStore } from "@lectern/adapters/demo/media/MemoryDemoMediaStore";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { emptyDevice, stubIndexedDbGlobals } from "../storage/fakeIndexedDb";
import { describeMediaStoreContract } from "./mediaStoreContract";

beforeAll(stubIndexedDbGlobals);
afterAll(() => vi.unstubAllGlobals());

describeMediaStoreContract("MemoryDemoMediaStore", () => new MemoryDemoMediaStore());
describeMediaStoreContract(
  "IdbDemoMediaStore over fake-indexeddb",
  () => new IdbDemoMediaStore("media-test", emptyDevice()),
);

describe("IdbDemoMediaStore", () => {
  it("keeps its own database 'lectern-demo-media', apart from the demo snapshot", async () => {
    const device = emptyDevice();
    await new IdbDemoMediaStore(undefined, device).putMerged("1", Uint8Array.of(1));
    expect(await device.databases()).toEqual([{ name: "lectern-demo-media", version: 1 }]);
  });

  it("keeps the bytes across reopening, as a page reload would", async () => {
    const device = emptyDevice();
    await new IdbDemoMediaStore("reload", device).putSlices("4", 0, [Uint8Array.of(4, 4)]);
    expect(await new IdbDemoMediaStore("reload", device).readSlices("4", 1)).toEqual([Uint8Array.of(4, 4)]);
  });
});
