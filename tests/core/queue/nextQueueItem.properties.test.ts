import { nextQueueItem } from "@lectern/core/queue/domain/nextQueueItem";
import { STREAM_TYPES, type StreamType } from "@lectern/core/queue/domain/QueueItem";
import type { QueueItemMachine } from "@lectern/core/queue/domain/QueueItemMachine";
import { type QueueItemEvent, isCallEffect } from "@lectern/core/queue/domain/queueItemEvents";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { aBatch, aMachine } from "./queueMothers";

/** An event to apply, some of them built from the state they meet (a step's batch fits the ledger). */
type Move = (state: QueueItemMachine) => QueueItemEvent;

const streamType = fc.constantFrom<StreamType>(...STREAM_TYPES);
const status = fc.constantFrom(0, 200, 401, 402, 404, 408, 409, 413, 422, 429, 500, 503, -1);

const moves: fc.Arbitrary<Move> = fc.oneof(
  fc.record({ size: fc.integer({ min: 1, max: 5 }) }).map(({ size }): Move => (state) => {
    const waiting = STREAM_TYPES.find((type) => state.streams[type].uploaded < state.streams[type].committed);
    if (!waiting) return { type: "step", batch: null };
    const { uploaded, committed } = state.streams[waiting];
    return { type: "step", batch: aBatch(waiting, uploaded, Math.min(committed - 1, uploaded + size - 1)) };
  }),
  fc.tuple(streamType, fc.nat(6), fc.nat(4)).map(([type, from, size]): Move => () => ({
    type: "step",
    batch: aBatch(type, from, from + size),
  })),
  streamType.map((type): Move => () => ({ type: "chunkCommitted", streamType: type })),
  fc.nat(1000).map((endedAt): Move => () => ({ type: "finished", endedAt })),
  fc.constantFrom<Move>(
    () => ({ type: "paused" }),
    () => ({ type: "resumed" }),
    () => ({ type: "sessionCreated", sessionId: "41" }),
    () => ({ type: "sessionStarted" }),
    () => ({ type: "batchUploaded" }),
    () => ({ type: "sessionEnded" }),
    () => ({ type: "sessionMerged", durable: true }),
    () => ({ type: "sessionChecked", exists: true }),
    () => ({ type: "sessionChecked", exists: false }),
    () => ({ type: "sessionSynced", session: null }),
  ),
  streamType.map((type): Move => () => ({ type: "streamCreated", streamType: type, path: `streams/${type}` })),
  fc.tuple(fc.nat(10), fc.integer({ min: 0, max: 4 }), fc.boolean()).map(([held, code, merged]): Move => () => ({
    type: "sessionSynced",
    session: { status: code * 10, merged, streams: { audio: { path: "streams/a", receivedThrough: held - 1 } } },
  })),
  fc.tuple(status, fc.boolean()).map(([code, online]): Move => () => ({
    type: "callFailed",
    failure: { status: code, title: "t", message: "m", online },
  })),
);

const REMOVING: readonly QueueItemEvent["type"][] = ["sessionMerged", "sessionChecked", "sessionSynced"];

describe("nextQueueItem properties", () => {
  it("keeps its books and its promises over any sequence of events", () => {
    fc.assert(
      fc.property(fc.array(moves, { maxLength: 80 }), (sequence) => {
        let state = aMachine();
        for (const move of sequence) {
          const event = move(state);
          const before = state;
          const { state: after, effects } = nextQueueItem(before, event);

          // Uploaded never passes committed, so progress stays within [0, 1].
          for (const type of STREAM_TYPES) {
            expect(after.streams[type].uploaded).toBeGreaterThanOrEqual(0);
            expect(after.streams[type].uploaded).toBeLessThanOrEqual(after.streams[type].committed);
          }
          expect(after.item.countedChunksUploaded).toBeLessThanOrEqual(after.item.countChunks);

          // One call at a time: a call effect only from an idle item, which then waits for its answer.
          const calls = effects.filter(isCallEffect);
          expect(calls.length).toBeLessThanOrEqual(1);
          if (calls.length === 1 && event.type === "step") {
            expect(before.call).toBeNull();
            expect(after.call).not.toBeNull();
          }

          // Chunks are deleted only after a merge succeeded or the server said the session is gone.
          if (effects.some((effect) => effect.kind === "delete")) {
            expect(REMOVING).toContain(event.type);
            if (event.type === "sessionChecked") expect(event.exists).toBe(false);
            if (event.type === "sessionSynced") expect(event.session?.merged).toBe(true);
            expect(after.removed).toBe(true);
          }

          // Slices count as uploaded only on the server's word: an acknowledged batch or its list.
          const marked = effects.filter((effect) => effect.kind === "mark" && effect.isUploaded);
          if (marked.length > 0) expect(["batchUploaded", "sessionSynced"]).toContain(event.type);
          for (const type of STREAM_TYPES) {
            if (after.streams[type].uploaded > before.streams[type].uploaded) {
              expect(["batchUploaded", "sessionSynced"]).toContain(event.type);
            }
          }

          // A suspended item never starts a call.
          if (before.item.state.isSuspended && event.type === "step") expect(calls).toEqual([]);
          // A removed item is finished with.
          if (before.removed) expect(effects).toEqual([]);
          state = after;
        }
      }),
      { numRuns: 500 },
    );
  });
});
