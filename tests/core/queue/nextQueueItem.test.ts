import type { CallFailure } from "@lectern/core/queue/domain/callFailure";
import { nextQueueItem } from "@lectern/core/queue/domain/nextQueueItem";
import type { QueueItemMachine } from "@lectern/core/queue/domain/QueueItemMachine";
import type { QueueEffect, QueueItemEvent } from "@lectern/core/queue/domain/queueItemEvents";
import { QUEUE_TEXTS } from "@lectern/core/queue/domain/queueTexts";
import { describe, expect, it } from "vitest";
import { aBatch, aMachine, uploadingMachine } from "./queueMothers";

/** Applies events in order; returns the last state and every effect on the way. */
const drive = (state: QueueItemMachine, ...events: QueueItemEvent[]) => {
  const effects: QueueEffect[] = [];
  for (const event of events) {
    const next = nextQueueItem(state, event);
    state = next.state;
    effects.push(...next.effects);
  }
  return { state, effects };
};

const step = (batch: ReturnType<typeof aBatch> | null = null): QueueItemEvent => ({ type: "step", batch });
const failure = (status: number, overrides: Partial<CallFailure> = {}): QueueItemEvent => ({
  type: "callFailed",
  failure: { status, title: `Title ${status}`, message: `Message ${status}`, online: true, ...overrides },
});
const kinds = (effects: readonly QueueEffect[]) => effects.map((effect) => effect.kind);

