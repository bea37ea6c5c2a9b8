import { progressOf } from "@lectern/core/queue/application/toQueueEntryView";
import { toUploadQueueState } from "@lectern/core/queue/application/toUploadQueueState";
import { QUEUE_TIMING } from "@lectern/core/queue/domain/queueTexts";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { STARTED_AT, aMachine } from "./queueMothers";

const snapshot = {
  ready: true,
  currentId: null,
  resumingId: null,
  locks: [],
  networkOffline: false,
  isUploading: false,
  storageProblem: null,
  now: STARTED_AT,
};

describe("toUploadQueueState", () => {
  it("keeps progress within [0, 1], and 0 when there is nothing", () => {
    fc.assert(
      fc.property(fc.nat(), fc.nat(), (uploaded, total) => {
        const progress = progressOf(uploaded, total);
        expect(progress).toBeGreaterThanOrEqual(0);
        expect(progress).toBeLessThanOrEqual(1);
        if (total === 0) expect(progress).toBe(0);
      }),
    );
  });

  it("shows each item's status, label, progress and stuck flag, oldest first", () => {
    const old = aMachine({ id: "old", name: "", startedAt: STARTED_AT - QUEUE_TIMING.stuckAfterMs - 1 });
    const current = aMachine({ id: "current", name: "Live" }, { audio: { committed: 4, uploaded: 1 } });
    const paused = aMachine({ id: "paused", state: { ...aMachine().item.state, isSuspended: true } });
    const resuming = aMachine({ id: "resuming", startedAt: STARTED_AT + 1 });
    const state = toUploadQueueState({
      ...snapshot,
      machines: [current, paused, resuming, old],
      currentId: "current",
      resumingId: "resuming",
      isUploading: true,
      networkOffline: true,
    });
    expect(state.entries.map((entry) => [entry.id, entry.label, entry.status, entry.isStuck])).toEqual([
      ["old", "old", "pending", true],
      ["current", "Live", "uploading", false],
      ["paused", "Linear algebra, week 3", "suspended", false],
      ["resuming", "Linear algebra, week 3", "resuming", false],
    ]);
    expect(state.entries[1]).toMatchObject({ uploadedChunks: 1, totalChunks: 4, progress: 0.25 });
    expect(state).toMatchObject({ stuckCount: 1, locks: ["offline"], isOffline: true });
  });
});
