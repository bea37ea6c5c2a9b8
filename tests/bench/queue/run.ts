// npm run bench:queue — the upload queue against a bare sequential upload, in real Chromium, over
// loopback to the Node demo server (spec 2 §9 timings, issue "The upload queue", proof 3).
//
//   npm run bench:queue                    1 hour of video (360 × 1.6 MB) and 1 hour of audio slices
//   npm run bench:queue -- --quick         a tenth of each (a smoke run)
//   npm run bench:queue -- --video-only    the video backlog alone
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { startDemoServer } from "@lectern/adapters/demo/server/startDemoServer";
import { chromium } from "@playwright/test";
import { createServer } from "vite";

interface VideoResult {
  readonly chunks: number;
  readonly chunkSize: number;
  readonly queueMs: number;
  readonly mergedMs: number;
  readonly bareMs: number;
}
interface AudioResult {
  readonly slices: number;
  readonly speedup: number;
  readonly recordedMs: number;
  readonly totalMs: number;
  readonly uploads: number;
  readonly samples: readonly { at: number; backlog: number }[];
}

const quick = process.argv.includes("--quick");
/** `--video-only`: skips the audio runs (four minutes of real time). */
const videoOnly = process.argv.includes("--video-only");
const VIDEO: [number, number] = [quick ? 36 : 360, 1_600_000];
/**
 * Audio-only recording, 150 ms slices: two minutes in real time (what a recording really does), then a
 * whole hour at 30× real time (a stress: ten seconds of audio arrive in a third of a second).
 */
const AUDIO_RUNS: [number, number][] = quick
  ? [
      [400, 1],
      [2_400, 30],
    ]
  : [
      [800, 1],
      [24_000, 30],
    ];
const AUDIO_SERVER_LATENCY_MS = 150;

const root = fileURLToPath(new URL(".", import.meta.url));
const chromiumPath = ["/usr/bin/chromium", "/usr/bin/chromium-browser"].find((path) => existsSync(path));
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

const server = await startDemoServer({ port: 0, testControls: true });
const apiUrl = `http://127.0.0.1:${server.port}/api/`;
const setLatency = async (ms: number) => {
  const response = await fetch(`${apiUrl}demo/faults/latency`, {
    method: "PUT",
    headers: { "content-type": "application/vnd.api+json" },
    body: JSON.stringify({ data: { attributes: { ms } } }),
  });
  if (!response.ok) throw new Error(`latency: ${response.status}`);
};
const vite = await createServer({
  root,
  configFile: false,
  logLevel: "warn",
  server: { host: "127.0.0.1", port: 0 },
});
await vite.listen();
const pageUrl = vite.resolvedUrls?.local[0];
if (!pageUrl) throw new Error("Vite did not say where it listens.");
// A profile on disk: a plain launch keeps IndexedDB in memory, and the blobs must come from disk.
const profile = mkdtempSync(join(tmpdir(), "lectern-bench-"));
const browser = await chromium.launchPersistentContext(profile, {
  ...(chromiumPath ? { executablePath: chromiumPath } : {}),
  args: ["--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--disable-background-networking"],
});

try {
  const page = browser.pages()[0] ?? (await browser.newPage());
  page.on("pageerror", (error) => console.error("page error:", error.message));
  await page.goto(pageUrl);
  await page.waitForFunction(() => typeof window.runQueueBench === "function");
  const config = { apiUrl, email: "demo@lectern.app", password: "Lectern#2026" };

  const video = (await page.evaluate((args) => window.runQueueBench({ ...args, only: "video" }), {
    ...config,
    video: VIDEO,
    audio: [0, 1] as [number, number],
  })) as { video: VideoResult };
  await setLatency(AUDIO_SERVER_LATENCY_MS);
  const audioRuns: AudioResult[] = [];
  for (const run of videoOnly ? [] : AUDIO_RUNS) {
    const result = (await page.evaluate((args) => window.runQueueBench({ ...args, only: "audio" }), {
      ...config,
      video: [0, 1] as [number, number],
      audio: run,
    })) as { audio: AudioResult };
    audioRuns.push(result.audio);
  }

  const v = video.video;
  const megabytes = (v.chunks * v.chunkSize) / 1024 / 1024;
  console.log(
    `\nVideo backlog: ${v.chunks} chunks of ${(v.chunkSize / 1e6).toFixed(1)} MB (${megabytes.toFixed(0)} MiB)`,
  );
  console.log(
    `  upload queue (real IndexedDB → Node demo server): ${seconds(v.queueMs)} until every chunk is on the server (session created, started, stream, end included)`,
  );
  console.log(`    … and ${seconds(v.mergedMs)} until merged and removed from the device`);
  console.log(`  bare sequential PUT of the same blobs:            ${seconds(v.bareMs)}`);
  console.log(`  ratio bare / queue: ${(v.bareMs / v.queueMs).toFixed(2)} (goal ≥ 0.90)`);

  for (const a of audioRuns) {
    const backlogs = a.samples.map((sample) => sample.backlog);
    const minutes = (a.slices * 0.15) / 60;
    console.log(
      `\nAudio while recording: ${a.slices} slices of 150 ms (${minutes.toFixed(0)} min of audio) at ${a.speedup}× real time, server latency ${AUDIO_SERVER_LATENCY_MS} ms`,
    );
    console.log(
      `  recorded in ${seconds(a.recordedMs)}; everything merged ${seconds(a.totalMs - a.recordedMs)} after the end`,
    );
    console.log(`  ${a.uploads} upload requests, ${(a.slices / a.uploads).toFixed(1)} slices per request on average`);
    console.log(
      `  backlog (committed − uploaded slices) through the recording: ${a.samples
        .map((sample) => `${Math.round(sample.at * 100)}%:${sample.backlog}`)
        .join(" ")}`,
    );
    console.log(`  max backlog ${Math.max(...backlogs)} slices; at the end of the recording ${backlogs.at(-1)} slices`);
  }
} finally {
  await browser.close();
  await vite.close();
  await server.close();
  rmSync(profile, { recursive: true, force: true });
}
