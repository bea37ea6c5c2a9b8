// Runs in Chromium (served by Vite from this folder): the real UploadQueue over the real IndexedDB
// store and AxiosHttp, against the Node demo server, beside a bare sequential upload of the same blobs.
import { LocalStorageKeyValue } from "@lectern/adapters/browser/LocalStorageKeyValue";
import { SystemClock } from "@lectern/adapters/browser/SystemClock";
import { AxiosHttp } from "@lectern/adapters/http/AxiosHttp";
import { IdbQueueStore } from "@lectern/adapters/storage/IdbQueueStore";
import { ApiClient, TOKEN_KEY } from "@lectern/core/api/ApiClient";
import type { WireRequest, WireResponse } from "@lectern/core/api/wire";
import { NetworkMonitor } from "@lectern/core/network/application/NetworkMonitor";
import type { HttpPort } from "@lectern/core/ports/HttpPort";
import { QueueServerCalls } from "@lectern/core/queue/application/QueueServerCalls";
import { UploadQueue } from "@lectern/core/queue/application/UploadQueue";
import { chunkFileName, uploadCalls } from "@lectern/core/queue/application/uploadCalls";
import { Fnv1a64 } from "@lectern/core/queue/domain/Fnv1a64";
import type { QueueItem } from "@lectern/core/queue/domain/QueueItem";
import { recordingQueueItem } from "@lectern/core/queue/domain/queueItemMachines";
import { NEVER, filter, firstValueFrom } from "rxjs";

interface BenchConfig {
  readonly apiUrl: string;
  readonly email: string;
  readonly password: string;
}

/** Counts requests: the audio run reports how many slices each one carried. */
class CountingHttp implements HttpPort {
  uploads = 0;
  constructor(private readonly inner: HttpPort) {}
  send(request: WireRequest): Promise<WireResponse> {
    if (request.url.endsWith("/partial/upload")) this.uploads += 1;
    return this.inner.send(request);
  }
  stream(request: WireRequest): AsyncIterable<unknown> {
    return this.inner.stream(request);
  }
}

const alwaysOnline = { probe: async () => true, platformOnline$: NEVER };

const signedInApi = async (config: BenchConfig) => {
  const http = new CountingHttp(new AxiosHttp({ baseUrl: config.apiUrl, timeoutMs: 120_000 }));
  const keyValue = new LocalStorageKeyValue();
  const clock = new SystemClock();
  const network = new NetworkMonitor(alwaysOnline, clock);
  const api = new ApiClient(http, keyValue, network);
  const reply = await api.send({
    method: "POST",
    path: "v2/auth/login",
    body: { data: { type: "users", attributes: { email: config.email, password: config.password, remember: true } } },
  });
  const token = (reply.body as { data: { attributes: { token: string } } }).data.attributes.token;
  keyValue.set(TOKEN_KEY, token);
  const user = await api.send({ method: "GET", path: "v2/user" });
  const owner = { userId: String((user.body as { data: { id: string | number } }).data.id), token };
  return { api, http, clock, network, token, owner };
};

/** A recording the recorder has finished: its item as the queue stores it. */
const finishedItem = (id: string, name: string, startedAt: number, endedAt: number, ownerId: string): QueueItem => {
  const item = recordingQueueItem(id, { name, startedAt, organizationId: null, sessionId: null }, ownerId);
  return { ...item, endedAt, state: { ...item.state, isFinished: true } };
};

/** `size` bytes, different for every `index`, without generating 576 MB of randomness. */
const chunkBlob = (base: Uint8Array, index: number): Blob => {
  const bytes = base.slice();
  new DataView(bytes.buffer).setUint32(0, index);
  return new Blob([bytes], { type: "video/webm" });
};

const randomBytes = (size: number): Uint8Array => {
  const bytes = new Uint8Array(size);
  for (let offset = 0; offset < size; offset += 65_536) {
    crypto.getRandomValues(bytes.subarray(offset, Math.min(size, offset + 65_536)));
  }
  return bytes;
};

const drained = (queue: UploadQueue) =>
  firstValueFrom(queue.state$.pipe(filter((state) => state.ready && state.entries.length === 0)));

