// npm run bench:records — /records with 100,000 lectures (issue 11 "Performance"), in real Chromium
// against the Node demo server, and the record page's transcript benchmark when it is there.
//
//   npm run bench:records                 100,000 sessions, 5 runs
//   npm run bench:records -- --quick      10,000 sessions, 3 runs (a smoke run)
//
// The app is a production build in api mode (served by `vite preview` on a free port), so the
// figures are those of what users run, not of the development server.
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { createServer as createNetServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { startDemoServer } from "@lectern/adapters/demo/server/startDemoServer";
import { type Page, chromium } from "@playwright/test";
import { build, preview } from "vite";

const quick = process.argv.includes("--quick");
const SESSIONS = quick ? 10_000 : 100_000;
const RUNS = quick ? 3 : 5;
/** Rows loaded by infinite scroll before the scroll is measured (10 pages of 20). */
const PRELOADED = 200;
/** The measured scroll: this many pixels a frame, from the top to the end of the loaded rows. */
const SCROLL_STEP_PX = 60;
/** Frames of the page standing still, for the machine's baseline. */
const IDLE_FRAMES = 120;
const SEED = { email: "demo@lectern.app", password: "Lectern#2026" } as const;

const root = fileURLToPath(new URL("../../..", import.meta.url));
const chromiumPath = ["/usr/bin/chromium", "/usr/bin/chromium-browser"].find((path) => existsSync(path));

const freePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const probe = createNetServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port")),
      );
    });
  });

const median = (values: readonly number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};
const percentile = (values: readonly number[], p: number): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
};
const round = (value: number, digits = 1) => Number(value.toFixed(digits));

interface ListRun {
  /** performance.now() of the first page's reply (its last byte), and of the first row in the DOM. */
  readonly replyToRowsMs: number;
  readonly frameP95Ms: number;
  readonly frameMedianMs: number;
  readonly idleP95Ms: number;
  readonly maxRows: number;
  readonly rowsLoaded: number;
}

/** One visit of /records: first rows after the reply, then a programmatic scroll frame by frame. */
const measureList = async (page: Page, listUrl: string): Promise<ListRun> => {
  await page.goto(listUrl);
  await page.waitForSelector(".record-row", { timeout: 60_000 });
  const replyToRowsMs = await page.evaluate(() => {
    const reply = performance
      .getEntriesByType("resource")
      .filter((entry) => /\/api\/sessions\?/.test(entry.name))
      .map((entry) => (entry as PerformanceResourceTiming).responseEnd)
      .sort((a, b) => a - b)[0];
    const shown = (globalThis as unknown as { firstRowAt?: number }).firstRowAt;
    if (reply === undefined || shown === undefined) throw new Error("no list reply or no first row seen");
    return shown - reply;
  });
  // Infinite scroll first: to the end and again, until PRELOADED rows have come in page by page.
  await page.evaluate(
    (wanted) =>
      new Promise<void>((resolve) => {
        const loaded = () =>
          Math.max(
            0,
            ...[...document.querySelectorAll(".records-list__item")].map((item) =>
              Number(item.getAttribute("aria-posinset") ?? 0),
            ),
          );
        const step = () => {
          window.scrollTo(0, document.documentElement.scrollHeight);
          if (loaded() >= wanted) resolve();
          else setTimeout(step, 20);
        };
        step();
      }),
    PRELOADED,
  );
  // The machine's own frame times on this page without scrolling: the floor the scroll is read against
  // (on a shared, loaded machine it is far above an idle one's).
  const idleDeltas = await page.evaluate(
    (frames) =>
      new Promise<number[]>((resolve) => {
        const deltas: number[] = [];
        let last = 0;
        const tick = (now: number) => {
          if (last) deltas.push(now - last);
          last = now;
          if (deltas.length >= frames) resolve(deltas);
          else requestAnimationFrame(tick);
        };
        requestAnimationFrame(tick);
      }),
    IDLE_FRAMES,
  );
  // Then the scroll itself, over the loaded rows from the top, one step per frame.
  const scrolled = await page.evaluate(
    ({ step }) =>
      new Promise<{ deltas: number[]; maxRows: number; rowsLoaded: number }>((resolve) => {
        window.scrollTo(0, 0);
        const deltas: number[] = [];
        let maxRows = 0;
        let last = 0;
        const tick = (now: number) => {
          if (last) deltas.push(now - last);
          last = now;
          maxRows = Math.max(maxRows, document.querySelectorAll(".records-list__item").length);
          const before = window.scrollY;
          window.scrollBy(0, step);
          if (window.scrollY === before) {
            const items = [...document.querySelectorAll(".records-list__item")];
            const loaded = Math.max(...items.map((item) => Number(item.getAttribute("aria-posinset") ?? 0)));
            resolve({ deltas, maxRows, rowsLoaded: loaded });
            return;
          }
          requestAnimationFrame(tick);
        };
        requestAnimationFrame(() => requestAnimationFrame(tick));
      }),
    { step: SCROLL_STEP_PX },
  );
  return {
    replyToRowsMs,
    frameP95Ms: percentile(scrolled.deltas, 95),
    frameMedianMs: median(scrolled.deltas),
    idleP95Ms: percentile(idleDeltas, 95),
    maxRows: scrolled.maxRows,
    rowsLoaded: scrolled.rowsLoaded,
  };
};

/** The record page's transcript benchmark (tests/bench/records/transcriptBench.ts), when it exists. */
const transcriptFigures = async (): Promise<Record<string, number | string> | null> => {
  const path = fileURLToPath(new URL("./transcriptBench.ts", import.meta.url));
  if (!existsSync(path)) return null;
  try {
    const module = (await import(pathToFileURL(path).href)) as {
      runTranscriptBench?: () => Promise<Record<string, number | string>>;
    };
    return module.runTranscriptBench ? await module.runTranscriptBench() : null;
  } catch (error) {
    return { error: error instanceof Error ? error.message : String(error) };
  }
};

