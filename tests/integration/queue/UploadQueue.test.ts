import { MEDIA_NOT_STORED_DETAIL } from "@lectern/adapters/demo/media/storeMedia";
import { UNLIMITED_CAPACITY } from "@lectern/adapters/demo/model/demoCapacity";
import { QueueStoreError } from "@lectern/core/ports/QueueStore";
import type { StreamType } from "@lectern/core/queue/domain/QueueItem";
import { QUEUE_TEXTS, QUEUE_TIMING } from "@lectern/core/queue/domain/queueTexts";
import { describe, expect, it } from "vitest";
import { QueueWorld, WORLD_START } from "./QueueWorld";
import { asChunk, concat, sliceBytes } from "./recordingBytes";
import { settle } from "./settle";

const UPLOAD = /^streams\/[^/]+\/partial\/upload$/;
const HOUR = 3_600_000;

const started = async () => {
  const world = await QueueWorld.open();
  world.launch();
  await world.queue.start(world.owner);
  return world;
};

/** Commits `count` slices of each type to a new recording; returns its id and the committed bytes. */
const record = async (world: QueueWorld, name: string, count: number, types: readonly StreamType[] = ["audio"]) => {
  const id = await world.queue.addItem({ name, startedAt: world.clock.now(), organizationId: null, sessionId: null });
  const committed: Record<StreamType, Uint8Array[]> = { audio: [], combined: [], camera: [] };
  for (let sequence = 0; sequence < count; sequence += 1) {
    for (const [index, type] of types.entries()) {
      const bytes = sliceBytes(name.length, index, sequence, 20 + sequence);
      await world.queue.commitChunk(id, type, asChunk(bytes));
      committed[type].push(bytes);
    }
  }
  return { id, committed };
};

/** A request of the signed-in user straight to the demo backend (what the widget sends for highlights and notes). */
const asUser = async (world: QueueWorld, url: string, value: unknown) => {
  const response = await world.backend.http.send({
    method: "POST",
    url,
    headers: { Authorization: `Bearer ${world.keyValue.get("token")}`, "Content-Type": "application/vnd.api+json" },
    body: { kind: "json", value },
  });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response;
};

const sessionsNamed = (world: QueueWorld, name: string) =>
  world.backend.controls.sessions().filter((session) => session.name === name);

const mergedBytes = async (world: QueueWorld, sessionId: string, type: StreamType) => {
  const stream = world.backend.controls.streams(sessionId).find((candidate) => candidate.type === type);
  return stream ? world.backend.controls.mergedBytes(stream.id) : null;
};

const receivedBytes = async (world: QueueWorld, sessionId: string, type: StreamType) => {
  const stream = world.backend.controls.streams(sessionId).find((candidate) => candidate.type === type);
  return stream ? world.backend.controls.receivedSlices(stream.id) : [];
};

