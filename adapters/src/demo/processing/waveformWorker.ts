import { waveformOfWebm } from "./waveformOfWebm";
import type { WaveformReply, WaveformRequest } from "./waveformWorkerMessages";

/**
 * The browser's waveform worker: decodes recordings off the page's thread. Typed by hand rather than
 * with the WebWorker lib, which cannot share a program with the DOM lib the adapters compile with.
 */
const scope = globalThis as unknown as {
  onmessage: ((event: MessageEvent<WaveformRequest>) => void) | null;
  postMessage(message: WaveformReply): void;
};

scope.onmessage = (event) => {
  const { id, bytes } = event.data;
  waveformOfWebm(bytes, (fraction) => scope.postMessage({ id, kind: "progress", fraction })).then(
    (result) => scope.postMessage({ id, kind: "done", result }),
    (error: unknown) =>
      scope.postMessage({ id, kind: "failed", reason: error instanceof Error ? error.message : String(error) }),
  );
};
