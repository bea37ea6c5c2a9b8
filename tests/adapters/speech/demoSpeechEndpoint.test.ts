import type { RunningDemoServer } from "@lectern/adapters/demo/server/startDemoServer";
import { startDemoServer } from "@lectern/adapters/demo/server/startDemoServer";
import { DEMO_SPEECH_PATH } from "@lectern/adapters/demo/speech/DemoSpeechEndpoint";
import { listenUrl } from "@lectern/adapters/speech/speechProtocol";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { startTestDemoServer } from "../../support/demoServer";
import { SpeechClient, audioSlice, oggSlice, webmSlice } from "./speechClient";

/**
 * The demo speech service's protocol over a real socket (Node `ws` client): parameters, the audio
 * container check, and the script replayed as interim then final results, one word per slice.
 */
let server: RunningDemoServer;
const clients: SpeechClient[] = [];

const wsBase = () => `ws://127.0.0.1:${server.port}${DEMO_SPEECH_PATH}`;

const connect = (url = listenUrl(wsBase()), protocols?: string[]): SpeechClient => {
  const client = new SpeechClient(url, protocols);
  clients.push(client);
  return client;
};

const setScript = async (body: unknown): Promise<Response> =>
  fetch(`${server.url}/demo/speech/script`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });

const transcripts = (messages: Record<string, unknown>[]) =>
  messages.map((message) => {
    const channel = message["channel"] as { alternatives: { transcript: string }[] };
    return [channel.alternatives[0]!.transcript, message["is_final"]];
  });

beforeAll(async () => {
  server = await startTestDemoServer(() => Date.now());
});

afterEach(() => {
  for (const client of clients.splice(0)) client.socket.terminate();
});

afterAll(async () => {
  await server.close();
});

describe("demo speech endpoint: the listen request", () => {
  it("closes with 1008 and names a missing parameter", async () => {
    const url = new URL(listenUrl(wsBase()));
    url.searchParams.delete("tier");
    const client = connect(url.toString());
    expect(await client.closed).toEqual({ code: 1008, reason: "Missing parameter tier (expected enhanced)." });
  });

  it("closes with 1008 and names a wrong parameter", async () => {
    const url = new URL(listenUrl(wsBase()));
    url.searchParams.set("encoding", "linear16");
    const client = connect(url.toString());
    expect(await client.closed).toEqual({ code: 1008, reason: "Unsupported encoding=linear16 (expected ogg-opus)." });
  });

  it("answers the key's token subprotocol", async () => {
    const client = connect(undefined, ["token", "demo-key"]);
    await client.opened;
    expect(client.socket.protocol).toBe("token");
  });

  it("refuses upgrades on any other path", async () => {
    const client = connect(`ws://127.0.0.1:${server.port}/api/demo/speech/other`);
    await client.closed;
    expect(client.refusedWith).toBe(404);
  });
});

describe("demo speech endpoint: the audio", () => {
  it("closes with 1003 when the first audio is neither Ogg nor WebM", async () => {
    const client = connect();
    await client.opened;
    client.send(new TextEncoder().encode("RIFF\u0000\u0000\u0000\u0000WAVEfmt "));
    expect(await client.closed).toEqual({ code: 1003, reason: "The audio must be an Ogg or WebM stream." });
  });

  it("closes with 1003 on a text message that is not a control message", async () => {
    const client = connect();
    await client.opened;
    client.send("hello");
    expect((await client.closed).code).toBe(1003);
  });

  it("replays the script one word per slice: interims of the sentence so far, then the final", async () => {
    expect((await setScript({ text: "The first law. Energy stays." })).status).toBe(200);
    const client = connect();
    await client.opened;
    client.send(oggSlice());
    for (let slice = 1; slice < 7; slice += 1) client.send(audioSlice());
    const messages = await client.waitFor(5);
    // Nothing more after the last word, however much audio follows.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(transcripts(messages)).toEqual([
      ["The", false],
      ["The first", false],
      ["The first law.", true],
      ["Energy", false],
      ["Energy stays.", true],
    ]);
    expect(messages[2]).toEqual({
      type: "Results",
      channel: { alternatives: [{ transcript: "The first law.", confidence: 0.99 }] },
      is_final: true,
      speech_final: true,
      start: 0,
      duration: 0.75,
    });
  });

  it("accepts WebM, ignores KeepAlive, and settles the sentence under way on CloseStream", async () => {
    expect((await setScript({ data: { attributes: { text: "One two three." } } })).status).toBe(200);
    const client = connect();
    await client.opened;
    client.send(webmSlice());
    client.send('{"type":"KeepAlive"}');
    client.send(audioSlice());
    await client.waitFor(2);
    client.send('{"type":"CloseStream"}');
    const closed = await client.closed;
    expect(transcripts(client.messages)).toEqual([
      ["One", false],
      ["One two", false],
      ["One two", true],
    ]);
    expect(closed.code).toBe(1000);
  });

  it("tells the container from the stream's first four bytes, even when the recorder sends them one at a time", async () => {
    expect((await setScript({ text: "One two." })).status).toBe(200);
    const client = connect();
    await client.opened;
    const head = webmSlice();
    client.send(head.subarray(0, 1));
    client.send(head.subarray(1));
    client.send(audioSlice());
    const messages = await client.waitFor(2);
    expect(transcripts(messages)).toEqual([
      ["One", false],
      ["One two.", true],
    ]);
  });

  it("waits out a lead-in of silence before the first word", async () => {
    await setScript({ text: "Hello there.", lead_silence_ms: 500 });
    const client = connect();
    await client.opened;
    client.send(oggSlice());
    client.send(audioSlice());
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(client.messages).toEqual([]);
    client.send(audioSlice());
    expect(transcripts(await client.waitFor(1))).toEqual([["Hello", false]]);
  });
});

describe("demo speech endpoint: the script control", () => {
  it("refuses an empty text with 422", async () => {
    const response = await setScript({ text: "  " });
    expect(response.status).toBe(422);
    expect(JSON.stringify(await response.json())).toContain("The text is required.");
  });

  it("exists only with the test controls on", async () => {
    const plain = await startDemoServer({ port: 0 });
    try {
      const response = await fetch(`${plain.url}/demo/speech/script`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ text: "Hi." }),
      });
      expect(response.status).toBe(404);
      // The listen endpoint itself is part of the demo and always there.
      const client = new SpeechClient(listenUrl(`ws://127.0.0.1:${plain.port}${DEMO_SPEECH_PATH}`));
      clients.push(client);
      await client.opened;
    } finally {
      for (const client of clients.splice(0)) client.socket.terminate();
      await plain.close();
    }
  });
});
