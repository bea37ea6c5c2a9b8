import type { RunningDemoServer } from "@lectern/adapters/demo/server/startDemoServer";
import { DEMO_SPEECH_PATH } from "@lectern/adapters/demo/speech/DemoSpeechEndpoint";
import { loadWs, type WsSocket } from "@lectern/adapters/demo/speech/wsModule";
import { StreamingSpeech } from "@lectern/adapters/speech/StreamingSpeech";
import { CAPTIONS_TEXTS } from "@lectern/core/captions/domain/captionsTexts";
import type { CaptionMessage } from "@lectern/core/ports/SpeechPort";
import type { Subscription } from "rxjs";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { startTestDemoServer } from "../../support/demoServer";
import { audioSlice, webmSlice } from "./speechClient";

/**
 * StreamingSpeech against the demo speech endpoint in Node: the socket is the `ws` client, the
 * microphone and MediaRecorder are stand-ins the test drives (Node has neither), so everything on
 * the wire (URL, subprotocol, binary slices, provider messages, closes) is real.
 */
class FakeRecorder {
  static current: FakeRecorder | null = null;
  static supported = (type: string) => type.startsWith("audio/webm");
  static isTypeSupported(type: string): boolean {
    return FakeRecorder.supported(type);
  }
  state: "inactive" | "recording" = "inactive";
  timeslice: number | null = null;
  ondataavailable: ((event: { data: unknown }) => void) | null = null;
  onerror: (() => void) | null = null;
  constructor(
    readonly stream: unknown,
    readonly options: { mimeType: string },
  ) {
    FakeRecorder.current = this;
  }
  start(timeslice: number): void {
    this.state = "recording";
    this.timeslice = timeslice;
  }
  stop(): void {
    this.state = "inactive";
  }
  /** A slice as the recorder hands it over (the adapter reads `size` and sends the bytes). */
  emit(bytes: Uint8Array): void {
    this.ondataavailable?.({ data: Object.assign(bytes, { size: bytes.length }) });
  }
}

let server: RunningDemoServer;
let sockets: WsSocket[];
let tracksStopped: number;
let constraints: unknown[];
let microphone: () => Promise<unknown>;

beforeAll(async () => {
  server = await startTestDemoServer(() => Date.now());
});
afterAll(async () => {
  await server.close();
});

beforeEach(() => {
  sockets = [];
  tracksStopped = 0;
  constraints = [];
  FakeRecorder.current = null;
  microphone = async () => ({ getTracks: () => [{ stop: () => (tracksStopped += 1) }] });
  const Ws = loadWs();
  // The `ws` client behind the browser's WebSocket constructor, remembering each socket opened.
  const Recorded = function (url: string, protocols?: string[]) {
    const socket = protocols ? new Ws(url, protocols) : new Ws(url);
    sockets.push(socket);
    return socket;
  } as unknown as typeof WebSocket;
  Object.assign(Recorded, { CONNECTING: 0, OPEN: 1, CLOSING: 2, CLOSED: 3 });
  vi.stubGlobal("WebSocket", Recorded);
  vi.stubGlobal("MediaRecorder", FakeRecorder);
  vi.stubGlobal("navigator", {
    mediaDevices: {
      getUserMedia: (asked: unknown) => {
        constraints.push(asked);
        return microphone();
      },
    },
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
  for (const socket of sockets) socket.terminate();
});

const setScript = (text: string) =>
  fetch(`${server.url}/demo/speech/script`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ text }),
  });

const until = async (check: () => boolean, timeoutMs = 5_000): Promise<void> => {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error("timed out");
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
};

const speechUrl = () => `ws://127.0.0.1:${server.port}${DEMO_SPEECH_PATH}`;

const listen = (speech: StreamingSpeech) => {
  const messages: CaptionMessage[] = [];
  const outcome: { error: unknown; completed: boolean } = { error: null, completed: false };
  const subscription: Subscription = speech.listen().subscribe({
    next: (message) => messages.push(message),
    error: (error: unknown) => (outcome.error = error),
    complete: () => (outcome.completed = true),
  });
  return { messages, outcome, subscription };
};

describe("StreamingSpeech over the demo speech endpoint", () => {
  it("streams the microphone in 250 ms opus slices and turns the provider's results into captions", async () => {
    await setScript("Heat flows. Always.");
    const speech = new StreamingSpeech({ url: speechUrl(), key: "demo-key" });
    expect(speech.availability()).toBe("available");
    const { messages, subscription } = listen(speech);

    await until(() => FakeRecorder.current?.state === "recording");
    expect(constraints).toEqual([{ audio: { echoCancellation: false } }]);
    const recorder = FakeRecorder.current!;
    expect(recorder.options.mimeType).toBe("audio/webm;codecs=opus");
    expect(recorder.timeslice).toBe(250);
    expect(sockets[0]!.protocol).toBe("token");

    recorder.emit(webmSlice());
    recorder.emit(new Uint8Array());
    recorder.emit(audioSlice());
    recorder.emit(audioSlice());
    await until(() => messages.length === 3);
    expect(messages).toEqual([
      { text: "Heat", isFinal: false },
      { text: "Heat flows.", isFinal: true },
      { text: "Always.", isFinal: true },
    ]);

    subscription.unsubscribe();
    expect(recorder.state).toBe("inactive");
    expect(tracksStopped).toBe(1);
    await until(() => sockets[0]!.readyState === 3);
  });

  it("records Ogg when the browser can", async () => {
    FakeRecorder.supported = () => true;
    try {
      const { subscription } = listen(new StreamingSpeech({ url: speechUrl() }));
      await until(() => FakeRecorder.current?.state === "recording");
      expect(FakeRecorder.current!.options.mimeType).toBe("audio/ogg;codecs=opus");
      subscription.unsubscribe();
    } finally {
      FakeRecorder.supported = (type: string) => type.startsWith("audio/webm");
    }
  });

  it("fails with the refused-stream message when the service closes with an error code", async () => {
    const { outcome } = listen(new StreamingSpeech({ url: speechUrl() }));
    await until(() => FakeRecorder.current?.state === "recording");
    FakeRecorder.current!.emit(new TextEncoder().encode("RIFF....WAVE"));
    await until(() => outcome.error !== null);
    expect(outcome.error).toMatchObject({ name: "SpeechFailure", message: CAPTIONS_TEXTS.serviceRefused });
    expect(FakeRecorder.current!.state).toBe("inactive");
    expect(tracksStopped).toBe(1);
  });

  it("fails with the connection message when nothing answers", async () => {
    const { outcome } = listen(new StreamingSpeech({ url: "ws://127.0.0.1:9/api/demo/speech/listen" }));
    await until(() => outcome.error !== null);
    expect(outcome.error).toMatchObject({ kind: "connection", message: CAPTIONS_TEXTS.connectionRefused });
    expect(FakeRecorder.current).toBeNull();
  });

  it("fails with the permission message when the microphone is refused, and closes the socket", async () => {
    microphone = async () => Promise.reject(Object.assign(new Error("denied"), { name: "NotAllowedError" }));
    const { outcome } = listen(new StreamingSpeech({ url: speechUrl() }));
    await until(() => outcome.error !== null);
    expect(outcome.error).toMatchObject({ kind: "permission-denied", message: CAPTIONS_TEXTS.permissionDenied });
    await until(() => sockets[0]!.readyState === 3);
  });

  it("is unavailable without a microphone API", () => {
    vi.stubGlobal("navigator", {});
    expect(new StreamingSpeech({ url: speechUrl() }).availability()).toBe("unavailable");
  });
});