describe("nextQueueItem: the life cycle of spec 2 §4.7", () => {
  it("creates a renamed local item's session with the new name; an empty or unchanged name is no event", () => {
    const renamed = drive(
      aMachine({}, { audio: { committed: 3, uploaded: 0 } }),
      { type: "renamed", name: "Eigenvalues" },
      { type: "renamed", name: "   " },
      { type: "renamed", name: "Eigenvalues" },
      step(aBatch("audio", 0, 2)),
    );
    expect(renamed.effects).toEqual([
      { kind: "save" },
      { kind: "save" },
      {
        kind: "createSession",
        name: "Eigenvalues",
        startedAt: renamed.state.item.startedAt,
        organizationId: null,
        reuseSessionId: null,
      },
    ]);
  });

  it("creates a local item's session first, flagging it pending and saving the flag", () => {
    const { state, effects } = drive(
      aMachine({}, { audio: { committed: 3, uploaded: 0 } }),
      step(aBatch("audio", 0, 2)),
    );
    expect(effects).toEqual([
      { kind: "save" },
      {
        kind: "createSession",
        name: "Linear algebra, week 3",
        startedAt: state.item.startedAt,
        organizationId: null,
        reuseSessionId: null,
      },
    ]);
    expect(state.item.state.isPendingCreated).toBe(true);
    expect(state.call).toEqual({ kind: "create" });
  });

  it("asks for nothing while a call is on the wire", () => {
    const { state } = drive(aMachine(), step());
    expect(nextQueueItem(state, step()).effects).toEqual([]);
  });

  it("goes created → started → one stream per type that has slices → uploads in order", () => {
    const machine = aMachine({}, { audio: { committed: 2, uploaded: 0 }, camera: { committed: 1, uploaded: 0 } });
    let run = drive(machine, step(), { type: "sessionCreated", sessionId: "41" });
    expect(run.state.item.sessionId).toBe("41");
    expect(run.state.item.state.isPendingCreated).toBe(false);
    expect(run.effects.at(-1)).toEqual({ kind: "save" });

    run = drive(run.state, step());
    expect(run.effects.at(-1)).toEqual({ kind: "startSession", sessionId: "41", startedAt: machine.item.startedAt });
    run = drive(run.state, { type: "sessionStarted" }, step());
    expect(run.state.item.state.isStatusCreated).toBe(true);
    expect(run.effects.at(-1)).toMatchObject({ kind: "createStream", sessionId: "41", streamType: "audio" });
    run = drive(run.state, { type: "streamCreated", streamType: "audio", path: "streams/7" }, step());
    expect(run.effects.at(-1)).toMatchObject({ kind: "createStream", streamType: "camera" });
    run = drive(run.state, { type: "streamCreated", streamType: "camera", path: "streams/8" });
    expect(run.state.item).toMatchObject({ audioPath: "streams/7", cameraPath: "streams/8", combinedPath: null });

    const batch = aBatch("audio", 0, 1);
    run = drive(run.state, step(batch));
    expect(run.effects).toEqual([{ kind: "upload", path: "streams/7", batch }]);
  });

  it("marks exactly the acknowledged slices uploaded and counts progress", () => {
    const { state, effects } = drive(
      uploadingMachine({ audio: { committed: 5, uploaded: 0 } }),
      step(aBatch("audio", 0, 2)),
      { type: "batchUploaded" },
    );
    expect(effects.slice(1)).toEqual([
      { kind: "mark", streamType: "audio", fromSequence: 0, toSequence: 3, isUploaded: true },
      { kind: "save" },
    ]);
    expect(state.streams.audio).toEqual({ committed: 5, uploaded: 3 });
    expect(state.item).toMatchObject({ countChunks: 5, countedChunksUploaded: 3 });
  });

  it("refuses a batch that does not start where the server's copy ends", () => {
    const machine = uploadingMachine({ audio: { committed: 5, uploaded: 2 } });
    expect(nextQueueItem(machine, step(aBatch("audio", 3, 4))).effects).toEqual([]);
    expect(nextQueueItem(machine, step(aBatch("audio", 2, 5))).effects).toEqual([]);
  });

  it("ends a finished item as soon as it is created, then uploads the rest, then merges", () => {
    const finished = uploadingMachine({ audio: { committed: 2, uploaded: 0 } }, { isFinished: true });
    const ended = drive({ ...finished, item: { ...finished.item, endedAt: 123 } }, step(aBatch("audio", 0, 1)));
    expect(ended.effects).toEqual([{ kind: "save" }, { kind: "endSession", sessionId: "41", endedAt: 123 }]);
    expect(ended.state.item.state.isPendingEnded).toBe(true);

    const uploading = drive(ended.state, { type: "sessionEnded" }, step(aBatch("audio", 0, 1)));
    expect(uploading.state.item.state).toMatchObject({ isStatusEnded: true, isPendingEnded: false });
    expect(uploading.effects.at(-1)).toMatchObject({ kind: "upload" });

    const merging = drive(uploading.state, { type: "batchUploaded" }, step());
    expect(merging.effects.at(-1)).toEqual({ kind: "mergeSession", sessionId: "41" });
    expect(merging.state.item.state.isPendingMerge).toBe(true);

    const merged = drive(merging.state, { type: "sessionMerged", durable: true });
    expect(merged.effects).toEqual([{ kind: "delete" }]);
    expect(merged.state.removed).toBe(true);
    expect(nextQueueItem(merged.state, step()).effects).toEqual([]);
  });

  it("does not merge before every slice is uploaded, nor before the session ended", () => {
    const notUploaded = uploadingMachine(
      { audio: { committed: 2, uploaded: 1 } },
      { isFinished: true, isStatusEnded: true },
    );
    expect(kinds(nextQueueItem(notUploaded, step()).effects)).toEqual([]);
    const recording = uploadingMachine({ audio: { committed: 2, uploaded: 2 } });
    expect(nextQueueItem(recording, step()).effects).toEqual([]);
  });

  it("takes an answer only for the call it answers", () => {
    const creating = drive(aMachine(), step()).state;
    expect(nextQueueItem(creating, { type: "sessionStarted" }).state).toBe(creating);
    expect(nextQueueItem(creating, { type: "batchUploaded" }).state).toBe(creating);
    expect(nextQueueItem(creating, { type: "sessionMerged", durable: true }).state).toBe(creating);
    const idle = aMachine();
    expect(nextQueueItem(idle, failure(500)).state).toBe(idle);
  });

  it("does nothing for a suspended item until it is resumed", () => {
    const paused = drive(aMachine(), { type: "paused" });
    expect(paused.effects).toEqual([{ kind: "save" }]);
    expect(nextQueueItem(paused.state, step()).effects).toEqual([]);
    const resumed = drive(paused.state, { type: "resumed" }, step());
    expect(kinds(resumed.effects)).toEqual(["save", "save", "createSession"]);
  });
});

