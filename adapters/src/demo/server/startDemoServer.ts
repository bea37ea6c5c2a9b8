import { AsyncLocalStorage } from "node:async_hooks";
import { type IncomingMessage, type ServerResponse, createServer } from "node:http";
import type { AddressInfo } from "node:net";
import type { WireResponse } from "@lectern/core/api/wire";
import Pusher from "pusher";
import type { DemoPersistence } from "../db/DemoPersistence";
import { MemoryDemoPersistence } from "../db/MemoryDemoPersistence";
import type { DemoRouter } from "../DemoRouter";
import type { DemoTestControls } from "../DemoTestControls";
import type { DemoMediaStore } from "../media/DemoMediaStore";
import type { DemoPlanCapacity } from "../model/demoCapacity";
import { openDemoBackend } from "../openDemoBackend";
import type { RealtimePublisher } from "../RealtimePublisher";
import { dataReply, errorReply, eventsOf } from "../routing/replies";
import type { BatchSpeechToText } from "../speech/BatchSpeechToText";
import { answerBatchSpeech } from "../speech/DemoBatchSpeech";
import { DEMO_SPEECH_PATH, attachDemoSpeech } from "../speech/DemoSpeechEndpoint";
import { HttpBatchSpeechToText } from "../speech/HttpBatchSpeechToText";
import { DemoSpeechScript } from "../speech/DemoSpeechScript";
import { speechScriptRoutes } from "../speech/speechScriptRoutes";
import { corsHeaders } from "./cors";
import { isLoopbackHost, isLoopbackRequest } from "./loopback";
import { HeardCaptionsListener } from "./heardCaptionsListener";
import { DEFAULT_LECTURES_DIR, answerMediaRequest } from "./mediaRequests";
import { PusherChannelAuthorizer } from "./PusherChannelAuthorizer";
import { type PusherOptions, pusherOptions } from "./pusherOptions";
import { PusherPublisher } from "./PusherPublisher";
import { BodyTooLarge, readWireRequest } from "./readWireRequest";
import { listenOrigin, requestOrigin } from "./requestOrigin";
import { serveApp } from "./serveApp";
import type { ServerSpeech } from "./serverSpeechSettings";
import { ServedMediaAddresses } from "./ServedMediaAddresses";
import type { StudyEngine } from "../study/engine/StudyEngine";

/** The API lives under this path, so the API base URL is http://host:port/api. */
export const DEMO_API_BASE_PATH = "/api/";

/** Why a demo or test mode will not start on another host (issue 19). */
export const LOOPBACK_ONLY = (host: string): string =>
  `The demo and test modes serve this machine only: bind them to 127.0.0.1 (or another loopback name), not '${host}'.`;

/** A server in a demo mode answers this to a request from a page or a name that is not this machine. */
export const NOT_FROM_THIS_MACHINE = "This demo server answers only requests from this machine.";

