import { describe, expect, it } from "vitest";
import { mergedOnServer } from "./queueInvariants";
import { emptyCommitted } from "./queueModel";
import { QueueWorld } from "./QueueWorld";
import { asChunk, sliceBytes } from "./recordingBytes";
import { settle } from "./settle";

/** Commits `count` audio slices to a new recording of the running queue's owner, still recording. */
const record = async (world: QueueWorld, name: string, count: number) => {
  const id = await world.queue.addItem({ name, startedAt: world.clock.now(), organizationId: null, sessionId: null });
  const committed = emptyCommitted();
  for (let sequence = 0; sequence < count; sequence += 1) {
    const bytes = sliceBytes(name.length, 0, sequence, 24 + sequence);
    await world.queue.commitChunk(id, "audio", asChunk(bytes));
    committed.audio.push(bytes);
  }
  return { number: 1, name, id, startedAt: world.clock.now(), committed, sessionDeleted: false, owner: 0 };
};

/** The same, finished. */
const recordFinished = async (world: QueueWorld, name: string, count: number) => {
  const recording = await record(world, name, count);
  await world.queue.finishItem(recording.id, world.clock.now());
  return recording;
};

/** The demo user records `count` slices while offline and finishes: nothing has reached the server. */
const recordedOffline = async (name: string, count: number) => {
  const world = await QueueWorld.open();
  const first = world.owner;
  world.launch();
  await world.queue.start(first);
  world.goOffline();
  const lecture = await recordFinished(world, name, count);
  return { world, first, lecture };
};

/** Lets the queue work: the network monitor's probe notices a change within its 6 s. */
const drain = async (world: QueueWorld): Promise<void> => {
  for (let round = 0; round < 6; round += 1) {
    world.clock.advance(6_000);
    // Merges run the processing pipeline in the same process: a loaded machine needs more turns.
    await settle(world, 20_000);
  }
};

const sessionsOf = (world: QueueWorld, userId: string) =>
  world.backend.controls.sessions().filter((session) => session.userId === userId && !session.demo);

/**
 * Issue 19: a recording still queued at logout was uploaded into the next user's account. Now a queue
 * runs for one owner: it loads only their items and sends with their token only.
 */
describe("the upload queue belongs to the signed-in user", () => {
  it("keeps user 1's recording out of user 2's account, and delivers it byte-equal when user 1 returns", async () => {
    const { world, first, lecture } = await recordedOffline("Thermodynamics, user 1", 5);
    expect(await world.store.getItem(lecture.id)).toMatchObject({ ownerId: first.userId });

    // Logout, then user 2 signs up in the same browser while the connection is back.
    world.restart();
    const second = world.signInAs(1);
    world.goOnline();
    await world.queue.start(second);
    await drain(world);
    expect(world.queue.state.entries).toEqual([]);
    expect(sessionsOf(world, second.userId)).toEqual([]);
    expect(
      world.run.http.sent.filter((request) => request.headers["Authorization"] !== `Bearer ${second.token}`),
    ).toEqual([]);
    expect(await world.store.getItem(lecture.id), "kept on the device for its owner").not.toBeNull();

    // User 1 signs in again: the lecture completes in their account, equal to what was recorded.
    world.restart();
    world.keyValue.set("token", first.token);
    await world.queue.start(first);
    await drain(world);
    expect(await world.store.getItem(lecture.id)).toBeNull();
    expect(await mergedOnServer(world, lecture)).toBe(true);
    expect(sessionsOf(world, first.userId).some((session) => session.name === lecture.name)).toBe(true);
    expect(sessionsOf(world, second.userId)).toEqual([]);
  });

  it("sends with its owner's token even after another account's token replaced the stored one", async () => {
    const { world, first, lecture } = await recordedOffline("Signals, user 1", 3);
    // Another tab of this browser signs in as someone else: the stored token is now theirs.
    const second = await world.signUp("other.tab@example.org");
    world.goOnline();
    await drain(world);
    expect(await mergedOnServer(world, lecture)).toBe(true);
    expect(sessionsOf(world, second.userId)).toEqual([]);
    const tokens = new Set(world.run.http.sent.map((request) => request.headers["Authorization"]));
    expect(tokens).toEqual(new Set([`Bearer ${first.token}`]));
  });

  it("claims an item stored before owners were kept only for the user whose session it is", async () => {
    const world = await QueueWorld.open();
    const first = world.owner;
    world.launch();
    await world.queue.start(first);
    // Still recording: its session is made on the server, but nothing is merged.
    const lecture = await record(world, "Old build lecture", 2);
    await drain(world);
    const stored = await world.store.getItem(lecture.id);
    expect(stored?.sessionId).not.toBeNull();
    world.restart();
    const { ownerId: _owner, ...legacy } = stored!;
    await world.store.putItem(legacy);

    const second = await world.signUp("claims.nothing@example.org");
    await world.queue.start(second);
    await drain(world);
    expect(world.queue.state.entries).toEqual([]);
    expect((await world.store.getItem(lecture.id))?.ownerId ?? null, "not claimed by user 2").toBeNull();
    expect(sessionsOf(world, second.userId)).toEqual([]);

    world.restart();
    world.keyValue.set("token", first.token);
    await world.queue.start(first);
    await drain(world);
    expect(await world.store.getItem(lecture.id)).toBeNull();
    expect(await mergedOnServer(world, lecture)).toBe(true);
  });

  it("deletes only the owner's recordings on 'Delete non-uploaded materials'", async () => {
    const { world, lecture } = await recordedOffline("Kept for user 1", 2);
    world.restart();
    const second = await world.signUp("deletes.own@example.org");
    await world.queue.start(second);
    const own = await recordFinished(world, "User 2's own", 2);
    await world.queue.deleteAll();
    expect(await world.store.getItem(own.id)).toBeNull();
    expect(await world.store.getItem(lecture.id)).not.toBeNull();
    expect(await world.store.listChunks(lecture.id)).toHaveLength(2);
  });
});

describe("a merge the server cannot keep (meta.durable false)", () => {
  it("keeps the device copy while that server holds it, and uploads it again to a server that lost it", async () => {
    const world = await QueueWorld.open(undefined, { durable: false });
    world.launch();
    await world.queue.start(world.owner);
    const lecture = await recordFinished(world, "Non-durable lecture", 3);
    await drain(world);
    const kept = await world.store.getItem(lecture.id);
    expect(kept).toMatchObject({ keptOnDevice: true });
    expect(await world.store.listChunks(lecture.id)).toHaveLength(3);
    expect(world.queue.state.entries).toEqual([expect.objectContaining({ id: lecture.id, keptOnDevice: true })]);
    const sessionsBefore = world.backend.controls.sessions().length;

    // Signed in again in the same tab: the backend still holds it, so nothing is sent twice.
    world.restart();
    await world.queue.start(world.owner);
    await drain(world);
    expect(await world.store.getItem(lecture.id)).toMatchObject({ keptOnDevice: true, sessionId: kept!.sessionId });
    expect(world.backend.controls.sessions().length).toBe(sessionsBefore);

    // The tab reloads and its backend forgot the session: the device copy is uploaded again.
    world.restart();
    await world.backend.controls.deleteSession(kept!.sessionId!);
    await world.queue.start(world.owner);
    await drain(world);
    expect(await mergedOnServer(world, lecture)).toBe(true);
    expect(await world.store.listChunks(lecture.id), "still kept: this server cannot keep it either").toHaveLength(3);
  });
});
