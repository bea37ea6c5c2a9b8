import type { RunningDemoServer } from "@lectern/adapters/demo/server/startDemoServer";
import { SEED_USERS } from "@lectern/adapters/demo/seed/seedUsers";
import { AxiosHttp } from "@lectern/adapters/http/AxiosHttp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestDemoServer } from "../../support/demoServer";
import { apiOver } from "../../adapters/contract/contractSubject";
import { ManualNow } from "../../adapters/contract/ManualNow";
import { RecordingPublisher } from "../../adapters/contract/upload/RecordingPublisher";
import { UploadDriver } from "../../adapters/contract/upload/UploadDriver";
import { PHOTOSYNTHESIS } from "../../adapters/contract/study/studyScript";
import { recordWebm } from "../../adapters/demo/recordedWebm";

/**
 * Issue 21 end to end on the Node server over real HTTP: a lecture recorded without live captions,
 * uploaded and merged, is transcribed by the server through its speech service — here its own demo
 * speech service (`speech: "self"`, what `npm run server` uses unless LECTERN_SPEECH_URL says
 * otherwise), called over HTTP like a provider — and ends with a transcript and a summary.
 */
const SEED = SEED_USERS[0];
const clock = new ManualNow();
const events = new RecordingPublisher();
let server: RunningDemoServer;

beforeAll(async () => {
  server = await startTestDemoServer(clock.now, undefined, { publisher: events, speech: "self" });
});
afterAll(async () => {
  await server?.close();
});

const control = async (method: "GET" | "POST", path: string, body?: unknown): Promise<void> => {
  const response = await fetch(`${server.url}/${path}`, {
    method,
    headers: { "content-type": "application/json" },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
};

interface Transcript {
  readonly transcript: {
    readonly speakers: { id: string; name: string }[];
    readonly sentences: { speakerId: string; sentences: { start: number; end: number; text: string }[] }[];
  };
  readonly error: string | null;
}

describe("server-side transcription on the Node server (issue 21)", () => {
  it("a recording uploaded and merged with no captions ends with a transcript and a summary", async () => {
    const lecture = PHOTOSYNTHESIS.map((sentence) => sentence.text).join(" ");
    await control("POST", "demo/speech/script", { text: lecture });
    const { api, keyValue } = apiOver(new AxiosHttp({ baseUrl: server.url, timeoutMs: 20_000 }));
    const driver = new UploadDriver(api, keyValue);
    await driver.signIn(SEED.email, SEED.password);
    const { sessionId, path } = await driver.recordingWithStream("combined");
    const words = lecture.split(" ").length;
    // Long enough for every word of the script at one per 250 ms, and a little more.
    const recording = await recordWebm(Math.ceil(words / 4) + 2);
    await driver.upload(path, 0, [recording.stream]);
    await driver.endSession(sessionId);
    await driver.mergeSession(sessionId);

    await server.transcription.whenIdle();
    const reply = await api.send({ method: "GET", path: `sessions/${sessionId}/transcripts` });
    const [transcript] = (reply.body as { data: { attributes: Transcript }[] }).data.map((row) => row.attributes);
    expect(transcript!.error).toBeNull();
    expect(transcript!.transcript.speakers).toEqual([
      { id: "host", name: `${SEED.profile.first_name} ${SEED.profile.last_name}` },
    ]);
    const sentences = transcript!.transcript.sentences.flatMap((turn) => turn.sentences);
    expect(sentences.map((sentence) => sentence.text)).toEqual(PHOTOSYNTHESIS.map((sentence) => sentence.text));
    for (const sentence of sentences) {
      expect(sentence.end).toBeGreaterThan(sentence.start);
      expect(sentence.end).toBeLessThanOrEqual(recording.durationSeconds + 0.001);
    }

    await control("GET", "demo/study/idle");
    const document = (
      await api.send({ method: "GET", path: `sessions/${sessionId}`, query: { include: "summary,action_items" } })
    ).body as { included: { type: string; attributes: Record<string, unknown> }[] };
    const summary = document.included.find((resource) => resource.type === "sessions_summaries");
    expect(summary?.attributes).toMatchObject({ status: 20, error: null });
    expect((summary!.attributes["summary"] as unknown[]).length).toBeGreaterThan(0);
  });
});
