import { CAPACITY_TEXTS, DEMO_PLAN_CAPACITY } from "@lectern/adapters/demo/model/demoCapacity";
import { SEED_USERS } from "@lectern/adapters/demo/seed/seedUsers";
import { QueueServerCalls } from "@lectern/core/queue/application/QueueServerCalls";
import { StartRecordingSession } from "@lectern/core/recording/application/StartRecordingSession";
import { beforeEach, describe, expect, it } from "vitest";
import { openInProcessUploadSubject } from "../../adapters/contract/upload/inProcessUploadSubject";
import { STARTED_AT, UploadDriver } from "../../adapters/contract/upload/UploadDriver";
import type { UploadSubject } from "../../adapters/contract/upload/UploadSubject";

const SEED = SEED_USERS[0];
const ONLINE = { status: "Online" } as const;
const startedAt = Date.parse(STARTED_AT);

/** Against the in-process demo backend: the real calls, the real capacity rule, injected faults. */
describe("StartRecordingSession (spec 3 §4 'Session lifecycle', spec 2 §4.1)", () => {
  let subject: UploadSubject;
  let driver: UploadDriver;

  beforeEach(async () => {
    subject = await openInProcessUploadSubject();
    await subject.reset();
    driver = new UploadDriver(subject.api, subject.keyValue);
    await driver.signIn(SEED.email, SEED.password);
  });

  it("verifies capacity, creates the session and starts it with its start time", async () => {
    const start = await new StartRecordingSession(subject.api, ONLINE).execute("Algebra", startedAt, null);
    expect(start.kind).toBe("server");
    const sessionId = start.kind === "server" ? start.sessionId : "";
    const view = (await new QueueServerCalls(subject.api).listSessions([sessionId])).get(sessionId);
    expect(view?.status).toBe(10);
  });

  it("answers a full plan's 402 with the server's title and message", async () => {
    for (let i = 0; i < DEMO_PLAN_CAPACITY.recordings; i += 1) await driver.createSession();
    const start = await new StartRecordingSession(subject.api, ONLINE).execute("One too many", startedAt, null);
    expect(start).toEqual({
      kind: "billing",
      title: CAPACITY_TEXTS.title,
      message: CAPACITY_TEXTS.recordings(DEMO_PLAN_CAPACITY.recordings),
    });
  });

  it("falls back to a local placeholder when the server fails, and when offline asks nothing", async () => {
    await subject.armFault({ method: "POST", path: "sessions", action: "reply", status: 503 });
    expect(await new StartRecordingSession(subject.api, ONLINE).execute("Algebra", startedAt, null)).toEqual({
      kind: "local",
    });
    await subject.armFault({ method: "POST", path: "sessions/*/start", action: "drop" });
    expect(await new StartRecordingSession(subject.api, ONLINE).execute("Algebra", startedAt, null)).toEqual({
      kind: "local",
    });
    const offline = new StartRecordingSession(subject.api, { status: "Offline" });
    expect(await offline.execute("Algebra", startedAt, null)).toEqual({ kind: "local" });
  });
});