describe("nextQueueItem: failure rules of spec 2 §4.7", () => {
  it.each([0, 500, 503, 408, 429])(
    "a creation failure with status %i clears the pending flag and retries quietly",
    (status) => {
      const { state, effects } = drive(aMachine(), step(), failure(status));
      expect(state.item.state.isPendingCreated).toBe(false);
      expect(state.call).toBeNull();
      expect(kinds(effects)).toEqual(["save", "createSession", "save"]);
      expect(kinds(nextQueueItem(state, step()).effects)).toEqual(["save", "createSession"]);
    },
  );

  it("an unexpected creation failure is a loop error with the server's message", () => {
    const { state, effects } = drive(aMachine(), step(), failure(422));
    expect(state.item.state.isPendingCreated).toBe(false);
    expect(effects.at(-1)).toEqual({
      kind: "notice",
      notice: { kind: "loopError", title: QUEUE_TEXTS.uploadLoopError, detail: "Message 422" },
    });
  });

  it.each([
    ["creation", aMachine()],
    ["start", aMachine({ sessionId: "41" })],
    ["stream creation", uploadingMachine({ camera: { committed: 1, uploaded: 0 } })],
    ["ending", uploadingMachine({}, { isFinished: true })],
  ])("a 402 on %s suspends the item and shows the billing dialog with the server's texts", (_label, machine) => {
    const { state, effects } = drive({ ...machine, synced: true }, step(), failure(402));
    expect(state.item.state.isSuspended).toBe(true);
    expect(state.item.state).toMatchObject({ isPendingCreated: false, isPendingEnded: false });
    expect(effects.at(-1)).toEqual({
      kind: "notice",
      notice: { kind: "billing", title: "Title 402", message: "Message 402" },
    });
    expect(nextQueueItem(state, step()).effects).toEqual([]);
  });

  it("an ending failure clears the pending flag for a retry", () => {
    const { state } = drive(uploadingMachine({}, { isFinished: true }), step(), failure(503));
    expect(state.item.state).toMatchObject({ isPendingEnded: false, isStatusEnded: false });
    expect(nextQueueItem(state, step()).effects.at(-1)).toMatchObject({ kind: "endSession" });
  });

  it("a chunk failure leaves the slices waiting and the same batch goes again", () => {
    const batch = aBatch("audio", 0, 1);
    const { state, effects } = drive(
      uploadingMachine({ audio: { committed: 2, uploaded: 0 } }),
      step(batch),
      failure(0),
    );
    expect(state.streams.audio.uploaded).toBe(0);
    expect(effects.some((effect) => effect.kind === "mark")).toBe(false);
    expect(nextQueueItem(state, step(batch)).effects).toEqual([{ kind: "upload", path: "streams/7", batch }]);
  });

  it("an unexpected chunk failure is the chunks loop error", () => {
    const { effects } = drive(
      uploadingMachine({ audio: { committed: 1, uploaded: 0 } }),
      step(aBatch("audio", 0, 0)),
      failure(413),
    );
    expect(effects.at(-1)).toEqual({
      kind: "notice",
      notice: { kind: "loopError", title: QUEUE_TEXTS.chunksLoopError, detail: "Message 413" },
    });
  });

  it("a 404 on a chunk while online checks the session; gone → item and chunks removed, the user told", () => {
    const checking = drive(
      uploadingMachine({ audio: { committed: 1, uploaded: 0 } }),
      step(aBatch("audio", 0, 0)),
      failure(404),
    );
    expect(checking.effects.at(-1)).toEqual({ kind: "checkSession", sessionId: "41" });
    const gone = drive(checking.state, { type: "sessionChecked", exists: false });
    expect(gone.effects).toEqual([
      { kind: "delete" },
      { kind: "notice", notice: { kind: "sessionRemoved", message: "The session has been removed from your account" } },
    ]);
    expect(gone.state.removed).toBe(true);
  });

  it("a 404 on a chunk under a session that still exists re-reads the session's streams", () => {
    const checking = drive(
      uploadingMachine({ audio: { committed: 1, uploaded: 0 } }),
      step(aBatch("audio", 0, 0)),
      failure(404),
    );
    const there = drive(checking.state, { type: "sessionChecked", exists: true }, step(aBatch("audio", 0, 0)));
    expect(there.effects).toEqual([{ kind: "syncSession", sessionId: "41" }]);
  });

  it("a 404 while offline only retries", () => {
    const { effects, state } = drive(
      uploadingMachine({ audio: { committed: 1, uploaded: 0 } }),
      step(aBatch("audio", 0, 0)),
      failure(404, { online: false }),
    );
    expect(kinds(effects)).toEqual(["upload", "save"]);
    expect(state.call).toBeNull();
  });

  it("a 409 on a chunk re-reads what the server holds before sending again", () => {
    const { state } = drive(
      uploadingMachine({ audio: { committed: 3, uploaded: 2 } }),
      step(aBatch("audio", 2, 2)),
      failure(409),
    );
    expect(nextQueueItem(state, step(aBatch("audio", 2, 2))).effects).toEqual([
      { kind: "syncSession", sessionId: "41" },
    ]);
  });

  it.each([500, 422, 409])("a merge failure (%i) suspends and restarts the item from scratch", (status) => {
    const ready = uploadingMachine(
      { audio: { committed: 3, uploaded: 3 }, camera: { committed: 1, uploaded: 1 } },
      { isFinished: true, isStatusEnded: true },
    );
    const { state, effects } = drive(
      { ...ready, item: { ...ready.item, cameraPath: "streams/8" } },
      step(),
      failure(status),
    );
    expect(state.item).toMatchObject({ sessionId: null, audioPath: null, combinedPath: null, cameraPath: null });
    expect(state.item.state).toMatchObject({
      isSuspended: true,
      isFinished: true,
      isStatusCreated: false,
      isStatusEnded: false,
      isPendingCreated: false,
      isPendingEnded: false,
      isPendingMerge: false,
    });
    expect(state.streams).toMatchObject({
      audio: { committed: 3, uploaded: 0 },
      camera: { committed: 1, uploaded: 0 },
    });
    expect(state.item.countedChunksUploaded).toBe(0);
    expect(effects.filter((effect) => effect.kind === "mark")).toEqual([
      { kind: "mark", streamType: "audio", fromSequence: 0, toSequence: 3, isUploaded: false },
      { kind: "mark", streamType: "camera", fromSequence: 0, toSequence: 1, isUploaded: false },
    ]);
    expect(effects.at(-1)).toEqual({
      kind: "notice",
      notice: { kind: "loopError", title: "Merge Error", detail: `Message ${status}` },
    });
    expect(effects.some((effect) => effect.kind === "delete")).toBe(false);
    // The session keeps the highlights and notes made while recording: the new creation asks to reuse it.
    expect(state.item.restartOf).toBe("41");
    const resumed = drive(state, { type: "resumed" }, step());
    expect(resumed.effects.at(-1)).toMatchObject({ kind: "createSession", reuseSessionId: "41" });
    const created = drive(resumed.state, { type: "sessionCreated", sessionId: "41" });
    expect(created.state.item).toMatchObject({ sessionId: "41" });
    expect("restartOf" in created.state.item).toBe(false);
  });

  it("a merge with no answer is not a failed merge: the session is read again first", () => {
    const ready = uploadingMachine({ audio: { committed: 1, uploaded: 1 } }, { isFinished: true, isStatusEnded: true });
    const { state, effects } = drive(ready, step(), failure(0));
    expect(effects.some((effect) => effect.kind === "notice")).toBe(false);
    expect(state.item.sessionId).toBe("41");
    const again = drive(state, step());
    expect(again.effects).toEqual([{ kind: "syncSession", sessionId: "41" }]);
    const done = drive(again.state, { type: "sessionSynced", session: { status: 30, merged: true, streams: {} } });
    expect(done.effects).toEqual([{ kind: "delete" }]);
  });
});

