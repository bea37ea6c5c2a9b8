// The transcript half of `npm run bench:records` (issue 11, "Performance"): a 4-hour, two-speaker
// transcript (~36,000 words, 2,400 sentences) in the real TranscriptPanel, in real Chromium, from a
// production build (React's development build would measure React's checks, not the panel).
//
//   node --import tsx tests/bench/records/transcriptBench.ts            (3 runs)
//   node --import tsx tests/bench/records/transcriptBench.ts --runs 5
//
// Goals: first render < 300 ms; playback at 1× and 2× with no long task > 50 ms; a click on a
// sentence highlighted (aria-current) within 50 ms. A 30× run (not a goal) stresses the follow rule.
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { chromium } from "@playwright/test";
import react from "@vitejs/plugin-react";
import { build, preview } from "vite";
import { CHROMIUM_ARGS } from "../../playwright.config";
import type { PlaybackFigures } from "./transcriptBenchPage";

const root = fileURLToPath(new URL(".", import.meta.url));
const chromiumPath = ["/usr/bin/chromium", "/usr/bin/chromium-browser"].find((path) => existsSync(path));
/** Wall-clock seconds of playback per speed per run. */
const PLAY_SECONDS = 8;
const CLICKS_PER_RUN = 5;

const median = (values: readonly number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 === 1
    ? (sorted[middle] ?? NaN)
    : ((sorted[middle - 1] ?? NaN) + (sorted[middle] ?? NaN)) / 2;
};
const round = (value: number) => Math.round(value * 10) / 10;

interface RunFigures {
  readonly flattenMs: number;
  readonly rowsMs: number;
  readonly frameMs: number;
  readonly sentences: number;
  readonly words: number;
  readonly rowsInDom: number;
  readonly play1: PlaybackFigures;
  readonly play2: PlaybackFigures;
  readonly play30: PlaybackFigures;
  readonly clicks: readonly number[];
}

/** Runs the transcript bench; figures are medians over `runs` fresh page loads. */
export const runTranscriptBench = async (runs = 3): Promise<Record<string, number | string>> => {
  const outDir = mkdtempSync(join(tmpdir(), "lectern-transcript-bench-"));
  await build({
    root,
    configFile: false,
    logLevel: "warn",
    plugins: [react()],
    build: { outDir, emptyOutDir: true, rolldownOptions: { input: join(root, "transcriptBench.html") } },
  });
  const server = await preview({
    root,
    configFile: false,
    logLevel: "warn",
    build: { outDir },
    preview: { host: "127.0.0.1", port: 0 },
  });
  const address = server.resolvedUrls?.local[0];
  if (!address) throw new Error("vite preview did not say where it listens.");
  const browser = await chromium.launch({
    ...(chromiumPath ? { executablePath: chromiumPath } : {}),
    args: CHROMIUM_ARGS,
  });
  const results: RunFigures[] = [];
  try {
    for (let run = 0; run < runs; run += 1) {
      const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
      page.on("pageerror", (error) => console.error("page error:", error.message));
      await page.goto(`${address}transcriptBench.html`);
      await page.waitForFunction(() => typeof window.transcriptBench === "object");
      const mounted = await page.evaluate(() => window.transcriptBench.mount());
      const rowsInDom = await page.locator("[data-sentence]").count();
      // Mid-lecture (hour two), where a sentence's row sits among thousands above and below.
      const play1 = await page.evaluate((seconds) => window.transcriptBench.play(1, seconds, 7_200), PLAY_SECONDS);
      const play2 = await page.evaluate((seconds) => window.transcriptBench.play(2, seconds, 10_800), PLAY_SECONDS);
      // A stress beyond the goal: 30× moves the highlight (and the follow scroll) every ~200 ms.
      const play30 = await page.evaluate(
        (seconds) => window.transcriptBench.play(30, seconds, 3_600),
        PLAY_SECONDS / 2,
      );
      const clicks: number[] = [];
      for (let click = 0; click < CLICKS_PER_RUN; click += 1) {
        const visible = await page.evaluate(() => window.transcriptBench.visibleSentences());
        const index = visible[(click * 3) % Math.max(1, visible.length)];
        if (index === undefined) throw new Error("no sentence in view to click");
        await page.evaluate((i) => window.transcriptBench.armClick(i), index);
        await page.click(`[data-sentence="${index}"]`);
        clicks.push(await page.evaluate(() => window.transcriptBench.clickLatency()));
      }
      results.push({ ...mounted, rowsInDom, play1, play2, play30, clicks });
      await page.close();
    }
  } finally {
    await browser.close();
    await new Promise<void>((resolve) => server.httpServer.close(() => resolve()));
    rmSync(outDir, { recursive: true, force: true });
  }
  const of = (pick: (run: RunFigures) => number) => round(median(results.map(pick)));
  return {
    "transcript.sentences": results[0]?.sentences ?? 0,
    "transcript.words": results[0]?.words ?? 0,
    "transcript.runs": runs,
    "transcript.flattenMs": of((run) => run.flattenMs),
    "transcript.firstRenderMs": of((run) => run.rowsMs),
    "transcript.firstFrameMs": of((run) => run.frameMs),
    "transcript.rowsInDom": of((run) => run.rowsInDom),
    "transcript.play1x.longTasks": of((run) => run.play1.longTasks),
    "transcript.play1x.maxLongTaskMs": of((run) => run.play1.maxLongTaskMs),
    "transcript.play1x.maxFrameMs": of((run) => run.play1.maxFrameMs),
    "transcript.play1x.sentenceChanges": of((run) => run.play1.sentenceChanges),
    "transcript.play2x.longTasks": of((run) => run.play2.longTasks),
    "transcript.play2x.maxLongTaskMs": of((run) => run.play2.maxLongTaskMs),
    "transcript.play2x.maxFrameMs": of((run) => run.play2.maxFrameMs),
    "transcript.play2x.sentenceChanges": of((run) => run.play2.sentenceChanges),
    "transcript.play30x.longTasks": of((run) => run.play30.longTasks),
    "transcript.play30x.maxLongTaskMs": of((run) => run.play30.maxLongTaskMs),
    "transcript.play30x.maxFrameMs": of((run) => run.play30.maxFrameMs),
    "transcript.play30x.sentenceChanges": of((run) => run.play30.sentenceChanges),
    "transcript.clickToHighlightMs.median": of((run) => median(run.clicks)),
    "transcript.clickToHighlightMs.max": of((run) => Math.max(...run.clicks)),
  };
};

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const at = process.argv.indexOf("--runs");
  const runs = at > 0 ? Number(process.argv[at + 1]) : 3;
  const figures = await runTranscriptBench(runs);
  for (const [name, value] of Object.entries(figures)) console.log(`${name.padEnd(40)} ${value}`);
}
