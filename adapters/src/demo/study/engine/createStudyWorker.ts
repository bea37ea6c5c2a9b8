/**
 * The browser's study worker, bundled by Vite from this literal `new URL(…, import.meta.url)`.
 * Only the browser's composition calls it (through createWorkerStudyEngine); Node runs the engine inline.
 */
export const createStudyWorker = (): Worker =>
  new Worker(new URL("./studyWorker.ts", import.meta.url), { type: "module", name: "lectern-study" });