export interface StartDemoServerOptions {
  /** 0 (the default) picks a free port. */
  readonly port?: number;
  /** 127.0.0.1 by default; in a demo or test mode only a loopback name is accepted. */
  readonly host?: string;
  /**
   * The demo mode (issue 19): the demo's own doors (demo/outbox, the stand-in identity provider
   * demo/sso/*, the card provider's page) and its seeded account. The server then binds only to
   * loopback and answers only requests addressed to a loopback name from no page or a loopback page.
   * Off by default: those paths are 404, and the server may bind to any host.
   */
  readonly demo?: boolean;
  /** Pusher-protocol server to publish to and sign channels for; defaults as in pusherOptions. */
  readonly pusher?: Partial<PusherOptions>;
  readonly now?: () => number;
  readonly persistence?: DemoPersistence;
  /** Recording bytes; memory by default. */
  readonly media?: DemoMediaStore;
  /** Where real-time events go; by default a Pusher publisher to `pusher`. Tests may record them instead. */
  readonly publisher?: RealtimePublisher;
  /**
   * Hear the captions whispered on the channels of sessions being recorded (a pusher-js client of
   * the server's own), for their transcripts. On by default with the real publisher.
   */
  readonly hearCaptions?: boolean;
  /**
   * Serve the test-only routes: fault injection (POST/DELETE /api/demo/faults, PUT
   * /api/demo/faults/latency) and inspection (GET /api/demo/media/streams/{id}/merged|slices,
   * GET /api/demo/monitoring/stuck) and the demo speech service's script (POST/DELETE
   * /api/demo/speech/script) and POST /api/demo/reset, which wipes every account. Off by default;
   * main.ts turns it on with LECTERN_DEMO_FAULTS=1. Implies the demo mode.
   */
  readonly testControls?: boolean;
  /** The capacity of accounts without a licence; DEMO_PLAN_CAPACITY by default. */
  readonly demoPlan?: DemoPlanCapacity;
  /** Waited before every request, e.g. a benchmark's 150 ms of server latency. */
  readonly addedDelayMs?: number;
  /** The seeded lectures' committed media (served at /demo-lectures/); ui/public/demo-lectures by default. */
  readonly lecturesDir?: string;
  /** The study engine; the inline engine (loaded on first use) by default. */
  readonly study?: StudyEngine;
  /**
   * A built web app (api mode, `VITE_API_URL=/api/`) served at every path outside /api, /media and
   * /demo-lectures, with index.html for the app's own routes: one origin for app and API (`npm run server`).
   */
  readonly appDir?: string | undefined;
  /**
   * Transcribe merged recordings that got no transcript from live captions (issue 21) through this
   * provider's batch call, or `self`: the server's own demo speech service (POST
   * /api/demo/speech/listen). None by default; main.ts reads LECTERN_SPEECH_URL / LECTERN_SPEECH_KEY.
   */
  readonly speech?: ServerSpeech;
  /** The waits between transcription tries; TRANSCRIPTION_RETRY_DELAYS_MS by default. */
  readonly transcriptionRetryDelaysMs?: readonly number[];
}

export interface RunningDemoServer {
  /** The API base URL, e.g. http://127.0.0.1:8787/api */
  readonly url: string;
  readonly port: number;
  readonly router: DemoRouter;
  /** Where the server's real-time events go (the Pusher-protocol server). */
  readonly publisher: RealtimePublisher;
  /** The same controls in-process tests use, for tests that run the server in their own process. */
  readonly controls: DemoTestControls;
  /** The server-side transcription after merges (with `speech`): tests await `whenIdle()`. */
  readonly transcription: { whenIdle(): Promise<void> };
  /** The batch listen address of the server's own demo speech service. */
  readonly speechUrl: string;
  /** How many event streams (tutor answers) lost their client before their end: for tests and diagnostics. */
  clientsGone(): number;
  /** Back to the seed data (recordings and their bytes too), faults cleared. */
  reset(): Promise<void>;
  close(): Promise<void>;
}

const write = (outgoing: ServerResponse, response: WireResponse, cors: Record<string, string>): void => {
  const headers: Record<string, string> = { ...cors, ...response.headers };
  let payload: string | Uint8Array | undefined;
  if (response.body instanceof Uint8Array) {
    payload = response.body;
    headers["content-type"] ??= "application/octet-stream";
  } else if (typeof response.body === "string") {
    payload = response.body;
    headers["content-type"] ??= "text/plain; charset=utf-8";
  } else if (response.body !== null && response.body !== undefined) {
    payload = JSON.stringify(response.body);
    headers["content-type"] ??= "application/json";
  }
  outgoing.writeHead(response.status, headers);
  outgoing.end(payload);
};

/**
 * A streaming answer as `text/event-stream`: each event one `data: {json}` line and a blank line,
 * written (and so flushed) on its own as it comes; the end of the events ends the response. A client
 * that goes away stops the events (their iterator's return()), so the route knows it was cut short.
 */
