import { SystemClock } from "@lectern/adapters/browser/SystemClock";
import { ApiClient, TOKEN_KEY } from "@lectern/core/api/ApiClient";
import { NetworkMonitor } from "@lectern/core/network/application/NetworkMonitor";
import type { HttpPort } from "@lectern/core/ports/HttpPort";
import { chunkFileName, uploadCalls } from "@lectern/core/queue/application/uploadCalls";
import { Fnv1a64 } from "@lectern/core/queue/domain/Fnv1a64";
import { NEVER } from "rxjs";
import { InMemoryKeyValue } from "../../support/InMemoryKeyValue";
import { LIBRARY_USER } from "./makeLibrary";

/** The three writes of issue 20's proof. */
export type WriteKind = "highlight" | "note" | "chunk";
export const WRITE_KINDS: readonly WriteKind[] = ["highlight", "note", "chunk"];

/** An audio upload as the queue sends it while recording: ~10 s of 150 ms slices of ~350 bytes. */
const SLICES_PER_CHUNK = 35;
const SLICE_BYTES = 350;
const always = { probe: async () => true, platformOnline$: NEVER };

/**
 * The demo student, signed in over `http` (the tab's InProcessHttp, or the Node backend's), with a
 * recording under way: highlights and notes go to it and upload chunks to its stream, each write
 * one request through core's ApiClient, as the widget and the queue send them. The token lives in
 * memory only, so the app at the same origin is not signed in by the benchmark.
 */
export class BenchWrites {
  #uploaded = 0;

  private constructor(
    private readonly api: ApiClient,
    private readonly sessionId: string,
    private readonly streamPath: string,
    private readonly startedAt: number,
    /** How long the sign-in request took (the first request also loads the sign-in routes in the tab). */
    readonly signInMs: number,
  ) {}

  /** Signs in (timed), then creates, starts and adds a stream to a recording. */
  static async open(http: HttpPort): Promise<BenchWrites> {
    const keyValue = new InMemoryKeyValue();
    const api = new ApiClient(http, keyValue, new NetworkMonitor(always, new SystemClock()));
    const signInStart = performance.now();
    const login = await api.send({
      method: "POST",
      path: "v2/auth/login",
      body: { data: { attributes: { email: LIBRARY_USER.email, password: LIBRARY_USER.password, remember: true } } },
    });
    keyValue.set(TOKEN_KEY, (login.body as { data: { attributes: { token: string } } }).data.attributes.token);
    const signInMs = performance.now() - signInStart;
    const startedAt = Date.now() - 600_000;
    const started = new Date(startedAt).toISOString();
    const session = await api.send({
      method: "POST",
      path: uploadCalls.createSession(),
      body: { data: { type: "sessions", attributes: { name: "Storage benchmark", started_at: started } } },
    });
    const sessionId = String((session.body as { data: { id: string } }).data.id);
    await api.send({
      method: "POST",
      path: uploadCalls.startSession(sessionId),
      body: { data: { attributes: { started_at: started } } },
    });
    const stream = await api.send({
      method: "POST",
      path: uploadCalls.createStream(sessionId),
      body: { data: { type: "streams", attributes: { type: "audio", created_at: started, is_primary: true } } },
    });
    const path = (stream.body as { data: { attributes: { path: string } } }).data.attributes.path;
    return new BenchWrites(api, sessionId, path, startedAt, signInMs);
  }

  /** Write number `index` of `kind`: resolves once the backend answered, i.e. after its flush. */
  write(kind: WriteKind, index: number): Promise<unknown> {
    if (kind === "highlight") return this.#highlight(index);
    if (kind === "note") return this.#note(index);
    return this.#chunk();
  }

  #highlight(index: number) {
    const start = this.startedAt + 1_000 + index * 7_000;
    return this.api.send({
      method: "POST",
      path: `sessions/${this.sessionId}/relationships/pois`,
      body: {
        data: {
          type: "sessions_pois",
          attributes: {
            type: "poi",
            name: `Benchmark highlight ${index}`,
            started_at: new Date(start).toISOString(),
            ended_at: new Date(start + 5_000).toISOString(),
          },
        },
      },
    });
  }

  #note(index: number) {
    return this.api.send({
      method: "POST",
      path: `sessions/${this.sessionId}/relationships/notes`,
      body: {
        data: {
          type: "sessions_notes",
          attributes: {
            text: `Benchmark note ${index}: the membrane potential depends on the pump and the leak channels.`,
          },
        },
      },
    });
  }

  #chunk() {
    const from = this.#uploaded;
    const bytes = new Uint8Array(SLICES_PER_CHUNK * SLICE_BYTES);
    for (let offset = 0; offset < bytes.length; offset += 1) bytes[offset] = (offset * 31 + from * 7) & 0xff;
    this.#uploaded += SLICES_PER_CHUNK;
    const hash = new Fnv1a64().update(bytes).digest();
    return this.api.send({
      method: "PUT",
      path: uploadCalls.uploadChunk(this.streamPath),
      body: { slices: Array.from({ length: SLICES_PER_CHUNK }, () => SLICE_BYTES) },
      files: [
        {
          field: "file",
          name: chunkFileName(from, from + SLICES_PER_CHUNK - 1, hash),
          data: new Blob([bytes]),
        },
      ],
    });
  }
}
