import { WRITE_KINDS, type WriteKind } from "./BenchWrites";
import type { ServerSizeResult } from "./serverBench";
import type { TabSizeResult } from "./tabBench";
import type { KindTimings } from "./timeWrites";

/** Everything measured at one library size. */
export interface SizeResult {
  readonly size: number;
  readonly snapshotBytes: number;
  readonly tab: TabSizeResult | null;
  /** One per server store measured (PGlite, and PostgreSQL when DATABASE_URL is set). */
  readonly servers: readonly { readonly label: string; readonly result: ServerSizeResult }[];
}

/** Issue 20's bounds. */
const MAX_RATIO = 1.5;
const MAX_WRITE_MS = 20;
const MAX_LONG_TASK_MS = 50;
const MAX_SIGN_IN_MS = 2_000;
/**
 * "As many slices per minute as at 0": the recorder cuts a slice every ~180 ms, so a 20 s window
 * holds ~110 and one slice either side of a window edge is 1 %; 5 % is that noise, not a loss.
 */
const SLICE_TOLERANCE = 0.95;

const median = (values: readonly number[]): number | null => {
  if (!values.length) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

const ms = (value: number | null | undefined, digits = 1) =>
  value === null || value === undefined ? "—" : `${value.toFixed(digits)}`;

const timingCell = (timing: KindTimings | undefined, withCpu: boolean): string => {
  if (!timing) return "—";
  const wall = median(timing.ms);
  if (wall === null) return timing.error ? "failed" : "—";
  const cpu = withCpu ? median(timing.cpuMs) : null;
  return `${ms(wall)}${cpu === null ? "" : ` (${ms(cpu)})`}${timing.error ? "*" : ""}`;
};

const tabWrite = (result: SizeResult, kind: WriteKind) => result.tab?.writes?.timings[kind];
const serverWrite = (result: SizeResult, server: number, kind: WriteKind) =>
  result.servers[server]?.result.timings?.[kind];

/** The table: one row per size; write cells are medians in ms (server: wall (CPU)). */
export const formatTable = (results: readonly SizeResult[], writes: number, recordSeconds: number): string => {
  const serverLabels = results[0]?.servers.map((server) => server.label) ?? [];
  // A half not run (--tab-only, --server-only) has no columns.
  const withTab = results.some((result) => result.tab);
  const header = [
    "lectures",
    "snapshot MB",
    ...(withTab
      ? [
          ...WRITE_KINDS.map((kind) => `tab ${kind} ms`),
          "tab long tasks > 50 ms in writes",
          "sign-in → /records ms",
          "/records load ms",
          `slices/min (${recordSeconds} s)`,
        ]
      : []),
    ...serverLabels.flatMap((label) => [
      ...WRITE_KINDS.map((kind) => `${label} ${kind} ms (CPU)`),
      `${label} reopen ms`,
    ]),
  ];
  const rows = results.map((result) => {
    const tasks = result.tab?.writes?.longTasksInWrites.map((task) => task.ms);
    return [
      String(result.size),
      (result.snapshotBytes / 1e6).toFixed(1),
      ...(withTab
        ? [
            ...WRITE_KINDS.map((kind) => timingCell(tabWrite(result, kind), false)),
            tasks ? `${tasks.length}${tasks.length ? ` (max ${Math.max(...tasks).toFixed(0)})` : ""}` : "—",
            ms(result.tab?.signInMs, 0),
            ms(result.tab?.recordsLoadMs, 0),
            ms(result.tab?.slicesPerMinute, 0),
          ]
        : []),
      ...serverLabels.flatMap((_, server) => [
        ...WRITE_KINDS.map((kind) => timingCell(serverWrite(result, server, kind), true)),
        ms(result.servers[server]?.result.reopenMs, 0),
      ]),
    ];
  });
  const widths = header.map((cell, column) => Math.max(cell.length, ...rows.map((row) => row[column]!.length)));
  const line = (cells: readonly string[]) =>
    `| ${cells.map((cell, column) => cell.padEnd(widths[column]!)).join(" | ")} |`;
  const failed = rows.some((row) => row.some((cell) => cell.endsWith("*") || cell === "failed"));
  const media = (label: string, at: (result: SizeResult) => KindTimings | undefined) =>
    `${label} ${results.map((result) => `${result.size}: ${ms(median(at(result)?.mediaMs ?? []))}`).join(", ")}`;
  return [
    line(header),
    line(widths.map((width) => "-".repeat(width))),
    ...rows.map(line),
    "",
    `Write cells: median of ${writes} writes of each kind (2 more first, untimed), request → flush resolved, in ms; server cells wall (CPU).`,
    `Of a chunk, time storing its bytes in the media store (median ms): ${[
      ...(withTab ? [media("tab", (result) => tabWrite(result, "chunk"))] : []),
      ...serverLabels.map((label, server) => media(label, (result) => serverWrite(result, server, "chunk"))),
    ].join("; ")}.`,
    ...(failed ? ["* the series stopped at a failed write (see the errors below)."] : []),
  ].join("\n");
};

export interface Verdict {
  readonly pass: boolean;
  readonly line: string;
}

/** PASS/FAIL per criterion of the sides measured, read at the largest size against 0. */
export const verdicts = (results: readonly SizeResult[], sides = { tab: true, server: true }): Verdict[] => {
  const base = results.find((result) => result.size === 0);
  const top = results.at(-1);
  if (!base || !top || top === base) return [{ pass: false, line: "FAIL need sizes 0 and a larger one" }];
  const out: Verdict[] = [];
  const judge = (pass: boolean, text: string) => out.push({ pass, line: `${pass ? "PASS" : "FAIL"} ${text}` });
  const writeRule = (where: string, at: (result: SizeResult) => KindTimings | undefined) => {
    const zero = median(at(base)?.ms ?? []);
    const large = median(at(top)?.ms ?? []);
    if (zero === null || large === null) {
      judge(false, `${where}: not measured (${at(top)?.error ?? at(base)?.error ?? "no timings"})`);
      return;
    }
    const media = median(at(top)?.mediaMs ?? []);
    judge(
      large <= zero * MAX_RATIO && large < MAX_WRITE_MS && !at(top)?.error,
      `${where}: ${ms(large)} ms at ${top.size} vs ${ms(zero)} ms at 0 (≤ ${MAX_RATIO}× = ${ms(zero * MAX_RATIO)} ms and < ${MAX_WRITE_MS} ms)${media ? `; ${ms(media)} ms of it in the media store` : ""}`,
    );
  };
  if (sides.tab) for (const kind of WRITE_KINDS) writeRule(`tab ${kind}`, (result) => tabWrite(result, kind));
  if (sides.server) {
    top.servers.forEach((server, index) => {
      for (const kind of WRITE_KINDS)
        writeRule(`${server.label} ${kind}`, (result) => serverWrite(result, index, kind));
      if (server.result.store === "memory") judge(false, `${server.label}: measured in memory, not on its database`);
      if (server.result.media === "memory")
        judge(false, `${server.label}: chunks' bytes in memory, not in the server's files`);
    });
  }
  if (!sides.tab) return out;

  const tasks = results.flatMap((result) =>
    (result.tab?.writes?.longTasksInWrites ?? []).map(
      (task) => `${task.ms.toFixed(0)} ms in a ${task.kind} at ${result.size}`,
    ),
  );
  const unmeasured = results.filter((result) => !result.tab?.writes).map((result) => result.size);
  judge(
    !tasks.length && !unmeasured.length,
    `no main-thread long task > ${MAX_LONG_TASK_MS} ms during a write: ${tasks.length} found${tasks.length ? ` (${tasks.join(", ")})` : ""}${unmeasured.length ? `; not measured at ${unmeasured.join(", ")}` : ""}`,
  );
  const bounded = (what: string, at: (result: SizeResult) => number | null | undefined) =>
    judge(
      at(top) != null && at(top)! < MAX_SIGN_IN_MS,
      `${what} at ${top.size}: ${ms(at(top), 0)} ms (< ${MAX_SIGN_IN_MS} ms; ${ms(at(base), 0)} ms at 0)`,
    );
  bounded("sign-in → first /records rows", (result) => result.tab?.signInMs);
  bounded("first /records page (fresh load, signed in)", (result) => result.tab?.recordsLoadMs);
  const zeroSlices = base.tab?.slicesPerMinute;
  const topSlices = top.tab?.slicesPerMinute;
  judge(
    zeroSlices != null && topSlices != null && topSlices >= zeroSlices * SLICE_TOLERANCE,
    `recorder slices/min at ${top.size}: ${ms(topSlices, 0)} vs ${ms(zeroSlices, 0)} at 0 (≥ ${SLICE_TOLERANCE * 100} % of it)`,
  );
  return out;
};

/** Every error met, by size and side. */
export const errorLines = (results: readonly SizeResult[]): string[] =>
  results.flatMap((result) => [
    ...(result.tab?.errors ?? []).map((error) => `${result.size} lectures, tab: ${error}`),
    ...(result.tab?.writes
      ? WRITE_KINDS.flatMap((kind) => {
          const error = result.tab!.writes!.timings[kind].error;
          return error ? [`${result.size} lectures, tab ${kind}: ${error}`] : [];
        })
      : []),
    ...(result.tab?.writes?.storage
      ? [`${result.size} lectures, tab storage: ${JSON.stringify(result.tab.writes.storage)}`]
      : []),
    ...result.servers.flatMap((server) => [
      ...server.result.errors.map((error) => `${result.size} lectures, ${server.label}: ${error}`),
      ...WRITE_KINDS.flatMap((kind) => {
        const error = server.result.timings?.[kind].error;
        return error ? [`${result.size} lectures, ${server.label} ${kind}: ${error}`] : [];
      }),
    ]),
  ]);
