import { MemoryDemoMediaStore } from "@lectern/adapters/demo/media/MemoryDemoMediaStore";
import { describe, expect, it } from "vitest";
import { startTestDemoServer } from "../../support/demoServer";

describe("the Node demo server is assembled by openDemoBackend, as the browser demo is", () => {
  it("trims the media store to what the snapshot knows: recording bytes and note files alike", async () => {
    const media = new MemoryDemoMediaStore();
    await media.putMerged("stream-of-a-reset-snapshot", new Uint8Array([1, 2, 3]));
    await media.putFile("note-file-of-a-reset-snapshot", new Uint8Array([4, 5]));
    const server = await startTestDemoServer(() => Date.now(), undefined, { media });
    try {
      expect(await media.readMerged("stream-of-a-reset-snapshot")).toBeNull();
      // startDemoServer used to trim streams only (it lacked retainOnlyFiles).
      expect(await media.readFile("note-file-of-a-reset-snapshot")).toBeNull();
    } finally {
      await server.close();
    }
  });
});
