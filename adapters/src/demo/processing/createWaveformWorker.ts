/**
 * The browser's waveform worker, bundled by Vite from this literal `new URL(…, import.meta.url)`.
 * Only the browser's composition calls it (through workerWaveformComputer); Node decodes inline.
 */
export const createWaveformWorker = (): Worker =>
  new Worker(new URL("./waveformWorker.ts", import.meta.url), { type: "module", name: "lectern-waveform" });
