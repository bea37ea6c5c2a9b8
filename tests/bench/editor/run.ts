// npm run bench:editor — issue 22: a note of 50,000 characters in the real rich-text editor (the lazy
// Quill chunk), typed into with real key events in real Chromium, from a production build.
//
//   npm run bench:editor                 3 runs of 50,000 characters
//   npm run bench:editor -- --runs 5 --chars 100000
//
// Goal: typing into it makes no long task over 50 ms, the debounced save (500 ms after the last key)
// included. Each run types a sentence at the end of the note, then one at its start, as a student adds
// to and corrects a long note, at a fast typist's pace (40 ms a key).
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { chromium } from "@playwright/test";
import react from "@vitejs/plugin-react";
import { build, preview } from "vite";
import { CHROMIUM_ARGS } from "../../playwright.config";
import type { TypingFigures } from "./noteEditorBenchPage";

const root = fileURLToPath(new URL(".", import.meta.url));
const chromiumPath = ["/usr/bin/chromium", "/usr/bin/chromium-browser"].find((path) => existsSync(path));
const option = (name: string, fallback: number) => {
  const at = process.argv.indexOf(name);
  return at > 0 ? Number(process.argv[at + 1]) : fallback;
};
const RUNS = option("--runs", 3);
const CHARS = option("--chars", 50_000);
const KEY_DELAY_MS = 40;
const TYPED = "Remember the sign convention for work done by the gas. ";
const LONG_TASK_GOAL_MS = 50;

const median = (values: readonly number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 === 1
    ? (sorted[middle] ?? NaN)
    : ((sorted[middle - 1] ?? NaN) + (sorted[middle] ?? NaN)) / 2;
};
const round = (value: number) => Math.round(value * 10) / 10;

interface RunFigures {
  readonly mountMs: number;
  readonly chars: number;
  readonly end: TypingFigures;
  readonly start: TypingFigures;
}

const outDir = mkdtempSync(join(tmpdir(), "lectern-editor-bench-"));
await build({
  root,
  configFile: false,
  logLevel: "warn",
  plugins: [react()],
  build: { outDir, emptyOutDir: true, rolldownOptions: { input: join(root, "noteEditorBench.html") } },
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
  for (let run = 0; run < RUNS; run += 1) {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    page.on("pageerror", (error) => console.error("page error:", error.message));
    await page.goto(`${address}noteEditorBench.html`);
    await page.waitForFunction(() => typeof window.noteEditorBench === "object");
    const mounted = await page.evaluate((chars) => window.noteEditorBench.mount(chars), CHARS);
    const calibration = await page.evaluate(() => window.noteEditorBench.calibrate());
    if (calibration < 70)
      throw new Error(`a known 80 ms task was reported as ${calibration} ms: long tasks are not seen`);
    const editor = page.getByRole("textbox", { name: "Session notes" });
    const typeAt = async (key: "Control+End" | "Control+Home"): Promise<TypingFigures> => {
      await editor.focus();
      await page.keyboard.press(key);
      await page.evaluate(() => window.noteEditorBench.observe());
      await page.keyboard.type(TYPED, { delay: KEY_DELAY_MS });
      return page.evaluate(() => window.noteEditorBench.finish());
    };
    const end = await typeAt("Control+End");
    const start = await typeAt("Control+Home");
    if (start.emittedChars < mounted.chars + TYPED.length * 2 - 2) {
      throw new Error(`the last emitted note has ${start.emittedChars} characters: the typing was not all saved`);
    }
    results.push({ ...mounted, end, start });
    await page.close();
  }
} finally {
  await browser.close();
  await new Promise<void>((resolve) => server.httpServer.close(() => resolve()));
  rmSync(outDir, { recursive: true, force: true });
}

const of = (pick: (run: RunFigures) => number) => round(median(results.map(pick)));
const worstLongTask = Math.max(...results.flatMap((run) => [run.end.maxLongTaskMs, run.start.maxLongTaskMs]));
const figures: Record<string, number | string> = {
  "editor.chars": results[0]?.chars ?? 0,
  "editor.runs": RUNS,
  "editor.keysTypedPerRun": TYPED.length * 2,
  "editor.mountMs": of((run) => run.mountMs),
  "editor.end.longTasks": of((run) => run.end.longTasks),
  "editor.end.maxLongTaskMs": of((run) => run.end.maxLongTaskMs),
  "editor.end.keyToFrameMedianMs": of((run) => run.end.keyMedianMs),
  "editor.end.keyToFrameMaxMs": of((run) => run.end.keyMaxMs),
  "editor.end.maxFrameMs": of((run) => run.end.maxFrameMs),
  "editor.start.longTasks": of((run) => run.start.longTasks),
  "editor.start.maxLongTaskMs": of((run) => run.start.maxLongTaskMs),
  "editor.start.keyToFrameMedianMs": of((run) => run.start.keyMedianMs),
  "editor.start.keyToFrameMaxMs": of((run) => run.start.keyMaxMs),
  "editor.start.maxFrameMs": of((run) => run.start.maxFrameMs),
  "editor.worstLongTaskMs (all runs)": round(worstLongTask),
  goal:
    worstLongTask > LONG_TASK_GOAL_MS
      ? `missed: a long task of ${round(worstLongTask)} ms`
      : "met: no long task > 50 ms",
};
for (const [name, value] of Object.entries(figures)) console.log(`${name.padEnd(40)} ${value}`);
