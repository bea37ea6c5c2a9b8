import type { DemoStorageReport } from "@lectern/adapters/demo/db/DemoStorageReport";
import { DEMO_IDB_NAME, IdbDemoPersistence } from "@lectern/adapters/demo/db/IdbDemoPersistence";
import { webLocksTabLock } from "@lectern/adapters/demo/db/DemoTabLock";
import type { DemoTestControls } from "@lectern/adapters/demo/DemoTestControls";
import { IdbDemoMediaStore } from "@lectern/adapters/demo/media/IdbDemoMediaStore";
import { type DemoBackendParts, assembleDemoBackend } from "@lectern/adapters/demo/assembleDemoBackend";
import type { WaveformComputer } from "@lectern/adapters/demo/processing/WaveformComputer";
import type { StudyEngine } from "@lectern/adapters/demo/study/engine/StudyEngine";
import { InProcessRealtimeHub } from "@lectern/adapters/realtime/InProcessRealtimeHub";
import { InProcessSocket } from "@lectern/adapters/realtime/InProcessSocket";

declare global {
  /**
   * The in-browser demo backend's test controls, for end-to-end tests (Playwright's page.evaluate):
   * defined in a development build and in the e2e build (VITE_LECTERN_TEST_CONTROLS=1), never in a
   * build that ships.
   */
  var lecternDemoControls: DemoTestControls | undefined;
}

let workerComputer: Promise<WaveformComputer> | null = null;

/** Decodes in a Web Worker, whose code loads with the first recording to process (not on /auth/login). */
const waveformInWorker: WaveformComputer = async (bytes, onProgress) => {
  workerComputer ??= Promise.all([
    import("@lectern/adapters/demo/processing/workerWaveformComputer"),
    import("@lectern/adapters/demo/processing/createWaveformWorker"),
  ]).then(([{ workerWaveformComputer }, { createWaveformWorker }]) => workerWaveformComputer(createWaveformWorker));
  return (await workerComputer)(bytes, onProgress);
};

/**
 * Study material and the tutor's retrieval in a Web Worker (the page never stalls on the NLP), its
 * code loaded with the first generation or question (not on /auth/login).
 */
const studyInWorker = (): Promise<StudyEngine> =>
  Promise.all([
    import("@lectern/adapters/demo/study/engine/createWorkerStudyEngine"),
    import("@lectern/adapters/demo/study/engine/createStudyWorker"),
  ]).then(([{ createWorkerStudyEngine }, { createStudyWorker }]) => createWorkerStudyEngine(createStudyWorker));

/** Development builds and the e2e build: both flags are replaced at build time. */
const testControlsOn = (): boolean => import.meta.env.DEV || import.meta.env.VITE_LECTERN_TEST_CONTROLS === "1";

/**
 * Development builds and the e2e build only: lets end-to-end tests read and steer the demo backend.
 * Both flags are replaced at build time, so a shipped build drops this branch and never fetches the controls.
 */
const exposeControls = async (backend: DemoBackendParts): Promise<DemoBackendParts> => {
  if (testControlsOn()) {
    const { DemoTestControls } = await import("@lectern/adapters/demo/DemoTestControls");
    // Configurable, so a hot reload that opens the demo again can replace it.
    Object.defineProperty(globalThis, "lecternDemoControls", {
      value: new DemoTestControls(backend.router),
      configurable: true,
    });
  }
  return backend;
};

/**
 * Asks once per tab that the browser keep this origin's storage under pressure: the demo's uploaded
 * recordings live only here, so an eviction would lose them. The answer changes nothing we do (a
 * refusal still stores, only less durably), and a browser without the API is simply not asked.
 */
const askPersistentStorage = (): void => {
  const storage = typeof navigator === "undefined" ? undefined : navigator.storage;
  if (typeof storage?.persist !== "function") return;
  void storage
    .persisted()
    .then((persisted) => persisted || storage.persist())
    .catch(() => false);
};

export interface BrowserDemo {
  readonly backend: DemoBackendParts;
  readonly socket: InProcessSocket;
  /** What went wrong with this browser's stored data, for the page to say; null when nothing did. */
  readonly storage: DemoStorageReport | null;
}

/**
 * The demo backend in this browser's IndexedDB (the snapshot in one database, recording and note
 * bytes in another), publishing to an in-process socket. Where IndexedDB cannot be opened (some
 * private windows, a newer build's databases) the demo still runs, in memory: not durable, and the
 * report says so for the page to show (issue 19: broken storage is never silent).
 */
export const openBrowserDemo = async (): Promise<BrowserDemo> => {
  const hub = new InProcessRealtimeHub();
  const socket = new InProcessSocket(hub);
  const options = {
    now: () => Date.now(),
    publisher: socket,
    // The backend hears the captions whispered while recording (the transcript), and decodes
    // merged recordings into waveforms and makes study material in workers, off the page's thread.
    whispers: hub,
    waveform: waveformInWorker,
    study: studyInWorker,
    isOnline: () => navigator.onLine,
    // Only the sign-in routes come with the backend (it is fetched while the visitor types).
    routesOnDemand: true,
  };
  // The e2e build's tests arm faults; a shipped tab never fetches their code (inertDemoFaults).
  const faults = testControlsOn()
    ? { faults: new (await import("@lectern/adapters/demo/model/DemoFaults")).DemoFaults() }
    : {};
  Object.assign(options, faults);
  askPersistentStorage();
  let backend: DemoBackendParts;
  let storage: DemoStorageReport | null;
  try {
    const media = new IdbDemoMediaStore();
    // Both databases or neither: a snapshot kept here whose recordings could not be would lose them.
    await media.ready();
    // Every tab of this browser runs the backend on the same database: one unit of work at a time
    // across them, each first taking in what the others wrote (issue 20: two tabs lose nothing).
    const persistence = new IdbDemoPersistence(DEMO_IDB_NAME, { lock: webLocksTabLock() });
    backend = await assembleDemoBackend({ ...options, persistence, media });
    storage = backend.database.storage;
  } catch (error) {
    // IndexedDB that would not open: a newer build's version of it, or no storage at all.
    const newer = error instanceof Error && error.name === "VersionError";
    storage = { kind: newer ? "newerVersion" : "unavailable", durable: false, detail: String(error) };
    // Loaded only here: a browser that stores nothing is rare, and the first load has no room for it.
    const { MemoryDemoPersistence } = await import("@lectern/adapters/demo/db/MemoryDemoPersistence");
    const { MemoryDemoMediaStore } = await import("@lectern/adapters/demo/media/MemoryDemoMediaStore");
    backend = await assembleDemoBackend({
      ...options,
      // Unchecked: comparing every row after each write is for tests, not a visitor's tab.
      persistence: new MemoryDemoPersistence(null, { checkWrites: false }),
      media: new MemoryDemoMediaStore(),
      durable: false,
    });
  }
  // The details (what failed, in the failing code's words) for whoever opens the console.
  if (storage) console.warn("Lectern demo: stored data", storage);
  return { socket, backend: await exposeControls(backend), storage };
};
