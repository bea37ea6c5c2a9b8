import { type BenchWrites, WRITE_KINDS, type WriteKind } from "./BenchWrites";

/** One kind's timings: wall time of each write, its CPU time when the caller can read it, and when it ran. */
export interface KindTimings {
  readonly ms: number[];
  readonly cpuMs: number[];
  /** Time inside the media store (the chunk's bytes), when the caller can read it. */
  readonly mediaMs: number[];
  /** [start, end] on performance.now()'s clock, to tell which long tasks fell inside a write. */
  readonly spans: [number, number][];
  /** Why the writes stopped, when one failed. */
  error?: string;
}

export type WriteTimings = Record<WriteKind, KindTimings>;

/** Writes before the timed ones: the tab loads each route group on its first request. */
const WARM_UP = 2;
/** Idle time between writes, so a write's trailing work (an IndexedDB commit) is not billed to the next. */
const GAP_MS = 25;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Running totals in ms the caller can read: the process's CPU clock (Node), time in the media store. */
export interface WriteClocks {
  readonly cpuMs?: () => number;
  readonly mediaMs?: () => number;
}

/**
 * Times `count` writes of each kind, taking turns (highlight, note, chunk, highlight…) so a busy
 * moment of the machine falls on every kind alike; wall time always, the `clocks` given besides.
 * A failed write ends that kind's series with its error.
 */
export const timeWrites = async (
  writes: BenchWrites,
  count: number,
  clocks: WriteClocks = {},
): Promise<WriteTimings> => {
  const timings = Object.fromEntries(
    WRITE_KINDS.map((kind) => [kind, { ms: [], cpuMs: [], mediaMs: [], spans: [] } as KindTimings]),
  ) as WriteTimings;
  const { cpuMs, mediaMs } = clocks;
  for (let index = 0; index < WARM_UP + count; index += 1) {
    for (const kind of WRITE_KINDS) {
      const timing = timings[kind];
      if (timing.error) continue;
      const cpuBefore = cpuMs?.() ?? 0;
      const mediaBefore = mediaMs?.() ?? 0;
      const start = performance.now();
      try {
        await writes.write(kind, index);
      } catch (error) {
        timing.error = error instanceof Error ? error.message : String(error);
        continue;
      }
      const end = performance.now();
      if (index >= WARM_UP) {
        timing.ms.push(end - start);
        if (cpuMs) timing.cpuMs.push(cpuMs() - cpuBefore);
        if (mediaMs) timing.mediaMs.push(mediaMs() - mediaBefore);
        timing.spans.push([start, end]);
      }
      await pause(GAP_MS);
    }
  }
  return timings;
};
