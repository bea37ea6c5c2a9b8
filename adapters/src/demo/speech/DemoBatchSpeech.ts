import { randomUUID } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { fixWebmDuration } from "@lectern/core/queue/domain/webm/fixWebmDuration";
import { readWebmLayout } from "@lectern/core/queue/domain/webm/readWebmLayout";
import { isLoopbackHost } from "../server/loopback";
import { BATCH_SPEECH_PARAMETERS } from "./batchSpeechReply";
import { DEMO_SPEECH_PATH } from "./DemoSpeechEndpoint";
import type { DemoSpeechScript } from "./DemoSpeechScript";
import { demoBatchReply } from "./demoBatchReply";

/**
 * The most of a body the demo keeps: a longer recording (four hours of the widget's video is ~2 GB)
 * is read to its end but only this much kept, whose Info (at the start) says how long it lasts.
 */
export const DEMO_BATCH_KEPT_BYTES = 64 * 1024 * 1024;

/** The provider's answer when the audio cannot be read. */
export const UNREADABLE_AUDIO = "Bad Request: failed to process audio: corrupt or unsupported data";

/** Why a batch request's query differs from BATCH_SPEECH_PARAMETERS, or null. */
export const batchParamsProblem = (query: URLSearchParams): string | null => {
  for (const [name, expected] of Object.entries(BATCH_SPEECH_PARAMETERS)) {
    const actual = query.get(name);
    if (actual === null) return `Missing parameter ${name} (expected ${expected}).`;
    if (actual !== expected) return `Unsupported ${name} (expected ${expected}).`;
  }
  return null;
};

const answer = (outgoing: ServerResponse, status: number, body: unknown): void => {
  outgoing.writeHead(status, { "content-type": "application/json" });
  outgoing.end(JSON.stringify(body));
};

/** The provider's error body: `{ err_code, err_msg, request_id }`. */
const refuse = (outgoing: ServerResponse, status: number, code: string, message: string): void =>
  answer(outgoing, status, { err_code: code, err_msg: message, request_id: randomUUID() });

/** A loopback peer, or one whose address is the server's own (a server bound to one LAN address). */
const isFromThisMachine = (incoming: IncomingMessage): boolean => {
  const remote = incoming.socket.remoteAddress ?? "";
  return isLoopbackHost(remote.replace(/^::ffff:/, "")) || remote === incoming.socket.localAddress;
};

/** The body's first DEMO_BATCH_KEPT_BYTES, and whether that was all of it. */
const readBody = async (incoming: IncomingMessage): Promise<{ bytes: Uint8Array; whole: boolean }> => {
  const chunks: Buffer[] = [];
  let kept = 0;
  let whole = true;
  for await (const chunk of incoming) {
    const buffer = chunk as Buffer;
    if (kept + buffer.length > DEMO_BATCH_KEPT_BYTES) {
      whole = false;
      continue;
    }
    chunks.push(buffer);
    kept += buffer.length;
  }
  return { bytes: Buffer.concat(chunks), whole };
};

/** How long a WebM lasts: its Duration, else (with every byte at hand) the end of its last frame. */
const durationOf = ({ bytes, whole }: { bytes: Uint8Array; whole: boolean }): number | null => {
  if (whole) return fixWebmDuration(bytes).durationSeconds;
  const layout = readWebmLayout(bytes);
  return layout?.storedDuration ? (layout.storedDuration * layout.timecodeScale) / 1e9 : null;
};

/**
 * The demo speech service's batch call (issue 21): `POST /api/demo/speech/listen` — the streaming
 * endpoint's address, as the provider's pre-recorded and live calls share /v1/listen — with a whole
 * WebM recording as the body. It checks what the provider checks (the parameters of
 * BATCH_SPEECH_PARAMETERS, a `Token` authorization when one is sent, an audio or video body it can
 * read; any key is accepted, as on the streaming endpoint) and answers its script timed within the
 * recording's length (demoBatchReply), in the provider's reply shape. True when the request was this call (and is answered).
 */
export const answerBatchSpeech = async (
  incoming: IncomingMessage,
  outgoing: ServerResponse,
  script: DemoSpeechScript,
  now: () => number,
): Promise<boolean> => {
  const url = new URL(incoming.url ?? "/", "http://demo.invalid");
  if (incoming.method !== "POST" || url.pathname !== DEMO_SPEECH_PATH) return false;
  if (!isFromThisMachine(incoming)) {
    // Only the server itself calls it (`self`): no one on the network has it read their uploads.
    incoming.resume();
    refuse(outgoing, 403, "FORBIDDEN", "The demo speech service answers only this machine.");
    return true;
  }
  // Read before any answer: a client still sending its body would otherwise see the connection cut.
  const body = await readBody(incoming);
  const authorization = incoming.headers.authorization;
  if (authorization !== undefined && !/^Token \S+$/.test(authorization)) {
    refuse(outgoing, 401, "INVALID_AUTH", "Invalid credentials: send Authorization: Token <key>.");
    return true;
  }
  const problem = batchParamsProblem(url.searchParams);
  if (problem) {
    refuse(outgoing, 400, "Bad Request", problem);
    return true;
  }
  const contentType = (incoming.headers["content-type"] ?? "").split(";")[0]!.trim().toLowerCase();
  if (!/^(audio|video)\/[\w.+-]+$/.test(contentType)) {
    refuse(outgoing, 415, "UNSUPPORTED_MEDIA_TYPE", "The body must be audio or video (Content-Type audio/webm).");
    return true;
  }
  const duration = durationOf(body);
  if (duration === null || !(duration > 0)) {
    refuse(outgoing, 400, "Bad Request", UNREADABLE_AUDIO);
    return true;
  }
  const requestId = randomUUID();
  answer(
    outgoing,
    200,
    demoBatchReply(script.current, duration, { requestId, created: new Date(now()).toISOString() }),
  );
  return true;
};
