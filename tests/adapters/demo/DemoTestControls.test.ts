import { MemoryDemoPersistence } from "@lectern/adapters/demo/db/MemoryDemoPersistence";
import { type DemoBackendOptions, openDemoBackend } from "@lectern/adapters/demo/openDemoBackend";
import { SEED_USERS } from "@lectern/adapters/demo/seed/seedUsers";
import { uploadCalls } from "@lectern/core/queue/application/uploadCalls";
import { describe, expect, it } from "vitest";
import { apiOver } from "../contract/contractSubject";
import { ManualNow } from "../contract/ManualNow";
import { expectFailure } from "../contract/upload/expectFailure";
import { RecordingPublisher } from "../contract/upload/RecordingPublisher";
import { UploadDriver, sliceBytes } from "../contract/upload/UploadDriver";

const SEED = SEED_USERS[0];

const signedIn = async (options: Partial<DemoBackendOptions> = {}) => {
  const backend = await openDemoBackend({
    persistence: new MemoryDemoPersistence(),
    now: new ManualNow().now,
    ...options,
  });
  const { api, keyValue } = apiOver(backend.http);
  const client = new UploadDriver(api, keyValue);
  await client.signIn(SEED.email, SEED.password);
  return { backend, client };
};

/** A sleep the test releases by hand, to see which requests wait at the same time. */
class HeldSleep {
  readonly waiting: { ms: number; release: () => void }[] = [];
  #watchers: { count: number; notify: () => void }[] = [];

  readonly sleep = (ms: number): Promise<void> =>
    new Promise((resolve) => {
      this.waiting.push({ ms, release: resolve });
      this.#watchers = this.#watchers.filter((watcher) => {
        if (this.waiting.length < watcher.count) return true;
        watcher.notify();
        return false;
      });
    });

  /** Resolves once `count` sleeps have begun. */
  untilWaiting(count: number): Promise<void> {
    if (this.waiting.length >= count) return Promise.resolve();
    return new Promise((notify) => this.#watchers.push({ count, notify }));
  }
}

describe("DemoTestControls (backend.controls)", () => {
  it("ends a participant's session with the host's, each announced on its own session channel (spec 2 §6)", async () => {
    const events = new RecordingPublisher();
    const { backend, client } = await signedIn({ publisher: events });
    const { sessionId: hostSession } = await client.recordingWithStream();
    const joined = await backend.controls.startSessionFor(SEED.email, { name: "Joined", parentId: hostSession });
    await client.endSession(hostSession);
    expect(backend.controls.sessions()).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ id: hostSession, status: 20 }),
        expect.objectContaining({ id: joined, status: 20, endedAt: Date.UTC(2026, 10, 22, 10, 0, 0) }),
      ]),
    );
    expect(await events.next(`private-users-${SEED.id}.sessions-${joined}`, "ended")).toHaveLength(1);
  });

  it("shows the stored sessions and streams, and deletes a session behind the client's back", async () => {
    const events = new RecordingPublisher();
    const { backend, client } = await signedIn({ publisher: events });
    const { sessionId, streamId, path } = await client.recordingWithStream();
    await client.upload(path, 0, [sliceBytes(0), sliceBytes(1)]);
    // The account's seeded demo lectures are there too.
    expect(backend.controls.sessions().filter((session) => !session.demo)).toMatchObject([
      { id: sessionId, userId: SEED.id, status: 10 },
    ]);
    expect(backend.controls.streams(sessionId)).toMatchObject([{ id: streamId, receivedThrough: 1, status: 10 }]);

    expect(await backend.controls.deleteSession(sessionId)).toBe(true);
    expect(await backend.controls.deleteSession(sessionId)).toBe(false);
    expect((await expectFailure(client.checkSession(sessionId))).status).toBe(404);
    expect(await backend.controls.receivedSlices(streamId)).toEqual([]);
    await backend.controls.eventsDelivered();
    expect(events.events.map((event) => event.event)).toContain("removed");
  });

  it("sets a smaller demo plan until the next reset: bytes used up refuse new recordings with 402", async () => {
    const { backend, client } = await signedIn();
    backend.controls.setDemoPlan({ recordings: 0, bytes: 10 });
    const { path } = await client.recordingWithStream();
    await client.upload(path, 0, [sliceBytes(0, 12)]);
    expect((await expectFailure(client.createSession())).status).toBe(402);
    expect((await expectFailure(client.api.send({ method: "GET", path: uploadCalls.verifyCapacity() }))).message).toBe(
      "Your plan holds 10 bytes of recordings and it is used up. Delete a recording or open the price list to upgrade.",
    );
    await backend.controls.reset();
    await client.signIn(SEED.email, SEED.password);
    await expect(client.createSession()).resolves.toBeDefined();
  });

  it("lets the accounts with a licence record without limit", async () => {
    const { backend, client } = await signedIn();
    backend.controls.setDemoPlan({ recordings: 1, bytes: 0 });
    await client.createSession();
    expect((await expectFailure(client.createSession())).status).toBe(402);
    await client.api.send({
      method: "POST",
      path: "billing/licenses/activate",
      body: { data: { type: "customers_licenses", attributes: { license_key: "LECTERN-DSA-2026" } } },
    });
    await expect(client.createSession()).resolves.toBeDefined();
  });

  it("waits the added delay before every request, with requests waiting side by side", async () => {
    const held = new HeldSleep();
    const backend = await openDemoBackend({
      persistence: new MemoryDemoPersistence(),
      now: new ManualNow().now,
      addedDelayMs: 150,
      sleep: held.sleep,
    });
    const { api, keyValue } = apiOver(backend.http);
    const slow = new UploadDriver(api, keyValue);
    const login = slow.signIn(SEED.email, SEED.password);
    await held.untilWaiting(1);
    held.waiting[0]!.release();
    await login;
    const first = slow.createSession();
    const second = slow.createSession();
    await held.untilWaiting(3);
    expect(held.waiting.map((wait) => wait.ms)).toEqual([150, 150, 150]);
    for (const wait of held.waiting) wait.release();
    expect((await Promise.all([first, second])).map((reply) => reply.data.attributes.status)).toEqual([0, 0]);
  });

  it("passes a binary answer through InProcessHttp as bytes", async () => {
    const { backend, client } = await signedIn({ testControls: true });
    const { sessionId, streamId, path } = await client.recordingWithStream();
    await client.upload(path, 0, [sliceBytes(0)]);
    await client.endSession(sessionId);
    await client.mergeSession(sessionId);
    const reply = await backend.http.send({ method: "GET", url: `demo/media/streams/${streamId}/merged`, headers: {} });
    expect(reply.body).toEqual(sliceBytes(0));
    expect(reply.headers["content-type"]).toBe("video/webm");
  });
});
