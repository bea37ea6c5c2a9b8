import { MemoryDemoPersistence } from "@lectern/adapters/demo/db/MemoryDemoPersistence";
import { openDemoBackend } from "@lectern/adapters/demo/openDemoBackend";
import { SEED_USERS } from "@lectern/adapters/demo/seed/seedUsers";
import { describe, expect, it } from "vitest";
import { apiOver } from "../contractSubject";
import { ManualNow } from "../ManualNow";
import { STARTED_AT, UploadDriver } from "../upload/UploadDriver";
import { seedRecording } from "../recordSeed";
import { HighlightsDriver } from "./HighlightsDriver";
import { describeHighlightsContract } from "./highlightsContract";
import type { HighlightsSubject } from "./HighlightsSubject";
import { openInProcessContractBackend } from "../contractBackends";

const SEED = SEED_USERS[0];

/** The in-process demo backend (InProcessHttp → DemoRouter), inspected through backend.controls. */
const openInProcessSubject = async (): Promise<
  HighlightsSubject & { backend: Awaited<ReturnType<typeof openDemoBackend>> }
> => {
  const { api, keyValue, events, backend, clock, reset } = await openInProcessContractBackend();
  return {
    api,
    keyValue,
    events,
    backend,
    reset,
    advance: (ms) => clock.advance(ms),
    async content(sessionId) {
      const session = backend.controls.sessions().find((candidate) => candidate.id === sessionId);
      if (!session) return null;
      return {
        startedAt: session.startedAt === null ? null : new Date(session.startedAt).toISOString(),
        pois: backend.controls.pois(sessionId),
        notes: backend.controls.notes(sessionId),
        watchedPoi: backend.controls.watchedPoi(sessionId),
      };
    },
    async everything() {
      const ids = backend.controls.sessions().map((session) => session.id);
      return {
        pois: ids.flatMap((id) => backend.controls.pois(id)),
        notes: ids.flatMap((id) => backend.controls.notes(id)),
      };
    },
    async finishRecording(sessionId) {
      await seedRecording(backend.router, sessionId);
    },
    async fetchFile(url) {
      const response = await backend.http.send({ method: "GET", url: url.replace(/^\/api\//, ""), headers: {} });
      return {
        status: response.status,
        contentType: response.headers["content-type"] ?? null,
        bytes: response.body instanceof Uint8Array ? response.body : new Uint8Array(),
      };
    },
  };
};

describeHighlightsContract("highlights contract: InProcessHttp → DemoRouter", openInProcessSubject);

describe("highlights in the in-process demo: DemoTestControls and persistence", () => {
  const signedIn = async () => {
    const subject = await openInProcessSubject();
    const sessions = new UploadDriver(subject.api, subject.keyValue);
    await sessions.signIn(SEED.email, SEED.password);
    const created = await sessions.createSession();
    await sessions.startSession(created.data.id, STARTED_AT);
    return { subject, sessions, client: new HighlightsDriver(subject.api), sessionId: created.data.id };
  };

  it("shows the stored highlights, notes and settings as copies", async () => {
    const { subject, client, sessionId } = await signedIn();
    const poi = await client.createPoi(sessionId, { type: "poi", started_at: STARTED_AT, ended_at: STARTED_AT });
    await client.createNote(sessionId, { text: "n" }, poi.data.id);
    await client.saveSettings({ widget_type: "lite" });
    const controls = subject.backend.controls;
    const pois = controls.pois(sessionId);
    pois[0]!.name = "changed by the test";
    expect(controls.pois(sessionId)[0]!.name).toBeNull();
    expect(controls.notes(sessionId)).toMatchObject([{ poiId: poi.data.id, text: "n" }]);
    expect(controls.userSettings(SEED.id)).toMatchObject({ userId: SEED.id, widget_type: "lite" });
    expect(controls.userSettings("no such user")).toMatchObject({ widget_type: "advanced" });
  });

  it("reset forgets highlights, notes, files and settings", async () => {
    const { subject, client, sessionId } = await signedIn();
    const file = await client.uploadNoteFile(sessionId, "a.gif", Uint8Array.of(71, 73, 70));
    await client.saveSettings({ ui_adjustments: true });
    await subject.reset();
    expect(subject.backend.controls.notes(sessionId)).toEqual([]);
    expect(subject.backend.controls.userSettings(SEED.id).ui_adjustments).toBe(false);
    expect((await subject.fetchFile(file.data.attributes.url!)).status).toBe(404);
  });

  it("keeps highlights, notes and settings in the saved snapshot across a reopen", async () => {
    const persistence = new MemoryDemoPersistence();
    const clock = new ManualNow();
    const first = await openDemoBackend({ persistence, now: clock.now });
    const { api, keyValue } = apiOver(first.http);
    const sessions = new UploadDriver(api, keyValue);
    await sessions.signIn(SEED.email, SEED.password);
    const session = await sessions.createSession();
    await sessions.startSession(session.data.id);
    const client = new HighlightsDriver(api);
    await client.createPoi(session.data.id, { type: "backtrack", started_at: STARTED_AT });
    await client.watchPoi(session.data.id, { type: "stopwatch", started_at: STARTED_AT });
    await client.createNote(session.data.id, { text: "kept" });
    await client.saveSettings({ poi: { forward: 9 } });

    const second = await openDemoBackend({ persistence, now: clock.now });
    expect(second.controls.pois(session.data.id)).toMatchObject([{ type: "backtrack" }]);
    expect(second.controls.notes(session.data.id)).toMatchObject([{ text: "kept" }]);
    expect(second.controls.watchedPoi(session.data.id)).toMatchObject({ type: "stopwatch" });
    expect(second.controls.userSettings(SEED.id).poi).toEqual({ backward: 5, forward: 9 });
  });
});