describe("nextQueueItem: the server's view (spec 2 §4.8)", () => {
  const restored = () => ({
    ...uploadingMachine({ audio: { committed: 5, uploaded: 1 } }, { isFinished: true }),
    synced: false,
  });

  it("reads the session before anything else", () => {
    expect(nextQueueItem(restored(), step(aBatch("audio", 1, 4))).effects).toEqual([
      { kind: "syncSession", sessionId: "41" },
    ]);
  });

  it("counts what the server holds as uploaded and rebuilds the flags", () => {
    const asking = nextQueueItem(restored(), step()).state;
    const { state, effects } = drive(asking, {
      type: "sessionSynced",
      session: { status: 20, merged: false, streams: { audio: { path: "streams/9", receivedThrough: 3 } } },
    });
    expect(state.streams.audio).toEqual({ committed: 5, uploaded: 4 });
    expect(state.item).toMatchObject({ audioPath: "streams/9", countedChunksUploaded: 4 });
    expect(state.item.state).toMatchObject({ isStatusCreated: true, isStatusEnded: true });
    expect(effects).toEqual([
      { kind: "mark", streamType: "audio", fromSequence: 1, toSequence: 4, isUploaded: true },
      { kind: "save" },
    ]);
    expect(state.synced).toBe(true);
  });

  it("marks slices not uploaded when the server holds fewer than the device thought", () => {
    const { effects, state } = drive(restored(), {
      type: "sessionSynced",
      session: { status: 10, merged: false, streams: { audio: { path: "streams/7", receivedThrough: -1 } } },
    });
    expect(state.streams.audio.uploaded).toBe(0);
    expect(effects[0]).toEqual({
      kind: "mark",
      streamType: "audio",
      fromSequence: 0,
      toSequence: 1,
      isUploaded: false,
    });
  });

  it("a session the server no longer knows gets an empty session id and starts again", () => {
    const { state, effects } = drive(restored(), { type: "sessionSynced", session: null });
    expect(state.item.sessionId).toBeNull();
    expect(state.item.audioPath).toBeNull();
    expect(state.item.state.isSuspended).toBe(false);
    expect(effects.at(-1)).toEqual({ kind: "save" });
    // Nothing to reuse: the server no longer has it.
    expect(nextQueueItem(state, step()).effects.at(-1)).toMatchObject({ kind: "createSession", reuseSessionId: null });
  });

  it("a session already merged is done: the item goes", () => {
    const { effects } = drive(restored(), {
      type: "sessionSynced",
      session: { status: 30, merged: true, streams: {} },
    });
    expect(effects).toEqual([{ kind: "delete" }]);
  });
});

