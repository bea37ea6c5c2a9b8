// Runs in Chromium at the app's origin (served under /bench/ beside the app's e2e build), so the
// IndexedDB it fills and writes is the one the app opens: the in-tab demo backend as the tab opens
// it (openBrowserDemo), timed write by write, with the page's long tasks.
import { IdbDemoPersistence } from "@lectern/adapters/demo/db/IdbDemoPersistence";
import { createDemoSeed } from "@lectern/adapters/demo/seed/createDemoSeed";
import { openBrowserDemo } from "../../../../ui/src/composition/openBrowserDemo";
import { BenchWrites, WRITE_KINDS, type WriteKind } from "../BenchWrites";
import { makeLibrary } from "../makeLibrary";
import { timeMediaStore } from "../timeMediaStore";
import { type WriteTimings, timeWrites } from "../timeWrites";

export interface PrefillResult {
  readonly makeMs: number;
  readonly saveMs: number;
  readonly bytes: number;
}

export interface TabWritesResult {
  /** openBrowserDemo on the stored library: load, open, and the media store's trim. */
  readonly openMs: number;
  readonly signInMs: number;
  /** What openBrowserDemo said about the stored data; null when it opened cleanly (not in memory). */
  readonly storage: unknown;
  readonly timings: WriteTimings;
  /** The long tasks that overlapped a write (and which kind it was), and every long task while writing. */
  readonly longTasksInWrites: { readonly kind: WriteKind; readonly ms: number }[];
  readonly longTasksAll: number[];
}

/** The demo's library stored as the tab stores it, in one whole save (not timed against the criteria). */
const prefill = async (size: number): Promise<PrefillResult> => {
  const made = performance.now();
  const now = Date.now();
  const snapshot = makeLibrary(await createDemoSeed(now), size, now);
  const saving = performance.now();
  await new IdbDemoPersistence().save(snapshot);
  return { makeMs: saving - made, saveMs: performance.now() - saving, bytes: JSON.stringify(snapshot).length };
};

const overlaps = (task: PerformanceEntry, spans: readonly [number, number][]) =>
  spans.some(([start, end]) => task.startTime < end && start < task.startTime + task.duration);

/** The kind of write a long task overlapped, if any. */
const writeOf = (task: PerformanceEntry, timings: WriteTimings): WriteKind | undefined =>
  WRITE_KINDS.find((kind) => overlaps(task, timings[kind].spans));

const writes = async (count: number): Promise<TabWritesResult> => {
  const tasks: PerformanceEntry[] = [];
  const observer = new PerformanceObserver((list) => tasks.push(...list.getEntries()));
  const opening = performance.now();
  const demo = await openBrowserDemo();
  const openMs = performance.now() - opening;
  const bench = await BenchWrites.open(demo.backend.http);
  // Work left from the app's visit (a lecture's quizzes being generated) finishes before the timing.
  if (demo.backend.database.data.studyJobs.length) await demo.backend.study.whenIdle();
  await demo.backend.processing.whenIdle();
  observer.observe({ type: "longtask", buffered: false });
  const started = performance.now();
  const timings = await timeWrites(bench, count, { mediaMs: timeMediaStore(demo.backend.router.media) });
  // Long-task entries arrive after their task: give the last ones time to be delivered.
  await new Promise((resolve) => setTimeout(resolve, 300));
  observer.disconnect();
  const during = tasks.filter((task) => task.startTime >= started);
  return {
    openMs,
    signInMs: bench.signInMs,
    storage: demo.storage,
    timings,
    longTasksInWrites: during.flatMap((task) => {
      const kind = writeOf(task, timings);
      return kind ? [{ kind, ms: task.duration }] : [];
    }),
    longTasksAll: during.map((task) => task.duration),
  };
};

declare global {
  interface Window {
    storageBench: {
      prefill(size: number): Promise<PrefillResult>;
      writes(count: number): Promise<TabWritesResult>;
    };
  }
}

window.storageBench = { prefill, writes };
