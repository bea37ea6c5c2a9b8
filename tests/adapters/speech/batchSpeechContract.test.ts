import type { RunningDemoServer } from "@lectern/adapters/demo/server/startDemoServer";
import { BatchSpeechFailure } from "@lectern/adapters/demo/speech/BatchSpeechToText";
import { BATCH_SPEECH_PARAMETERS, batchListenUrl } from "@lectern/adapters/demo/speech/batchSpeechReply";
import { UNREADABLE_AUDIO } from "@lectern/adapters/demo/speech/DemoBatchSpeech";
import { HttpBatchSpeechToText } from "@lectern/adapters/demo/speech/HttpBatchSpeechToText";
import { fixWebmDuration } from "@lectern/core/queue/domain/webm/fixWebmDuration";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { startTestDemoServer } from "../../support/demoServer";
import { fixtureWebm } from "../demo/processing/fixtureWebm";
import { recordWebm } from "../demo/recordedWebm";

/**
 * Contract: the real adapter (HttpBatchSpeechToText) against the demo speech service's batch call
 * over HTTP, as the server uses it after a merge; and what the service refuses, as the provider does.
 */
let server: RunningDemoServer;

beforeAll(async () => {
  server = await startTestDemoServer(() => Date.parse("2026-11-30T09:00:00Z"));
});
afterAll(async () => {
  await server?.close();
});
afterEach(async () => {
  await fetch(`${server.url}/demo/speech/script`, { method: "DELETE" });
});

const setScript = async (text: string, leadSilenceMs = 0): Promise<void> => {
  const response = await fetch(`${server.url}/demo/speech/script`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ text, lead_silence_ms: leadSilenceMs }),
  });
  expect(response.status).toBe(200);
};

const SCRIPT = "One two three. Four five six seven eight nine ten eleven twelve thirteen fourteen.";

describe("batch speech contract: HttpBatchSpeechToText → the demo speech service over HTTP", () => {
  it("answers the script, one word per 250 ms, within the recording's length (a merged file with its Duration)", async () => {
    await setScript(SCRIPT);
    const audio = fixtureWebm("silence-tone-silence.webm");
    const duration = fixWebmDuration(audio).durationSeconds!;
    expect(duration).toBeGreaterThan(2.9);
    const utterances = await new HttpBatchSpeechToText({ url: server.speechUrl, key: "any-key" }).transcribe(
      audio,
      "audio/webm",
    );
    const words = Math.floor(duration / 0.25 + 1e-9);
    expect(utterances).toEqual([
      { start: 0, end: 0.75, text: "One two three.", speaker: 0 },
      {
        start: 0.75,
        end: words * 0.25,
        text: SCRIPT.split(" ").slice(3, words).join(" "),
        speaker: 0,
      },
    ]);
    expect(utterances.at(-1)!.end).toBeLessThanOrEqual(duration);
  });

  it("a live-recorded WebM without a Duration is measured; the lead silence comes first; no key is fine", async () => {
    await setScript("Hello there. General remarks.", 1000);
    const { stream, durationSeconds } = await recordWebm(3);
    const utterances = await new HttpBatchSpeechToText({ url: server.speechUrl }).transcribe(stream, "video/webm");
    expect(durationSeconds).toBeCloseTo(3, 1);
    expect(utterances).toEqual([
      { start: 1, end: 1.5, text: "Hello there.", speaker: 0 },
      { start: 1.5, end: 2, text: "General remarks.", speaker: 0 },
    ]);
  });

  it("answers in the provider's reply shape: metadata, channels' words with speakers, utterances", async () => {
    await setScript("Good morning.");
    const response = await fetch(batchListenUrl(server.speechUrl), {
      method: "POST",
      headers: { "content-type": "audio/webm", authorization: "Token k" },
      body: fixtureWebm("silence-tone-silence.webm") as Uint8Array<ArrayBuffer>,
    });
    expect(response.status).toBe(200);
    const reply = (await response.json()) as Record<string, Record<string, unknown>>;
    expect(reply["metadata"]).toMatchObject({ channels: 1, created: "2026-11-30T09:00:00.000Z" });
    expect(reply["results"]).toMatchObject({
      channels: [
        {
          alternatives: [
            {
              transcript: "Good morning.",
              words: [
                { word: "good", punctuated_word: "Good", start: 0, end: 0.25, speaker: 0 },
                { word: "morning", punctuated_word: "morning.", start: 0.25, end: 0.5, speaker: 0 },
              ],
            },
          ],
        },
      ],
      utterances: [{ start: 0, end: 0.5, transcript: "Good morning.", speaker: 0, channel: 0 }],
    });
  });

  it("refuses what the provider refuses: audio it cannot read, a body that is not audio, wrong parameters, a bad authorization", async () => {
    const speech = new HttpBatchSpeechToText({ url: server.speechUrl, key: "k" });
    const unreadable = await speech.transcribe(Uint8Array.from([1, 2, 3, 4]), "audio/webm").catch((e: unknown) => e);
    expect(unreadable).toBeInstanceOf(BatchSpeechFailure);
    expect(unreadable).toMatchObject({ kind: "refused", status: 400, retryable: false });
    expect((unreadable as Error).message).toContain(UNREADABLE_AUDIO);

    const post = (url: string, headers: Record<string, string>) =>
      fetch(url, {
        method: "POST",
        headers,
        body: fixtureWebm("silence-tone-silence.webm") as Uint8Array<ArrayBuffer>,
      });
    expect((await post(batchListenUrl(server.speechUrl), { "content-type": "application/json" })).status).toBe(415);
    const wrong = new URL(batchListenUrl(server.speechUrl));
    wrong.searchParams.set("diarize", "false");
    const refused = await post(wrong.toString(), { "content-type": "audio/webm" });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({
      err_code: "Bad Request",
      err_msg: expect.stringContaining("diarize"),
    });
    const missing = new URL(server.speechUrl);
    expect((await post(missing.toString(), { "content-type": "audio/webm" })).status).toBe(400);
    const bearer = await post(batchListenUrl(server.speechUrl), {
      "content-type": "audio/webm",
      authorization: "Bearer k",
    });
    expect(bearer.status).toBe(401);
    expect(await bearer.json()).toMatchObject({ err_code: "INVALID_AUTH" });
    expect(Object.keys(BATCH_SPEECH_PARAMETERS)).toContain("utterances");
  });
});
