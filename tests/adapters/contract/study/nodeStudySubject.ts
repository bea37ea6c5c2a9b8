import type { RunningDemoServer } from "@lectern/adapters/demo/server/startDemoServer";
import { AxiosHttp } from "@lectern/adapters/http/AxiosHttp";
import { afterAll, beforeAll, expect } from "vitest";
import { startTestDemoServer } from "../../../support/demoServer";
import { apiOver } from "../contractSubject";
import { ManualNow } from "../ManualNow";
import { RecordingPublisher } from "../upload/RecordingPublisher";
import { GatedStudyEngine, type StudySubject } from "./studySubject";

/**
 * The study contracts' subject over real HTTP: starts the Node demo server for the calling test file
 * (beforeAll / afterAll) and returns the subject factory, whose test controls are HTTP calls as the
 * end-to-end tests make them; `server` is the running server, for checks on the wire.
 */
export const nodeStudySubject = (): {
  readonly subject: () => Promise<StudySubject>;
  readonly server: () => RunningDemoServer;
} => {
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

  /** A test control over HTTP; fails on anything but 2xx. */
  const control = async (method: "GET" | "POST", path: string, body?: unknown): Promise<void> => {
    const response = await fetch(`${server().url}/${path}`, {
      method,
      headers: { "content-type": "application/json" },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  };

  const subject = async (): Promise<StudySubject> => {
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
  return { subject, server };
};
