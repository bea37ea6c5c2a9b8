// Lighthouse on /auth/login of the production build, served with gzip the way a real host serves it,
// in Chromium from the system (no browser download): 3 runs for each of the mobile (Lighthouse's
// default: a mid-range phone on slow 4G, simulated) and desktop presets, then the medians. Exits
// non-zero when the mobile performance median is under 95 or accessibility under 100 (the goals).
//
//   npm run bench:lighthouse              build, then measure
//   node tests/bench/lighthouse.mjs --no-build
//   node tests/bench/lighthouse.mjs --no-build --reports=/tmp/lh   also keep each run's JSON report there
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { createServer } from "node:http";
import { tmpdir } from "node:os";
import { extname, join, normalize } from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import lighthouse, { desktopConfig } from "lighthouse";

const ROOT = fileURLToPath(new URL("../..", import.meta.url));
const DIST = join(ROOT, "ui", "dist");
const VITE = join(ROOT, "node_modules", "vite", "bin", "vite.js");
const RUNS = 3;
const REPORTS = process.argv.find((arg) => arg.startsWith("--reports="))?.slice("--reports=".length);
const GOALS = { mobilePerformance: 95, accessibility: 100 };
const CHROMIUM = ["/usr/bin/chromium", "/usr/bin/chromium-browser", process.env.CHROME_PATH].find(
  (path) => path && existsSync(path),
);
// MACHINE.md's flags for Chromium here, headless; no GPU, no background traffic to skew the numbers.
const CHROMIUM_FLAGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--disable-dev-shm-usage",
];
const TYPES = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".svg": "image/svg+xml",
  ".json": "application/json",
  ".woff2": "font/woff2",
  ".woff": "font/woff",
  ".png": "image/png",
  ".ico": "image/x-icon",
};
const COMPRESSIBLE = new Set([".html", ".js", ".css", ".svg", ".json"]);

/**
 * A static server for the build as a production host would run it: gzip for text, long caching for
 * the hashed assets, index.html for every app route (the router draws the page).
 */
const serveBuild = () => {
  const cache = new Map();
  const server = createServer((request, response) => {
    const path = normalize(decodeURIComponent(new URL(request.url ?? "/", "http://x").pathname));
    let file = join(DIST, path);
    if (!file.startsWith(DIST) || !existsSync(file) || statSync(file).isDirectory()) file = join(DIST, "index.html");
    const type = extname(file);
    const gzip = COMPRESSIBLE.has(type) && /\bgzip\b/.test(String(request.headers["accept-encoding"] ?? ""));
    const key = `${file}|${gzip}`;
    if (!cache.has(key)) {
      const bytes = readFileSync(file);
      cache.set(key, gzip ? gzipSync(bytes, { level: 6 }) : bytes);
    }
    response.writeHead(200, {
      "content-type": TYPES[type] ?? "application/octet-stream",
      "cache-control": path.startsWith("/assets/") ? "public, max-age=31536000, immutable" : "no-cache",
      ...(gzip ? { "content-encoding": "gzip", vary: "accept-encoding" } : {}),
    });
    response.end(cache.get(key));
  });
  return new Promise((resolve) => server.listen(0, "127.0.0.1", () => resolve(server)));
};

