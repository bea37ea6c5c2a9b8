import type { DemoNote, DemoPoi, DemoWatchedPoi } from "@lectern/adapters/demo/db/DemoSnapshot";
import { AxiosHttp } from "@lectern/adapters/http/AxiosHttp";
import { SEED_USERS } from "@lectern/adapters/demo/seed/seedUsers";
import { describe, expect, it } from "vitest";
import { startTestDemoServer } from "../../../support/demoServer";
import { apiOver } from "../contractSubject";
import { STARTED_AT, UploadDriver } from "../upload/UploadDriver";
import { seedRecording } from "../recordSeed";
import { HighlightsDriver } from "./HighlightsDriver";
import { describeHighlightsContract } from "./highlightsContract";
import type { HighlightsSubject } from "./HighlightsSubject";
import { nodeContractServer } from "../contractBackends";

const SEED = SEED_USERS[0];

const node = nodeContractServer();
const { clock, events, controlGet } = node;

interface ContentDocument {
  readonly data: {
    readonly id: string;
    readonly type: string;
    readonly attributes: {
      readonly started_at: string | null;
      readonly pois: DemoPoi[];
      readonly notes: DemoNote[];
      readonly watched_poi: DemoWatchedPoi | null;
    };
  };
}

const nodeSubject = async (): Promise<HighlightsSubject> => {
  const { api, keyValue } = node.connect();
  const server = node.server();
  return {
    api,
    keyValue,
    events,
    async reset() {
      clock.rewind();
      await api.send({ method: "POST", path: "demo/reset" });
      events.clear();
    },
    advance: (ms) => clock.advance(ms),
    async content(sessionId) {
      const response = await controlGet(`demo/sessions/${sessionId}/content`);
      if (response.status === 404) return null;
      const { attributes } = ((await response.json()) as ContentDocument).data;
      return {
        startedAt: attributes.started_at,
        pois: attributes.pois,
        notes: attributes.notes,
        watchedPoi: attributes.watched_poi,
      };
    },
    // What the server holds, read from the server object this process started.
    async everything() {
      await server.router.exclusive(() => undefined);
      const data = server.router.database.data;
      return { pois: structuredClone(data.pois), notes: structuredClone(data.notes) };
    },
    async finishRecording(sessionId) {
      await seedRecording(server.router, sessionId);
    },
    async fetchFile(url) {
      const response = await fetch(new URL(url, server.url));
      return {
        status: response.status,
        contentType: response.headers.get("content-type"),
        bytes: new Uint8Array(await response.arrayBuffer()),
      };
    },
  };
};

describeHighlightsContract("highlights contract: AxiosHttp → Node demo server", nodeSubject);

describe("Node demo server: highlight inspection", () => {
  it("shows a session's stored content under demo/sessions/{id}/content", async () => {
    const subject = await nodeSubject();
    await subject.reset();
    const sessions = new UploadDriver(subject.api, subject.keyValue);
    await sessions.signIn(SEED.email, SEED.password);
    const session = await sessions.createSession();
    await sessions.startSession(session.data.id, STARTED_AT);
    const client = new HighlightsDriver(subject.api);
    const poi = await client.createPoi(session.data.id, { type: "auto", started_at: STARTED_AT, ended_at: STARTED_AT });
    await client.createNote(session.data.id, { text: "t" }, poi.data.id);
    const body = (await (await controlGet(`demo/sessions/${session.data.id}/content`)).json()) as ContentDocument;
    expect(body.data).toMatchObject({
      id: session.data.id,
      type: "demo_session_content",
      attributes: {
        started_at: STARTED_AT,
        pois: [{ id: poi.data.id, type: "auto", startedAt: Date.parse(STARTED_AT) }],
        notes: [{ poiId: poi.data.id, text: "t" }],
        watched_poi: null,
      },
    });
    expect((await controlGet("demo/sessions/999/content")).status).toBe(404);
  });

  it("serves note files without test controls, but not the content inspection", async () => {
    // The demo mode (its seeded account) without the test controls (issue 19).
    const plain = await startTestDemoServer(clock.now, undefined, { testControls: false, demo: true });
    try {
      const { api, keyValue } = apiOver(new AxiosHttp({ baseUrl: plain.url, timeoutMs: 10_000 }));
      const sessions = new UploadDriver(api, keyValue);
      await sessions.signIn(SEED.email, SEED.password);
      const session = await sessions.createSession();
      await sessions.startSession(session.data.id, STARTED_AT);
      // The start of a WebM's EBML header (DocType "webm"): files are served as their bytes say (issue 19).
      const webm = Uint8Array.of(0x1a, 0x45, 0xdf, 0xa3, 0x42, 0x82, 0x84, 0x77, 0x65, 0x62, 0x6d);
      const note = await new HighlightsDriver(api).uploadNoteFile(session.data.id, "clip.webm", webm);
      const file = await fetch(new URL(note.data.attributes.url!, plain.url));
      expect(file.status).toBe(200);
      expect(file.headers.get("content-type")).toBe("video/webm");
      expect((await fetch(`${plain.url}/demo/sessions/${session.data.id}/content`)).status).toBe(404);
    } finally {
      await plain.close();
    }
  });
});
