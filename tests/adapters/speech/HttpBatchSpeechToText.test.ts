import { type IncomingMessage, type Server, type ServerResponse, createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { BatchSpeechFailure } from "@lectern/adapters/demo/speech/BatchSpeechToText";
import { BATCH_SPEECH_PARAMETERS } from "@lectern/adapters/demo/speech/batchSpeechReply";
import { HttpBatchSpeechToText } from "@lectern/adapters/demo/speech/HttpBatchSpeechToText";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { speechFixture } from "./speechFixtures";

/** A stand-in provider over real HTTP: each test says how it answers and reads what was sent. */
type Answer = (incoming: IncomingMessage, outgoing: ServerResponse, body: Buffer) => void;
let answer: Answer;
let seen: { url: string; headers: IncomingMessage["headers"]; body: Buffer }[] = [];
let server: Server;
let base: string;

beforeAll(async () => {
  server = createServer((incoming, outgoing) => {
    const chunks: Buffer[] = [];
    incoming.on("data", (chunk: Buffer) => chunks.push(chunk));
    incoming.on("end", () => {
      const body = Buffer.concat(chunks);
      seen.push({ url: incoming.url ?? "", headers: incoming.headers, body });
      answer(incoming, outgoing, body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1/listen`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});
beforeEach(() => {
  seen = [];
});

const json =
  (status: number, body: unknown): Answer =>
  (_incoming, outgoing) => {
    outgoing.writeHead(status, { "content-type": "application/json" });
    outgoing.end(typeof body === "string" ? body : JSON.stringify(body));
  };

const AUDIO = Uint8Array.from([0x1a, 0x45, 0xdf, 0xa3, 1, 2, 3]);

const failureOf = async (call: Promise<unknown>): Promise<BatchSpeechFailure> => {
  const error: unknown = await call.then(
    () => null,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(BatchSpeechFailure);
  return error as BatchSpeechFailure;
};

describe("HttpBatchSpeechToText: the provider's pre-recorded call (issue 21)", () => {
  it("posts the audio with its type, the key as a Token and the batch parameters; decodes the reply", async () => {
    answer = json(200, speechFixture("prerecorded-diarized.json"));
    const speech = new HttpBatchSpeechToText({ url: base, key: "secret-key" });
    const utterances = await speech.transcribe(AUDIO, "audio/webm");
    expect(utterances).toHaveLength(5);
    expect(utterances[2]).toMatchObject({ text: "Will this be on the exam?", speaker: 1 });
    const [request] = seen;
    expect(request!.headers).toMatchObject({ authorization: "Token secret-key", "content-type": "audio/webm" });
    expect(new Uint8Array(request!.body)).toEqual(AUDIO);
    const url = new URL(request!.url, "http://x");
    expect(url.pathname).toBe("/v1/listen");
    expect(Object.fromEntries(url.searchParams)).toEqual(BATCH_SPEECH_PARAMETERS);
  });

  it("sends no authorization without a key", async () => {
    answer = json(200, speechFixture("prerecorded-words-only.json"));
    await new HttpBatchSpeechToText({ url: base }).transcribe(AUDIO, "video/webm");
    expect(seen[0]!.headers.authorization).toBeUndefined();
    expect(seen[0]!.headers["content-type"]).toBe("video/webm");
  });

  it("a refused key: the provider's reason, not worth a retry", async () => {
    answer = json(401, speechFixture("prerecorded-invalid-auth.json"));
    const failure = await failureOf(
      new HttpBatchSpeechToText({ url: base, key: "wrong" }).transcribe(AUDIO, "audio/webm"),
    );
    expect(failure).toMatchObject({ kind: "refused", status: 401, retryable: false });
    expect(failure.message).toBe("The speech service refused the recording (HTTP 401): Invalid credentials.");
  });

  it("429 and 5xx are worth a retry; a plain-text body is quoted", async () => {
    answer = json(429, { err_code: "TOO_MANY_REQUESTS", err_msg: "Too many requests." });
    expect(await failureOf(new HttpBatchSpeechToText({ url: base }).transcribe(AUDIO, "audio/webm"))).toMatchObject({
      kind: "refused",
      status: 429,
      retryable: true,
    });
    answer = (_incoming, outgoing) => {
      outgoing.writeHead(503, { "content-type": "text/html" });
      outgoing.end("<h1>Service  Unavailable</h1>");
    };
    const failure = await failureOf(new HttpBatchSpeechToText({ url: base }).transcribe(AUDIO, "audio/webm"));
    expect(failure).toMatchObject({ kind: "refused", status: 503, retryable: true });
    expect(failure.message).toContain("<h1>Service Unavailable</h1>");
  });

  it("a 2xx that is not JSON, or not a transcript, is malformed (decoded, never trusted)", async () => {
    answer = json(200, "<html>captive portal</html>");
    expect(await failureOf(new HttpBatchSpeechToText({ url: base }).transcribe(AUDIO, "audio/webm"))).toMatchObject({
      kind: "malformed",
      retryable: false,
      message: "The speech service's reply is not JSON.",
    });
    answer = json(200, { results: { channels: [{ alternatives: [{ transcript: 42 }] }] } });
    const failure = await failureOf(new HttpBatchSpeechToText({ url: base }).transcribe(AUDIO, "audio/webm"));
    expect(failure).toMatchObject({ kind: "malformed", retryable: false });
    expect(failure.message).toMatch(/not a transcript/);
  });

  it("a provider that does not answer in time: unreachable, worth a retry", async () => {
    answer = () => undefined;
    const speech = new HttpBatchSpeechToText({ url: base, timeoutMs: 150 });
    const failure = await failureOf(speech.transcribe(AUDIO, "audio/webm"));
    expect(failure).toMatchObject({ kind: "unreachable", retryable: true });
    expect(failure.message).toMatch(/^The speech service at http:\/\/127\.0\.0\.1:\d+ did not answer within 150 ms\.$/);
  });

  it("nothing listening: unreachable with the cause; a caller's abort is not retried", async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const failure = await failureOf(
      new HttpBatchSpeechToText({ url: `http://127.0.0.1:${port}/v1/listen` }).transcribe(AUDIO, "audio/webm"),
    );
    expect(failure).toMatchObject({ kind: "unreachable", retryable: true });
    expect(failure.message).toMatch(/could not be reached: .*ECONNREFUSED/);

    answer = () => undefined;
    const controller = new AbortController();
    const call = new HttpBatchSpeechToText({ url: base }).transcribe(AUDIO, "audio/webm", controller.signal);
    setTimeout(() => controller.abort(), 50);
    expect(await failureOf(call)).toMatchObject({ kind: "unreachable", retryable: false });
  });
});