const server = await startDemoServer({ port: 0, testControls: true });
const apiUrl = `http://127.0.0.1:${server.port}/api/`;
const appPort = await freePort();
const outDir = mkdtempSync(join(tmpdir(), "lectern-bench-records-"));
const appUrl = `http://127.0.0.1:${appPort}`;
Object.assign(process.env, {
  VITE_LECTERN_MODE: "api",
  VITE_API_URL: apiUrl,
  VITE_PROBE_URL: `${appUrl}/favicon.svg`,
  VITE_PUSHER_KEY: "app-key",
  VITE_PUSHER_HOST: "127.0.0.1",
  // No soketi here: the list works without live updates, and the bench measures the list.
  VITE_PUSHER_PORT: String(await freePort()),
  VITE_WEB_URL: `${appUrl}/`,
});
const configFile = join(root, "ui/vite.config.ts");
console.log(`Building the app (api mode) …`);
await build({ configFile, logLevel: "warn", build: { outDir, emptyOutDir: true } });
const app = await preview({
  configFile,
  logLevel: "warn",
  build: { outDir },
  preview: { host: "127.0.0.1", port: appPort, strictPort: true },
});

const seedStarted = performance.now();
await server.controls.seedSessions(SEED.email, SESSIONS);
const seedMs = performance.now() - seedStarted;

const browser = await chromium.launch({
  ...(chromiumPath ? { executablePath: chromiumPath } : {}),
  // Frames as fast as they can be made: with vsync every rAF delta would read 16.7 ms, whatever the work.
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-dev-shm-usage",
    "--disable-background-networking",
    "--disable-frame-rate-limit",
    "--disable-gpu-vsync",
  ],
});
try {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  // tsx (esbuild) names functions with a `__name` helper that the page does not have.
  await context.addInitScript({ content: "globalThis.__name = (target) => target;" });
  // The moment the first row appears, on the page's own clock.
  await context.addInitScript(() => {
    const seen = () => {
      if ((globalThis as unknown as { firstRowAt?: number }).firstRowAt !== undefined) return;
      if (document.querySelector(".record-row")) {
        (globalThis as unknown as { firstRowAt?: number }).firstRowAt = performance.now();
        observer.disconnect();
      }
    };
    const observer = new MutationObserver(seen);
    document.addEventListener("DOMContentLoaded", () =>
      observer.observe(document.body, { subtree: true, childList: true }),
    );
  });
  const page = await context.newPage();
  page.on("pageerror", (error) => console.error("page error:", error.message));
  await page.goto(`${appUrl}/auth/login`);
  await page.getByRole("textbox", { name: "Email" }).fill(SEED.email);
  await page.getByRole("textbox", { name: "Password", exact: true }).fill(SEED.password);
  await page.getByRole("button", { name: "Login", exact: true }).click();
  await page.waitForURL((url) => !url.pathname.startsWith("/auth"));

  // The server's own answer time for page 1, the same request the list sends.
  const token = await page.evaluate(() => localStorage.getItem("token"));
  const serverMs: number[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    const started = performance.now();
    const response = await fetch(
      `${apiUrl}sessions?filter%5Bpagination%5D%5Bpage%5D=1&filter%5Bpagination%5D%5Blimit%5D=20&sortBy=started_at&sortDirection=desc&statuses%5B%5D=20&statuses%5B%5D=30&include=streams%2Ctags`,
      { headers: { accept: "application/vnd.api+json", authorization: `Bearer ${token}` } },
    );
    await response.json();
    serverMs.push(performance.now() - started);
  }

  const runs: ListRun[] = [];
  for (let run = 0; run < RUNS; run += 1) runs.push(await measureList(page, `${appUrl}/records`));

  const figures = {
    sessions: SESSIONS,
    runs: RUNS,
    "seed (ms)": round(seedMs, 0),
    "GET sessions page 1, server round trip (ms, median)": round(median(serverMs)),
    "first page reply → first rows shown (ms, median; goal < 100)": round(median(runs.map((r) => r.replyToRowsMs))),
    "scroll frame time p95 (ms, median of runs; goal < 8)": round(median(runs.map((r) => r.frameP95Ms))),
    "scroll frame time median (ms)": round(median(runs.map((r) => r.frameMedianMs))),
    "same page standing still, frame time p95 (ms, the machine's floor)": round(median(runs.map((r) => r.idleP95Ms))),
    "max row elements in the DOM while scrolling (goal ≤ 60)": Math.max(...runs.map((r) => r.maxRows)),
    "rows loaded when the scroll ended (median)": median(runs.map((r) => r.rowsLoaded)),
  };
  console.log(
    `\n/records with ${SESSIONS.toLocaleString("en-US")} sessions (${RUNS} runs; ${PRELOADED} rows loaded by infinite scroll, then scrolled through at ${SCROLL_STEP_PX} px a frame)`,
  );
  for (const [name, value] of Object.entries(figures)) console.log(`  ${name}: ${value}`);
} finally {
  await browser.close();
  await app.close();
  await server.close();
  rmSync(outDir, { recursive: true, force: true });
}

const transcript = await transcriptFigures();
if (transcript) {
  console.log("\nTranscript (record page)");
  for (const [name, value] of Object.entries(transcript)) console.log(`  ${name}: ${value}`);
} else {
  console.log("\nTranscript benchmark: tests/bench/records/transcriptBench.ts is not there yet.");
}
