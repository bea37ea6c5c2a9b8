import { type RunningDemoServer } from "@lectern/adapters/demo/server/startDemoServer";
import { AxiosHttp } from "@lectern/adapters/http/AxiosHttp";
import { SEED_USERS } from "@lectern/adapters/demo/seed/seedUsers";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestDemoServer } from "../../../support/demoServer";
import { apiOver } from "../contractSubject";
import { ManualNow } from "../ManualNow";
import { RecordingPublisher } from "../upload/RecordingPublisher";
import { UploadDriver } from "../upload/UploadDriver";
import { describeStudyContract } from "./studyContract";
import { GatedStudyEngine, type StudySubject } from "./studySubject";

const clock = new ManualNow();
const events = new RecordingPublisher();
const engine = new GatedStudyEngine();
let running: RunningDemoServer | null = null;
const server = (): RunningDemoServer => {
  if (!running) throw new Error("The Node demo server is not started yet.");
  return running;
};

beforeAll(async () => {
  running = await startTestDemoServer(clock.now, undefined, { publisher: events, study: engine });
});
afterAll(async () => {
  await running?.close();
});

/** A test control over HTTP, as the end-to-end tests call it; fails on anything but 2xx. */
const control = async (method: "GET" | "POST", path: string, body?: unknown): Promise<void> => {
  const response = await fetch(`${server().url}/${path}`, {
    method,
    headers: { "content-type": "application/json" },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
};

const nodeSubject = async (): Promise<StudySubject> => {
  const { api, keyValue } = apiOver(new AxiosHttp({ baseUrl: server().url, timeoutMs: 10_000 }));
  return {
    api,
    keyValue,
    events,
    engine,
    async reset() {
      clock.rewind();
      await api.send({ method: "POST", path: "demo/reset" });
      events.clear();
    },
    router: () => server().router,
    setTranscript: (sessionId, sentences) => control("POST", `demo/sessions/${sessionId}/transcript`, { sentences }),
    setPermissions: (email, permissions) => control("POST", "demo/users/permissions", { email, permissions }),
    studyIdle: () => control("GET", "demo/study/idle"),
    clientGone: (count) => expect.poll(() => server().clientsGone()).toBeGreaterThanOrEqual(count),
  };
};

describeStudyContract("study contract: AxiosHttp → Node demo server", nodeSubject);

describe("Node demo server: the tutor's answer on the wire", () => {
  it("is text/event-stream, not cached, one `data: {json}` line and a blank line per event, ending after done", async () => {
    const subject = await nodeSubject();
    await subject.reset();
    const sessions = new UploadDriver(subject.api, subject.keyValue);
    const token = await sessions.signIn(SEED_USERS[0].email, SEED_USERS[0].password);
    await subject.studyIdle();
    const lecture = server().router.database.data.recordingSessions.find(
      (session) => session.userId === SEED_USERS[0].id && session.demo,
    )!;
    const response = await fetch(`${server().url}/sessions/${lecture.id}/tutor`, {
      method: "POST",
      headers: { authorization: `Bearer ${token}`, "content-type": "application/vnd.api+json" },
      body: JSON.stringify({ data: { type: "tutor_messages", attributes: { question: "What is osmosis?" } } }),
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/event-stream");
    expect(response.headers.get("cache-control")).toBe("no-cache");
    const text = await response.text();
    expect(text.endsWith("\n\n")).toBe(true);
    const blocks = text.slice(0, -2).split("\n\n");
    for (const block of blocks) expect(block).toMatch(/^data: \{.*\}$/);
    const streamed = blocks.map((block) => JSON.parse(block.slice("data: ".length)) as { type: string });
    expect(streamed[0]?.type).toBe("start");
    expect(streamed.some((event) => event.type === "cite")).toBe(true);
    expect(streamed[streamed.length - 1]).toEqual({ type: "done" });
  });
});