/** Starts Chromium with a debugging port and resolves with that port once it listens. */
const launchChromium = (profile) =>
  new Promise((resolve, reject) => {
    const child = spawn(CHROMIUM, [...CHROMIUM_FLAGS, "--remote-debugging-port=0", `--user-data-dir=${profile}`], {
      stdio: ["ignore", "ignore", "pipe"],
    });
    let output = "";
    child.stderr.on("data", (data) => {
      output += data;
      const listening = output.match(/DevTools listening on ws:\/\/[^:]+:(\d+)\//);
      if (listening) resolve({ child, port: Number(listening[1]) });
    });
    child.once("exit", (code) => reject(new Error(`Chromium exited with ${code}:\n${output}`)));
  });

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

const score = (report, category) => Math.round((report.categories[category]?.score ?? 0) * 100);

if (!CHROMIUM) throw new Error("No Chromium found: apt-get install -y chromium (or set CHROME_PATH).");
if (!process.argv.includes("--no-build")) {
  const result = spawnSync(process.execPath, [VITE, "build", "--config", "ui/vite.config.ts"], {
    cwd: ROOT,
    stdio: "inherit",
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
if (!existsSync(join(DIST, "index.html"))) throw new Error(`No build at ${DIST}: run without --no-build.`);

const server = await serveBuild();
const url = `http://127.0.0.1:${server.address().port}/auth/login`;
const profile = mkdtempSync(join(tmpdir(), "lectern-lighthouse-"));
const { child: chromium, port } = await launchChromium(profile);
const presets = [
  { name: "mobile", config: undefined },
  { name: "desktop", config: desktopConfig },
];
const medians = {};
try {
  for (const { name, config } of presets) {
    const runs = [];
    for (let run = 1; run <= RUNS; run += 1) {
      const result = await lighthouse(
        url,
        { port, output: "json", logLevel: "error", onlyCategories: ["performance", "accessibility", "best-practices"] },
        config,
      );
      if (!result) throw new Error(`Lighthouse returned nothing for ${name} run ${run}`);
      const report = result.lhr;
      if (REPORTS) {
        mkdirSync(REPORTS, { recursive: true });
        writeFileSync(join(REPORTS, `${name}-${run}.json`), JSON.stringify(report));
      }
      if (report.runtimeError) throw new Error(`${name} run ${run}: ${report.runtimeError.message}`);
      const row = {
        performance: score(report, "performance"),
        accessibility: score(report, "accessibility"),
        bestPractices: score(report, "best-practices"),
        lcpMs: report.audits["largest-contentful-paint"]?.numericValue ?? Number.NaN,
        tbtMs: report.audits["total-blocking-time"]?.numericValue ?? Number.NaN,
      };
      runs.push(row);
      const failing = Object.values(report.audits)
        .filter((audit) => audit.score !== null && audit.score < 1 && audit.scoreDisplayMode === "binary")
        .map((audit) => audit.id);
      console.log(
        `${name} run ${run}: performance ${row.performance}, accessibility ${row.accessibility}, best practices ${row.bestPractices}, LCP ${Math.round(row.lcpMs)} ms, TBT ${Math.round(row.tbtMs)} ms${failing.length ? `; failing: ${failing.join(", ")}` : ""}`,
      );
    }
    medians[name] = Object.fromEntries(Object.keys(runs[0]).map((key) => [key, median(runs.map((row) => row[key]))]));
  }
} finally {
  // The profile can only go once Chromium has stopped writing to it.
  await new Promise((resolve) => {
    chromium.once("exit", resolve);
    chromium.kill();
  });
  server.close();
  rmSync(profile, { recursive: true, force: true, maxRetries: 5 });
}

console.log(`\nLighthouse medians of ${RUNS} runs, /auth/login of the production build served with gzip:`);
console.log("  preset    performance  accessibility  best practices      LCP       TBT");
for (const [name, row] of Object.entries(medians)) {
  console.log(
    `  ${name.padEnd(8)}  ${String(row.performance).padStart(11)}  ${String(row.accessibility).padStart(13)}  ${String(row.bestPractices).padStart(14)}  ${`${(row.lcpMs / 1000).toFixed(2)} s`.padStart(7)}  ${`${Math.round(row.tbtMs)} ms`.padStart(8)}`,
  );
}
const met =
  medians.mobile.performance >= GOALS.mobilePerformance && medians.mobile.accessibility >= GOALS.accessibility;
console.log(
  `goals (mobile performance ≥ ${GOALS.mobilePerformance}, accessibility ${GOALS.accessibility}): ${met ? "met" : "NOT met"}`,
);
process.exitCode = met ? 0 : 1;
