import type { WaveformComputer } from "./WaveformComputer";
import type { WaveformReply, WaveformRequest } from "./waveformWorkerMessages";

/** Makes the worker; the browser's composition passes createWaveformWorker, tests a stand-in. */
export type WaveformWorkerFactory = () => Pick<Worker, "postMessage" | "addEventListener" | "terminate">;

/**
 * A WaveformComputer that decodes in a Web Worker, made on first use and kept for later recordings.
 * A worker that dies (a crash, a script that failed to load) fails the recordings it held, with the
 * reason, and the next recording gets a fresh one.
 */
export const workerWaveformComputer = (createWorker: WaveformWorkerFactory): WaveformComputer => {
  let worker: ReturnType<WaveformWorkerFactory> | null = null;
  let nextId = 0;
  const pending = new Map<number, { resolve: (reply: WaveformReply) => void }>();

  const failAll = (reason: string): void => {
    for (const [id, request] of pending) request.resolve({ id, kind: "failed", reason });
    pending.clear();
    worker?.terminate();
    worker = null;
  };

  const started = (): ReturnType<WaveformWorkerFactory> => {
    if (worker) return worker;
    const created = createWorker();
    created.addEventListener("message", (event) => {
      const reply = (event as MessageEvent<WaveformReply>).data;
      pending.get(reply.id)?.resolve(reply);
    });
    created.addEventListener("error", (event) => {
      failAll(`The waveform worker failed: ${(event as ErrorEvent).message || "it could not start"}.`);
    });
    worker = created;
    return created;
  };

  return (bytes, onProgress) =>
    new Promise((resolve, reject) => {
      const id = (nextId += 1);
      pending.set(id, {
        resolve: (reply) => {
          if (reply.kind === "progress") return onProgress(reply.fraction);
          pending.delete(id);
          if (reply.kind === "done") resolve(reply.result);
          else reject(new Error(reply.reason));
        },
      });
      // A copy is transferred: the caller's bytes (a media store's) stay usable.
      const copy = bytes.slice();
      const request: WaveformRequest = { id, bytes: copy };
      started().postMessage(request, [copy.buffer]);
    });
};
