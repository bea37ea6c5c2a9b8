import { MemoryDemoPersistence } from "@lectern/adapters/demo/db/MemoryDemoPersistence";
import type { DemoTestControls } from "@lectern/adapters/demo/DemoTestControls";
import { CAPACITY_TEXTS, DEMO_PLAN_CAPACITY } from "@lectern/adapters/demo/model/demoCapacity";
import { openDemoBackend } from "@lectern/adapters/demo/openDemoBackend";
import { SEED_USERS } from "@lectern/adapters/demo/seed/seedUsers";
import type { ApiClient } from "@lectern/core/api/ApiClient";
import { StartRecordingSession } from "@lectern/core/recording/application/StartRecordingSession";
import { beforeEach, describe, expect, it } from "vitest";
import { apiOver } from "../../adapters/contract/contractSubject";
import { FakeUploadQueue } from "../../support/FakeUploadQueue";
import { ManualNow } from "../../adapters/contract/ManualNow";
import { STARTED_AT, UploadDriver } from "../../adapters/contract/upload/UploadDriver";

/** The sessions recorded in the test: every account also holds its seeded demo lectures. */
const recorded = (controls: DemoTestControls) => controls.sessions().filter((session) => !session.demo);

const SEED = SEED_USERS[0];
const ONLINE = { status: "Online" } as const;
const startedAt = Date.parse(STARTED_AT);

/** Against the in-process demo backend: the real calls, the real capacity rule, injected faults. */
describe("StartRecordingSession (spec 3 §4 'Session lifecycle', spec 2 §4.1)", () => {
  let api: ApiClient;
  let controls: DemoTestControls;
  let driver: UploadDriver;

  beforeEach(async () => {
    const backend = await openDemoBackend({ persistence: new MemoryDemoPersistence(), now: new ManualNow().now });
    controls = backend.controls;
    const over = apiOver(backend.http);
    api = over.api;
    driver = new UploadDriver(api, over.keyValue);
    await driver.signIn(SEED.email, SEED.password);
  });

  it("verifies capacity and starts a new session with its name, organisation and start time", async () => {
    const start = await new StartRecordingSession(api, ONLINE).execute("Algebra", startedAt, "northbridge");
    expect(start).toEqual({
      kind: "server",
      sessionId: expect.any(String),
      parentId: null,
      name: "Algebra",
      description: null,
    });
    const stored = recorded(controls).find((session) => start.kind === "server" && session.id === start.sessionId);
    expect(stored).toMatchObject({ status: 10, organizationId: "northbridge", startedAt, name: "Algebra" });
  });

  it("reuses the user's active session, with its own name, description and parent (spec 3 §4)", async () => {
    const parentId = await controls.startSessionFor(SEED.email, { name: "Host's seminar" });
    const activeId = await controls.startSessionFor(SEED.email, {
      name: "Seminar 4",
      description: '<p>Join <a href="https://zoom.us/j/123">here</a></p>',
      parentId,
    });
    const start = await new StartRecordingSession(api, ONLINE).execute("Algebra", startedAt, null);
    expect(start).toEqual({
      kind: "server",
      sessionId: activeId,
      parentId,
      name: "Seminar 4",
      description: '<p>Join <a href="https://zoom.us/j/123">here</a></p>',
    });
    expect(recorded(controls)).toHaveLength(2);
  });

  it("never reuses a session this device is still uploading (its end is queued): a new one is started", async () => {
    const queue = new FakeUploadQueue();
    const first = await new StartRecordingSession(api, ONLINE, queue).execute("Algebra", startedAt, null);
    const firstId = first.kind === "server" ? first.sessionId : "";
    queue.set({ entries: [FakeUploadQueue.entry({ id: "item-1", label: "Algebra", sessionId: firstId })] });
    const second = await new StartRecordingSession(api, ONLINE, queue).execute(
      "Geometry",
      startedAt + 1,
      "northbridge",
    );
    expect(second).toMatchObject({ kind: "server", name: "Geometry", parentId: null, description: null });
    const secondId = second.kind === "server" ? second.sessionId : "";
    expect(secondId).not.toBe(firstId);
    expect(recorded(controls).find((session) => session.id === secondId)).toMatchObject({
      status: 10,
      organizationId: "northbridge",
    });
  });

  it("does not reuse an ended session", async () => {
    const first = await new StartRecordingSession(api, ONLINE).execute("Algebra", startedAt, null);
    const firstId = first.kind === "server" ? first.sessionId : "";
    await driver.endSession(firstId);
    const second = await new StartRecordingSession(api, ONLINE).execute("Geometry", startedAt + 60_000, null);
    expect(second).toMatchObject({ kind: "server", name: "Geometry" });
    expect(second.kind === "server" && second.sessionId).not.toBe(firstId);
  });

  it("answers a full plan's 402 with the server's title and message", async () => {
    for (let i = 0; i < DEMO_PLAN_CAPACITY.recordings; i += 1) await driver.createSession();
    const start = await new StartRecordingSession(api, ONLINE).execute("One too many", startedAt, null);
    expect(start).toEqual({
      kind: "billing",
      title: CAPACITY_TEXTS.title,
      message: CAPACITY_TEXTS.recordings(DEMO_PLAN_CAPACITY.recordings),
    });
  });

  it("falls back to a local placeholder when the server fails, and when offline asks nothing", async () => {
    const reply503 = { kind: "reply", response: { status: 503, headers: {}, body: null } } as const;
    controls.faults.arm({ method: "POST", path: "sessions/start", action: reply503 });
    expect(await new StartRecordingSession(api, ONLINE).execute("Algebra", startedAt, null)).toEqual({ kind: "local" });
    controls.faults.arm({ method: "POST", path: "sessions/start", action: { kind: "drop" } });
    expect(await new StartRecordingSession(api, ONLINE).execute("Algebra", startedAt, null)).toEqual({ kind: "local" });
    const offline = new StartRecordingSession(api, { status: "Offline" });
    expect(await offline.execute("Algebra", startedAt, null)).toEqual({ kind: "local" });
    expect(recorded(controls)).toEqual([]);
  });
});