describe("UploadQueue over the demo backend", () => {
  it("uploads while recording and, once finished, merges exactly the committed bytes and forgets the item", async () => {
    const world = await started();
    const { id, committed } = await record(world, "Algebra", 4, ["audio", "camera"]);
    // While recording, what is not sent at once goes at the next chunk check.
    world.clock.advance(QUEUE_TIMING.chunkCheckMs);
    await settle(world);
    const [session] = sessionsNamed(world, "Algebra");
    expect(session?.status).toBe(10);
    expect(await receivedBytes(world, session!.id, "audio")).toEqual(committed.audio);
    expect(world.queue.state.entries[0]).toMatchObject({ id, progress: 1, uploadedChunks: 8, totalChunks: 8 });

    await world.queue.finishItem(id, world.clock.now());
    await settle(world);
    expect(sessionsNamed(world, "Algebra")[0]?.status).toBe(30);
    expect(await mergedBytes(world, session!.id, "audio")).toEqual(concat(committed.audio));
    expect(await mergedBytes(world, session!.id, "camera")).toEqual(concat(committed.camera));
    expect(world.queue.state.entries).toEqual([]);
    expect(await world.store.listItems()).toEqual([]);
    expect(await world.store.listChunks(id)).toEqual([]);
  });

  it("sends 150 ms slices in batches of at most 66, and drains a backlog back to back without waiting for a timer", async () => {
    const world = await started();
    world.goOffline();
    const { id, committed } = await record(world, "Offline lecture", 200);
    await world.queue.finishItem(id, world.clock.now());
    await settle(world);
    expect(world.run.http.count("PUT", UPLOAD)).toBe(0);

    world.goOnline();
    world.clock.advance(6000); // the monitor's next probe
    await settle(world);
    expect(world.run.http.count("PUT", UPLOAD)).toBe(4);
    const [session] = sessionsNamed(world, "Offline lecture");
    expect(await mergedBytes(world, session!.id, "audio")).toEqual(concat(committed.audio));
    expect(world.run.http.maxInFlight).toBe(1);
  });

  it("while recording, sends each full 10 s batch as soon as its last slice is committed, with no timer", async () => {
    const world = await started();
    const id = await world.queue.addItem({
      name: "Live",
      startedAt: world.clock.now(),
      organizationId: null,
      sessionId: null,
    });
    const commit = (sequence: number) => world.queue.commitChunk(id, "audio", asChunk(sliceBytes(4, 0, sequence, 30)));
    // The first slice opens the session and goes alone; the clock never moves in this test.
    await commit(0);
    await settle(world);
    const first = world.run.http.count("PUT", UPLOAD);
    for (let sequence = 1; sequence <= 66 * 3; sequence += 1) await commit(sequence);
    await settle(world);
    // Three full batches of 66 went without any check firing; fewer than a batch waits.
    expect(world.run.http.count("PUT", UPLOAD) - first).toBeGreaterThanOrEqual(3);
    expect(world.queue.state.entries[0]!.totalChunks - world.queue.state.entries[0]!.uploadedChunks).toBeLessThan(66);
  });

  it("refuses an empty slice with the spec's message and keeps the recording going", async () => {
    const world = await started();
    const { id } = await record(world, "Empty", 1);
    const refused = world.queue.commitChunk(id, "audio", asChunk(new Uint8Array(0)));
    await expect(refused).rejects.toBeInstanceOf(QueueStoreError);
    await expect(refused).rejects.toMatchObject({ reason: "empty-chunk", message: QUEUE_TEXTS.emptyChunk });
    expect((await world.queue.commitChunk(id, "audio", asChunk(sliceBytes(1, 0, 1, 5)))).sequence).toBe(1);
  });

  it("survives a crash between the server's 2xx and the local mark: nothing sent twice, nothing lost", async () => {
    const world = await started();
    world.backend.controls.faults.arm({
      method: "PUT",
      path: "streams/*/partial/upload",
      action: { kind: "drop", afterHandling: true },
    });
    const { id, committed } = await record(world, "Crash", 3);
    world.clock.advance(QUEUE_TIMING.chunkCheckMs);
    await settle(world);
    const [session] = sessionsNamed(world, "Crash");
    // The server holds the slices; the device does not know it.
    expect(await receivedBytes(world, session!.id, "audio")).toEqual(committed.audio);
    expect((await world.store.listChunks(id)).every((chunk) => !chunk.isUploaded)).toBe(true);

    world.goOnline();
    world.restart();
    await world.queue.start(world.owner);
    await settle(world);
    expect((await world.store.listChunks(id)).every((chunk) => chunk.isUploaded)).toBe(true);
    expect(world.run.http.count("PUT", UPLOAD)).toBe(0);
    expect(sessionsNamed(world, "Crash")[0]?.status).toBe(30);
    expect(await mergedBytes(world, session!.id, "audio")).toEqual(concat(committed.audio));
  });

  it("a 402 suspends the item and shows the server's billing texts; resuming uploads it", async () => {
    const world = await started();
    world.backend.controls.faults.arm({
      method: "POST",
      path: "sessions",
      response: {
        status: 402,
        headers: {},
        body: { errors: [{ title: "Your plan is full", message: "Upgrade to go on." }] },
      },
    });
    const { id, committed } = await record(world, "Billing", 2);
    await world.queue.finishItem(id, world.clock.now());
    await settle(world);
    expect(world.notices).toEqual([{ kind: "billing", title: "Your plan is full", message: "Upgrade to go on." }]);
    expect(world.queue.state.entries[0]).toMatchObject({ id, status: "suspended" });
    expect(world.queue.state.currentId).toBeNull();

    await world.queue.resume(id);
    await settle(world);
    expect(world.queue.state.entries).toEqual([]);
    expect(await mergedBytes(world, sessionsNamed(world, "Billing")[0]!.id, "audio")).toEqual(concat(committed.audio));
  });

  it("a session removed from the account takes its item and chunks with it, and the user is told", async () => {
    const world = await started();
    const { id } = await record(world, "Removed", 2);
    await settle(world);
    const [session] = sessionsNamed(world, "Removed");
    await world.backend.controls.deleteSession(session!.id);
    await world.queue.commitChunk(id, "audio", asChunk(sliceBytes(7, 0, 2, 9)));
    world.clock.advance(QUEUE_TIMING.chunkCheckMs);
    await settle(world);
    expect(world.notices).toEqual([
      { kind: "sessionRemoved", message: "The session has been removed from your account" },
    ]);
    expect(world.queue.state.entries).toEqual([]);
    expect(await world.store.listChunks(id)).toEqual([]);
  });

  it("a failed merge suspends the item and, once resumed, uploads it again from scratch into the same session, highlights and notes kept", async () => {
    const world = await started();
    world.backend.controls.faults.failNextMerge();
    const { id, committed } = await record(world, "Merge", 3);
    world.clock.advance(QUEUE_TIMING.chunkCheckMs);
    await settle(world);
    const [session] = sessionsNamed(world, "Merge");
    await asUser(world, `sessions/${session!.id}/relationships/pois`, {
      data: {
        type: "sessions_pois",
        attributes: { type: "poi", started_at: new Date(world.clock.now()).toISOString() },
      },
    });
    await asUser(world, `sessions/${session!.id}/relationships/notes`, {
      data: { type: "sessions_notes", attributes: { text: "<p>Typed while recording</p>" } },
    });
    await world.queue.finishItem(id, world.clock.now());
    await settle(world);
    expect(world.notices).toEqual([
      { kind: "loopError", title: "Merge Error", detail: expect.stringContaining("could not be merged") },
    ]);
    expect(world.queue.state.entries[0]).toMatchObject({ status: "suspended", sessionId: null, uploadedChunks: 0 });
    // No longer the item uploading, so the banner offers its resume button (spec 2 §2.6).
    expect(world.queue.state.currentId).toBeNull();
    expect((await world.store.listChunks(id)).map((chunk) => chunk.isUploaded)).toEqual([false, false, false]);

    await world.queue.resume(id);
    await settle(world);
    // One session, merged, holding the recording with the highlight and the note made before the failure.
    expect(sessionsNamed(world, "Merge").map((candidate) => [candidate.id, candidate.status])).toEqual([
      [session!.id, 30],
    ]);
    expect(await mergedBytes(world, session!.id, "audio")).toEqual(concat(committed.audio));
    expect(world.backend.controls.streams(session!.id)).toHaveLength(1);
    expect(world.backend.controls.pois(session!.id).map((poi) => poi.type)).toEqual(["poi"]);
    expect(world.backend.controls.notes(session!.id).map((note) => note.text)).toEqual([
      "<p>Typed while recording</p>",
    ]);
  });

  it("a merged file the backend cannot store (full disk) says so and keeps the device copy until a merge succeeds", async () => {
    const world = await started();
    world.backend.controls.faults.failNextMergedWrite();
    const { id, committed } = await record(world, "Full", 2);
    await world.queue.finishItem(id, world.clock.now());
    await settle(world);
    expect(world.notices).toEqual([{ kind: "loopError", title: "Merge Error", detail: MEDIA_NOT_STORED_DETAIL.full }]);
    expect(world.queue.state.entries[0]).toMatchObject({ id, status: "suspended" });
    expect(await world.store.listChunks(id)).toHaveLength(2);
    const [session] = sessionsNamed(world, "Full");
    // Nothing half-processed: the session waits, ended, for the upload to come again.
    expect(session?.status).toBe(20);

    await world.queue.resume(id);
    await settle(world);
    expect(world.queue.state.entries).toEqual([]);
    expect(await world.store.listChunks(id)).toEqual([]);
    expect(sessionsNamed(world, "Full").map((candidate) => candidate.status)).toEqual([30]);
    expect(await mergedBytes(world, session!.id, "audio")).toEqual(concat(committed.audio));
  });

  it("restores on start: local items finished and not started, unknown sessions emptied, orphan chunks deleted", async () => {
    const world = await started();
    const known = await record(world, "Known", 2);
    world.clock.advance(QUEUE_TIMING.chunkCheckMs);
    await settle(world);
    world.goOffline();
    const local = await record(world, "Local", 2);
    await world.store.addChunk("nobody", "audio", asChunk(sliceBytes(9, 0, 0, 4)));

    world.restart();
    // Offline at start: nothing can be read from the server yet.
    await world.queue.start(world.owner);
    expect((await world.store.getItem(local.id))?.state).toMatchObject({ isFinished: true, isStarted: false });
    expect((await world.store.getItem(known.id))?.state).toMatchObject({ isFinished: true, isStarted: true });
    expect(await world.store.listChunks("nobody")).toEqual([]);

    const [session] = sessionsNamed(world, "Known");
    await world.backend.controls.deleteSession(session!.id);
    world.goOnline();
    world.restart();
    await world.queue.start(world.owner);
    await settle(world);
    // The server forgot "Known": it was uploaded again under a new session and merged.
    expect(sessionsNamed(world, "Known").map((candidate) => candidate.status)).toEqual([30]);
    expect(world.queue.state.entries).toEqual([]);
    expect(world.notices).toEqual([]);
    for (const { committed, name } of [
      { ...local, name: "Local" },
      { ...known, name: "Known" },
    ]) {
      expect(await mergedBytes(world, sessionsNamed(world, name)[0]!.id, "audio")).toEqual(concat(committed.audio));
    }
  });

  it("reports stuck items once per run and counts them", async () => {
    const world = await started();
    world.goOffline();
    const { id } = await record(world, "Old", 1);
    world.clock.jump(25 * HOUR);
    world.goOnline();
    world.backend.controls.faults.arm({
      method: "POST",
      path: "sessions",
      response: { status: 422, headers: {}, body: { errors: [{ title: "Nope" }] } },
      times: 1000,
    });
    world.clock.advance(QUEUE_TIMING.queueCheckMs);
    await settle(world);
    expect(world.queue.state.stuckCount).toBe(1);
    expect(world.queue.state.entries[0]?.isStuck).toBe(true);
    world.clock.advance(QUEUE_TIMING.queueCheckMs * 3);
    await settle(world);
    expect(world.run.http.acknowledgedStuck).toEqual([[id]]);
    expect(world.backend.controls.stuckReports()).toHaveLength(1);

    world.restart();
    await world.queue.start(world.owner);
    await settle(world);
    expect(world.run.http.acknowledgedStuck).toEqual([[id]]);
    // The loop error of the refused creation is shown once per run, not at every check.
    expect(world.notices.filter((notice) => notice.kind === "loopError")).toHaveLength(2);
  });

  it("a full disk is shown at once and drops nothing", async () => {
    const world = await started();
    const { id } = await record(world, "Disk", 1);
    world.store.refuse("addChunk", new QueueStoreError("quota-exceeded", "Your device is out of storage space."));
    await expect(world.queue.commitChunk(id, "audio", asChunk(sliceBytes(1, 0, 1, 5)))).rejects.toMatchObject({
      reason: "quota-exceeded",
    });
    expect(world.queue.state.storageProblem).toBe("Your device is out of storage space.");
    expect(await world.store.listChunks(id)).toHaveLength(1);
    await world.queue.commitChunk(id, "audio", asChunk(sliceBytes(1, 0, 1, 5)));
    expect(world.queue.state.storageProblem).toBeNull();
  });

  it("uploads one item at a time, oldest first; resuming another suspends the current one", async () => {
    const world = await started();
    world.goOffline();
    const first = await record(world, "First", 2);
    await world.queue.finishItem(first.id, world.clock.now());
    world.clock.advance(1000);
    const second = await record(world, "Second", 2);
    await world.queue.finishItem(second.id, world.clock.now());
    await world.queue.resume(second.id);
    expect(world.queue.state.entries.map((entry) => [entry.label, entry.status])).toEqual([
      ["First", "pending"],
      ["Second", "pending"],
    ]);
    world.goOnline();
    world.clock.advance(6000);
    await settle(world);
    // "Second" was resumed, so it went first; "First" followed when it ended.
    expect(Number(sessionsNamed(world, "Second")[0]!.id)).toBeLessThan(Number(sessionsNamed(world, "First")[0]!.id));
    expect(world.queue.state.entries).toEqual([]);

    world.goOffline();
    const third = await record(world, "Third", 1);
    await world.queue.finishItem(third.id, world.clock.now());
    const fourth = await record(world, "Fourth", 1);
    await world.queue.finishItem(fourth.id, world.clock.now());
    await world.queue.pause(third.id);
    world.goOnline();
    world.clock.advance(6000);
    await settle(world);
    expect(world.queue.state.entries.map((entry) => [entry.label, entry.status])).toEqual([["Third", "suspended"]]);
    await world.queue.resume(third.id);
    await settle(world);
    expect(world.queue.state.entries).toEqual([]);
  });

  it("while recording, only the recording's own item uploads", async () => {
    const world = await started();
    world.goOffline();
    const older = await record(world, "Older", 2);
    await world.queue.finishItem(older.id, world.clock.now());
    world.queue.setLock("recording", true);
    const live = await record(world, "Live", 2);
    world.goOnline();
    world.clock.advance(QUEUE_TIMING.chunkCheckMs);
    await settle(world);
    expect(sessionsNamed(world, "Older")).toEqual([]);
    expect(await receivedBytes(world, sessionsNamed(world, "Live")[0]!.id, "audio")).toEqual(live.committed.audio);

    await world.queue.finishItem(live.id, world.clock.now());
    world.queue.setLock("recording", false);
    await settle(world);
    expect(world.queue.state.entries).toEqual([]);
  });

  it("holds everything while offline and picks up when the network monitor says Online", async () => {
    const world = await started();
    world.goOffline();
    await settle(world);
    expect(world.queue.state).toMatchObject({ isOffline: true, locks: ["offline"] });
    const { id } = await record(world, "Later", 1);
    await world.queue.finishItem(id, world.clock.now());
    world.clock.advance(QUEUE_TIMING.queueCheckMs);
    await settle(world);
    expect(world.run.http.sent.filter((request) => !request.url.startsWith("v2/monitoring"))).toEqual([]);
    world.goOnline();
    world.clock.advance(6000);
    await settle(world);
    expect(world.queue.state).toMatchObject({ isOffline: false, entries: [] });
    // The seed's demo lectures aside: every session the queue made started when the recording did.
    const recorded = world.backend.controls.sessions().filter((session) => !session.demo);
    expect(recorded.every((session) => session.startedAt === WORLD_START)).toBe(true);
    void UNLIMITED_CAPACITY;
  });
});
