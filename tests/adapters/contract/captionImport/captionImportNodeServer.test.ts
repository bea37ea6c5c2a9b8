import type { RunningDemoServer } from "@lectern/adapters/demo/server/startDemoServer";
import { AxiosHttp } from "@lectern/adapters/http/AxiosHttp";
import { afterAll, beforeAll } from "vitest";
import { startTestDemoServer } from "../../../support/demoServer";
import { apiOver } from "../contractSubject";
import { ManualNow } from "../ManualNow";
import { GatedStudyEngine, type StudySubject } from "../study/studySubject";
import { RecordingPublisher } from "../upload/RecordingPublisher";
import { describeCaptionImportContract } from "./captionImportContract";

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
    clientGone: async () => undefined,
  };
};

describeCaptionImportContract("caption import contract: AxiosHttp → Node demo server", nodeSubject);