/** 1 hour of video: 360 chunks of ~1.6 MB, already committed, drained by the queue then by a bare loop. */
const videoBacklog = async (config: BenchConfig, chunks: number, chunkSize: number) => {
  const { api, clock, network, token, owner } = await signedInApi(config);
  // Two databases with the same recording: the queue deletes its copy once merged.
  const store = await IdbQueueStore.open({ name: `bench-video-queue-${Date.now()}` });
  const bareStore = await IdbQueueStore.open({ name: `bench-video-bare-${Date.now()}`, storage: null });
  const base = randomBytes(chunkSize);
  const now = Date.now();
  await store.putItem(finishedItem("bench-video", "Video backlog", now - chunks * 10_000, now, owner.userId));
  const chunkIds: number[] = [];
  for (let index = 0; index < chunks; index += 1) {
    await store.addChunk("bench-video", "combined", chunkBlob(base, index));
    chunkIds.push((await bareStore.addChunk("bench-bare", "combined", chunkBlob(base, index))).id);
  }

  const queue = new UploadQueue(api, store, clock, network);
  const queueStart = performance.now();
  const uploaded = firstValueFrom(
    queue.state$.pipe(filter((state) => state.entries.some((entry) => entry.uploadedChunks === chunks))),
  );
  const done = drained(queue);
  await queue.start(owner);
  await uploaded;
  const queueMs = performance.now() - queueStart;
  await done;
  const mergedMs = performance.now() - queueStart;
  queue.stop();

  // The bare loop: one PUT per chunk, read from the same database, nothing else.
  const calls = new QueueServerCalls(api);
  const sessionId = await calls.createSession("Bare loop", now, null);
  await calls.startSession(sessionId, now);
  const path = await calls.createStream(sessionId, "combined", now);
  const bareStart = performance.now();
  for (const [sequence, chunkId] of chunkIds.entries()) {
    const blob = (await bareStore.readChunk(chunkId)) as Blob;
    const bytes = new Uint8Array(await blob.arrayBuffer());
    const form = new FormData();
    form.append("slices", JSON.stringify([bytes.length]));
    form.append("file", new Blob([bytes]), chunkFileName(sequence, sequence, new Fnv1a64().update(bytes).digest()));
    const response = await fetch(`${config.apiUrl}${uploadCalls.uploadChunk(path)}`, {
      method: "POST",
      headers: {
        authorization: `Bearer ${token}`,
        "x-http-method-override": "PUT",
        accept: "application/vnd.api+json",
      },
      body: form,
    });
    if (!response.ok) throw new Error(`Bare upload ${sequence} answered ${response.status}`);
  }
  const bareMs = performance.now() - bareStart;
  await store.close();
  await bareStore.clear();
  await bareStore.close();
  return { chunks, chunkSize, queueMs, mergedMs, bareMs };
};

/**
 * An hour of audio-only slices (150 ms, ~350 bytes) committed while recording, at `speedup` times
 * real time, with the server answering every request `latencyMs` late: the backlog must stay flat.
 */
const audioWhileRecording = async (config: BenchConfig, slices: number, speedup: number) => {
  const { api, http, clock, network, owner } = await signedInApi(config);
  const store = await IdbQueueStore.open({ name: `bench-audio-${Date.now()}` });
  const queue = new UploadQueue(api, store, clock, network);
  await queue.start(owner);
  queue.setLock("recording", true);
  const id = await queue.addItem({ name: "Audio hour", startedAt: Date.now(), organizationId: null, sessionId: null });
  const slice = randomBytes(350);
  const intervalMs = 150 / speedup;
  const samples: { at: number; backlog: number }[] = [];
  const backlog = () => {
    const entry = queue.state.entries.find((candidate) => candidate.id === id);
    return entry ? entry.totalChunks - entry.uploadedChunks : 0;
  };
  const started = performance.now();
  for (let index = 0; index < slices; index += 1) {
    // Keeps to the recorder's schedule; a commit that falls behind is counted, not hidden.
    const due = started + index * intervalMs;
    const wait = due - performance.now();
    if (wait > 1) await new Promise((resolve) => setTimeout(resolve, wait));
    await queue.commitChunk(id, "audio", chunkBlob(slice, index));
    if (index % Math.round(slices / 20) === 0) samples.push({ at: index / slices, backlog: backlog() });
  }
  const recordedMs = performance.now() - started;
  samples.push({ at: 1, backlog: backlog() });
  const done = drained(queue);
  await queue.finishItem(id, Date.now());
  queue.setLock("recording", false);
  await done;
  const totalMs = performance.now() - started;
  queue.stop();
  await store.clear();
  await store.close();
  return { slices, speedup, recordedMs, totalMs, uploads: http.uploads, samples };
};

declare global {
  interface Window {
    runQueueBench: (
      config: BenchConfig & { only: "video" | "audio"; video: [number, number]; audio: [number, number] },
    ) => Promise<unknown>;
  }
}

window.runQueueBench = async (config) =>
  config.only === "video"
    ? { video: await videoBacklog(config, ...config.video) }
    : { audio: await audioWhileRecording(config, ...config.audio) };