describe("nextQueueItem: ownership of the device copy (issue 19)", () => {
  const merging = () =>
    drive(uploadingMachine({ audio: { committed: 2, uploaded: 2 } }, { isFinished: true, isStatusEnded: true }), step())
      .state;

  it("keeps the item and its slices when the merge is acknowledged by a server that cannot keep it", () => {
    const kept = drive(merging(), { type: "sessionMerged", durable: false });
    expect(kept.effects).toEqual([{ kind: "save" }]);
    expect(kept.state.removed).toBe(false);
    expect(kept.state.item).toMatchObject({ keptOnDevice: true, sessionId: "41" });
    expect(kept.state.item.state.isPendingMerge).toBe(false);
    // Nothing more is sent while that server holds it.
    expect(nextQueueItem(kept.state, step()).effects).toEqual([]);
  });

  it("after a restart, a kept item whose session the server lost uploads again; one it still holds stays", () => {
    const kept = drive(merging(), { type: "sessionMerged", durable: false }).state;
    const restored = { ...kept, synced: false };
    const syncing = drive(restored, step());
    expect(kinds(syncing.effects)).toEqual(["syncSession"]);

    const held = drive(syncing.state, {
      type: "sessionSynced",
      session: { status: 30, merged: true, streams: {} },
    });
    expect(held.state.removed).toBe(false);
    expect(nextQueueItem(held.state, step()).effects).toEqual([]);

    const lost = drive(syncing.state, { type: "sessionSynced", session: null }, step());
    expect(lost.state.item.keptOnDevice).toBeUndefined();
    expect(lost.state.item.sessionId).toBeNull();
    expect(kinds(lost.effects)).toContain("createSession");
  });

  it("keeps the end noted at the stop press; the finish that follows does not move it", () => {
    const noted = drive(aMachine(), { type: "endNoted", endedAt: 9_960 });
    expect(noted.effects).toEqual([{ kind: "save" }]);
    expect(noted.state.item.endedAt).toBe(9_960);
    const finished = drive(noted.state, { type: "finished", endedAt: 9_960 });
    expect(finished.state.item).toMatchObject({ endedAt: 9_960, state: expect.objectContaining({ isFinished: true }) });
    expect(drive(finished.state, { type: "endNoted", endedAt: 61_000 }).state.item.endedAt).toBe(9_960);
  });
});