const writeEvents = async (
  incoming: IncomingMessage,
  outgoing: ServerResponse,
  response: WireResponse,
  events: AsyncIterable<unknown>,
  cors: Record<string, string>,
  onGone: () => void,
): Promise<void> => {
  const iterator = events[Symbol.asyncIterator]();
  let gone = false;
  const stop = () => {
    if (gone || outgoing.writableFinished) return;
    gone = true;
    onGone();
    void Promise.resolve(iterator.return?.()).catch(() => undefined);
  };
  outgoing.on("close", stop);
  incoming.socket.setNoDelay(true);
  outgoing.writeHead(response.status, { ...cors, ...response.headers });
  outgoing.flushHeaders();
  try {
    for (let next = await iterator.next(); !next.done && !outgoing.destroyed; next = await iterator.next()) {
      outgoing.write(`data: ${JSON.stringify(next.value)}\n\n`);
    }
  } finally {
    outgoing.off("close", stop);
    if (!outgoing.destroyed) outgoing.end();
  }
};

/** Mounts the demo router over node:http (for the real adapters' tests and `npm run demo:server`). */
export const startDemoServer = async (options: StartDemoServerOptions = {}): Promise<RunningDemoServer> => {
  const host = options.host ?? "127.0.0.1";
  const demo = Boolean(options.demo || options.testControls);
  if (demo && !isLoopbackHost(host)) throw new Error(LOOPBACK_ONLY(host));
  const now = options.now ?? (() => Date.now());
  const realtime = { ...pusherOptions({}), ...options.pusher };
  const pusher = new Pusher({
    appId: realtime.appId,
    key: realtime.key,
    secret: realtime.secret,
    host: realtime.host,
    port: String(realtime.port),
    useTLS: false,
  });
  const publisher = options.publisher ?? new PusherPublisher(pusher);
  const authorizer = new PusherChannelAuthorizer(pusher);
  const listener =
    (options.hearCaptions ?? !options.publisher)
      ? new HeardCaptionsListener(publisher, {
          key: realtime.key,
          host: realtime.host,
          port: realtime.port,
          authorizer,
        })
      : null;
  // The speech-to-text stand-in (WebSocket at /api/demo/speech/listen) replays this script.
  const speechScript = new DemoSpeechScript();
  // Media addresses point at this server (GET /media/{token}) as the asking client reached it (a
  // server on 0.0.0.0 has a name per machine); work outside a request uses the listening origin.
  let origin = "";
  const clientOrigin = new AsyncLocalStorage<string>();
  let clientsGone = 0;
  let addresses: ServedMediaAddresses | null = null;
  // Made on first use: `self` names this server's address, known once it listens.
  let transcriber: BatchSpeechToText | null = null;
  // Closing the server cancels a transcription in flight (the pipeline does not retry a cancelled one).
  const closing = new AbortController();
  const speechSettings = options.speech ?? null;
  const batchSpeech: BatchSpeechToText | null = speechSettings
    ? {
        transcribe: (audio, contentType, signal) => {
          transcriber ??= new HttpBatchSpeechToText(
            speechSettings === "self" ? { url: `${origin}${DEMO_SPEECH_PATH}` } : speechSettings,
          );
          return transcriber.transcribe(
            audio,
            contentType,
            signal ? AbortSignal.any([signal, closing.signal]) : closing.signal,
          );
        },
      }
    : null;
  const {
    router,
    controls,
    transcription,
    database: opened,
  } = await openDemoBackend({
    persistence: options.persistence ?? new MemoryDemoPersistence(),
    ...(options.media ? { media: options.media } : {}),
    mediaAddresses: (media, database) => {
      addresses = new ServedMediaAddresses(
        database,
        media,
        () => clientOrigin.getStore() ?? origin,
        options.lecturesDir ?? DEFAULT_LECTURES_DIR,
      );
      return addresses;
    },
    now,
    publisher: listener ?? publisher,
    ...(listener ? { whispers: listener } : {}),
    channelAuthorizer: authorizer,
    demoEndpoints: demo,
    testControls: options.testControls ?? false,
    ...(options.testControls ? { routes: speechScriptRoutes(speechScript) } : {}),
    ...(options.demoPlan ? { demoPlan: options.demoPlan } : {}),
    ...(options.addedDelayMs ? { addedDelayMs: options.addedDelayMs } : {}),
    ...(options.study ? { study: options.study } : {}),
    ...(batchSpeech ? { speech: batchSpeech } : {}),
    ...(options.transcriptionRetryDelaysMs ? { transcriptionRetryDelaysMs: options.transcriptionRetryDelaysMs } : {}),
  });

  // Sessions still recording when the server (re)started: their captions go on arriving.
  for (const session of opened.data.recordingSessions.filter((candidate) => candidate.status === 10)) {
    listener?.follow(`private-users-${session.userId}.sessions-${session.id}`);
  }

  const serve = async (incoming: IncomingMessage, outgoing: ServerResponse): Promise<void> => {
    const cors = corsHeaders(incoming, demo);
    const rawUrl = incoming.url ?? "/";
    if (demo && !isLoopbackRequest(incoming)) {
      write(outgoing, errorReply(403, [{ title: NOT_FROM_THIS_MACHINE }]), cors);
      return;
    }
    if (incoming.method === "OPTIONS") {
      outgoing.writeHead(204, cors);
      outgoing.end();
      return;
    }
    if (addresses && (await answerMediaRequest(incoming, outgoing, addresses, router.database, cors))) return;
    // The demo speech service's batch call, beside its streaming endpoint (DEMO_SPEECH_PATH).
    if (await answerBatchSpeech(incoming, outgoing, speechScript, now)) return;
    // Waits for the study pipeline, which works between requests: it must not hold the request queue.
    if (
      options.testControls &&
      incoming.method === "GET" &&
      rawUrl.startsWith(`${DEMO_API_BASE_PATH}demo/study/idle`)
    ) {
      await controls.studyIdle();
      write(outgoing, dataReply({ type: "demo_study_idle", attributes: { idle: true } }), cors);
      return;
    }
    if (!rawUrl.startsWith(DEMO_API_BASE_PATH) && options.appDir) {
      await serveApp(incoming, outgoing, options.appDir);
      return;
    }
    if (!rawUrl.startsWith(DEMO_API_BASE_PATH)) {
      write(outgoing, errorReply(404, [{ title: `The demo API lives under ${DEMO_API_BASE_PATH}.` }]), cors);
      return;
    }
    let response: WireResponse;
    try {
      const wire = await readWireRequest(incoming, rawUrl.slice(DEMO_API_BASE_PATH.length));
      // The socket's own address, never a header a client could write: what login throttling counts.
      const address = incoming.socket.remoteAddress ?? "unknown";
      response = await clientOrigin.run(requestOrigin(incoming) ?? origin, () => router.handle(wire, address));
    } catch (error) {
      const status = error instanceof BodyTooLarge ? 413 : 400;
      const title = error instanceof Error ? error.message : "The request could not be read.";
      write(outgoing, errorReply(status, [{ title }]), cors);
      return;
    }
    // Status 0 is how an injected fault says "no answer": drop the connection like a dead network.
    if (response.status === 0) {
      incoming.socket.destroy();
      return;
    }
    const events = eventsOf(response);
    if (events) await writeEvents(incoming, outgoing, response, events, cors, () => (clientsGone += 1));
    else write(outgoing, response, cors);
  };

  const server = createServer((incoming, outgoing) => {
    serve(incoming, outgoing).catch((error: unknown) => {
      if (!outgoing.headersSent)
        write(outgoing, errorReply(500, [{ title: String(error) }]), corsHeaders(incoming, demo));
      else outgoing.destroy();
    });
  });
  const speech = attachDemoSpeech(server, speechScript);
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port ?? 0, host, () => {
      server.off("error", reject);
      resolve();
    });
  });
  const port = (server.address() as AddressInfo).port;
  origin = listenOrigin(host, port);
  return {
    url: `http://${host}:${port}${DEMO_API_BASE_PATH.replace(/\/$/, "")}`,
    port,
    router,
    publisher,
    controls,
    transcription,
    speechUrl: `${origin}${DEMO_SPEECH_PATH}`,
    clientsGone: () => clientsGone,
    reset: () => controls.reset(),
    close: () =>
      new Promise<void>((resolve, reject) => {
        speech.close();
        closing.abort();
        listener?.close();
        server.close((error) => (error ? reject(error) : resolve()));
        // Keep-alive connections would otherwise hold close() open.
        server.closeAllConnections();
      }),
  };
};
