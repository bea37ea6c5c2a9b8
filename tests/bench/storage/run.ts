// npm run bench:storage — issue 20's proof: what a write costs as the library grows, in the tab
// (real Chromium, real IndexedDB) and on the server (PGlite; PostgreSQL too when DATABASE_URL is set).
//
//   npm run bench:storage                  0, 50, 200 and 500 one-hour lectures, 21 writes of each kind
//   npm run bench:storage -- --quick       0 and 50 lectures, 5 writes of each kind, a 10 s recording
//   npm run bench:storage -- --tab-only    (or --server-only) one half alone
//   STORAGE_BENCH_APP_DIR=/tmp/x …          keeps the app's build there for the next run
import { cpus, loadavg } from "node:os";
import { createDemoSeed } from "@lectern/adapters/demo/seed/createDemoSeed";
import { makeLibrary } from "./makeLibrary";
import { type SizeResult, errorLines, formatTable, verdicts } from "./report";
import { type ServerStore, measureServer } from "./serverBench";
import { TabBench } from "./tabBench";

const quick = process.argv.includes("--quick");
const tabOnly = process.argv.includes("--tab-only");
const serverOnly = process.argv.includes("--server-only");
const SIZES = quick ? [0, 50] : [0, 50, 200, 500];
/** Odd, so the median is one write's time; at least 20 (the issue's bound). */
const WRITES = quick ? 5 : 21;
/** The recorder's window at each size: short, as the slice rate is steady within seconds. */
const RECORD_MS = quick ? 10_000 : 20_000;

const log = (line: string) => console.log(line);
const fmt = (value: number | null | undefined, digits = 0) =>
  value === null || value === undefined ? "—" : value.toFixed(digits);
const stores: { label: string; store: ServerStore }[] = [
  { label: "PGlite", store: { kind: "pglite" } },
  ...(process.env.DATABASE_URL
    ? [{ label: "PostgreSQL", store: { kind: "postgres", url: process.env.DATABASE_URL } as const }]
    : []),
];

log(
  `load average at the start ${loadavg()
    .map((value) => value.toFixed(1))
    .join(", ")} (${cpus().length} cores)`,
);
const tab = serverOnly ? null : await TabBench.open(log, process.env.STORAGE_BENCH_APP_DIR);
const results: SizeResult[] = [];
try {
  for (const size of SIZES) {
    const now = Date.now();
    const snapshot = makeLibrary(await createDemoSeed(now), size, now);
    const snapshotBytes = JSON.stringify(snapshot).length;
    log(`\n${size} lectures (${(snapshotBytes / 1e6).toFixed(1)} MB of rows as JSON)`);
    let tabResult = null;
    if (tab) {
      log("  tab: prefill, sign-in, /records, writes, recorder …");
      tabResult = await tab.measure(size, WRITES, RECORD_MS).catch((error: unknown) => ({
        prefill: { makeMs: 0, saveMs: 0, bytes: 0 },
        signInMs: null,
        signInFromClickMs: null,
        clickToRecordsUrlMs: null,
        recordsLoadMs: null,
        writes: null,
        slicesPerMinute: null,
        errors: [`failed: ${error instanceof Error ? error.message.split("\n")[0] : String(error)}`],
      }));
      const written = tabResult.writes;
      log(
        `    prefill (one whole save) ${fmt(tabResult.prefill.saveMs)} ms; app: sign-in ${fmt(tabResult.signInMs)} ms (${fmt(tabResult.signInFromClickMs)} ms of it after the click, ${fmt(tabResult.clickToRecordsUrlMs)} ms of those until the address is /records), /records load ${fmt(tabResult.recordsLoadMs)} ms`,
      );
      log(
        `    bench page: backend opened in ${fmt(written?.openMs)} ms, sign-in request ${fmt(written?.signInMs)} ms, long tasks while writing ${written ? written.longTasksAll.length : "—"}`,
      );
    }
    const servers = [];
    for (const { label, store } of tabOnly ? [] : stores) {
      log(`  server (${label}): save, reopen, writes …`);
      const result = await measureServer(store, snapshot, WRITES);
      log(
        `    ${result.store}: whole save ${fmt(result.saveMs)} ms, reopen ${fmt(result.reopenMs)} ms, sign-in ${fmt(result.signInMs, 1)} ms`,
      );
      servers.push({ label: result.store === "memory" ? `${label}→memory` : label, result });
    }
    results.push({ size, snapshotBytes, tab: tabResult, servers });
  }
} finally {
  await tab?.close();
}

const load = loadavg()
  .map((value) => value.toFixed(1))
  .join(", ");
log(
  `\nStorage benchmark${quick ? " (quick: 50 lectures stand in for 500)" : ""}; load average now ${load} (${cpus().length} cores)\n`,
);
log(formatTable(results, WRITES, RECORD_MS / 1000));
const errors = errorLines(results);
if (errors.length) log(`\nErrors:\n${errors.map((error) => `  ${error}`).join("\n")}`);
const judged = verdicts(results, { tab: !serverOnly, server: !tabOnly });
log(`\n${judged.map((verdict) => verdict.line).join("\n")}`);
// The NetworkMonitor's and the backends' timers would keep Node running.
process.exit(judged.every((verdict) => verdict.pass) ? 0 : 1);
