import { ledgersOf, restoredQueueItem } from "@lectern/core/queue/domain/queueItemMachines";
import { describe, expect, it } from "vitest";
import { aChunk, aQueueItem } from "./queueMothers";

const NOW = Date.UTC(2026, 10, 23, 9, 0, 0);

describe("restoredQueueItem (spec 2 §4.8)", () => {
  it("marks a local item finished and not started, with nothing counted uploaded", () => {
    const stored = aQueueItem({ audioPath: "streams/1", state: { ...aQueueItem().state, isPendingCreated: true } });
    const chunks = [aChunk({ id: 1, sequence: 0, isUploaded: true }), aChunk({ id: 2, sequence: 1 })];
    const machine = restoredQueueItem(stored, chunks, NOW);
    expect(machine.item.state).toMatchObject({ isFinished: true, isStarted: false, isPendingCreated: false });
    expect(machine.item).toMatchObject({ endedAt: NOW, audioPath: null, countChunks: 2, countedChunksUploaded: 0 });
    expect(machine.synced).toBe(true);
  });

  it("keeps a server item's flags but drops its pending ones and asks the server first", () => {
    const stored = aQueueItem({
      sessionId: "41",
      endedAt: 5,
      audioPath: "streams/1",
      state: {
        ...aQueueItem().state,
        isStatusCreated: true,
        isFinished: true,
        isPendingMerge: true,
        isStatusEnded: true,
      },
    });
    const machine = restoredQueueItem(stored, [aChunk({ isUploaded: true })], NOW);
    expect(machine.item.state).toMatchObject({ isStatusCreated: true, isStatusEnded: true, isPendingMerge: false });
    expect(machine.item).toMatchObject({ endedAt: 5, audioPath: "streams/1", countedChunksUploaded: 1 });
    expect(machine.synced).toBe(false);
  });

  it("counts as uploaded only the leading run of uploaded slices of each stream", () => {
    const chunks = [
      aChunk({ id: 1, sequence: 0, isUploaded: true }),
      aChunk({ id: 2, type: "camera", sequence: 0, isUploaded: true }),
      aChunk({ id: 3, sequence: 1 }),
      aChunk({ id: 4, sequence: 2, isUploaded: true }),
    ];
    expect(ledgersOf(chunks)).toEqual({
      audio: { committed: 3, uploaded: 1 },
      combined: { committed: 0, uploaded: 0 },
      camera: { committed: 1, uploaded: 1 },
    });
  });
});
