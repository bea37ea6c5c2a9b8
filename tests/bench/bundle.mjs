// Bundle budget: builds the UI, serves the production build, opens /auth/login in Chromium and adds
// up the gzip size of every script the page really fetched until the login form is usable — the
// entry, its static imports AND the lazy chunks that page needs (the demo backend included: it is
// fetched on the first input, so the bench types a letter into the e-mail field before it counts).
//
//   npm run bench:bundle              build, then measure
//   node tests/bench/bundle.mjs --no-build
//   npm run bench:bundle -- --attribute   also say which packages and folders the bytes come from
//   npm run bench:bundle -- --routes      also say what each later route adds to that first load
import { spawn, spawnSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { createServer } from "node:net";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import { chromium } from "@playwright/test";
import { attribute } from "./attribute.mjs";

const ROOT = fileURLToPath(new URL("../..", import.meta.url));
const DIST = join(ROOT, "ui", "dist");
const BUDGET_BYTES = 150 * 1024;
/** zlib's default level, what web servers typically use: a realistic, not a best-case, number. */
const GZIP_LEVEL = 6;
const VITE = join(ROOT, "node_modules", "vite", "bin", "vite.js");
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

const freePort = () =>
  new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

const waitForServer = async (url, child) => {
  for (;;) {
    if (child.exitCode !== null) throw new Error(`vite preview exited with ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
};

const attributing = process.argv.includes("--attribute");
const measuringRoutes = process.argv.includes("--routes");

/**
 * The pages whose added JavaScript the README lists: signed out, then signed in as the seeded demo
 * account. Each opens in a fresh tab of one browser context, as a bookmark or a reload would.
 */
const SIGNED_OUT_ROUTES = [
  "/auth/registration",
  "/auth/company-login",
  "/auth/forgot",
  "/demo/outbox",
  "/devices/pair",
];
const SIGNED_IN_ROUTES = [
  "/records",
  "/session/widget",
  "/profile/personal",
  "/profile/subscription",
  "/profile/settings",
  "/billing/product",
  "/billing/buying/prod_lectern_notes/price_notes_monthly?trial=true",
  "/error",
  "/downloads",
  "/demo/kit",
];

const gzipOf = (path) => gzipSync(readFileSync(join(DIST, path)), { level: GZIP_LEVEL }).length;

/** Scripts one page fetches until its main heading shows and the network is quiet. */
const scriptsOf = async (context, url) => {
  const page = await context.newPage();
  const fetched = new Set();
  page.on("request", (request) => {
    const path = new URL(request.url()).pathname;
    if (request.resourceType() === "script" || path.endsWith(".js")) fetched.add(path);
  });
  await page.goto(url);
  await page.getByRole("heading", { level: 1 }).first().waitFor();
  await page.waitForLoadState("networkidle");
  await page.close();
  return fetched;
};

/** Gzip KB each route fetches beyond what /auth/login (with the demo backend) already fetched. */
const measureRoutes = async (browser, base, loginScripts) => {
  const added = async (context, route) => {
    const extra = [...(await scriptsOf(context, `${base}${route}`))].filter((path) => !loginScripts.has(path));
    return { route, gzip: extra.reduce((sum, path) => sum + gzipOf(path), 0), files: extra.length };
  };
  const rows = [];
  const visitor = await browser.newContext();
  for (const route of SIGNED_OUT_ROUTES) rows.push(await added(visitor, route));
  const member = await browser.newContext();
  const login = await member.newPage();
  await login.goto(`${base}/auth/login`);
  await login.getByRole("textbox", { name: "Email" }).fill("demo@lectern.app");
  await login.getByRole("textbox", { name: "Password", exact: true }).fill("Lectern#2026");
  await login.getByRole("button", { name: "Login", exact: true }).click();
  await login.waitForURL(/\/records$/);
  // The record page of the account's first lecture (a seeded demo lecture).
  const firstRecord = login.locator("a.record-row").first();
  await firstRecord.waitFor();
  const recordPath = await firstRecord.getAttribute("href");
  // The record page, one of its study tabs (the summary's markdown and KaTeX), its Notes tab (the
  // rich-text editor's Quill chunk, the only route that fetches it), its quizzes page, the same record
  // at its share address (the owner sees it editable) and /review.
  const recordRoutes = recordPath
    ? [
        recordPath,
        `${recordPath}?tab=key-points`,
        `${recordPath}?tab=notes`,
        `${recordPath}?tab=slides`,
        `${recordPath}/quizzes`,
        recordPath.replace("/records/", "/shared-records/"),
        "/review",
      ]
    : ["/review"];
  for (const route of [...SIGNED_IN_ROUTES, ...recordRoutes]) rows.push(await added(member, route));
  console.log("\nJavaScript each route adds to /auth/login's first load (gzip, fetched on a fresh tab):");
  for (const row of rows) console.log(`  ${row.route.padEnd(30)}  ${kb(row.gzip).padStart(9)}  (${row.files} files)`);
};
/** Resolves once no request has been in flight for half a second (what networkidle means, after an input). */
const waitForQuietNetwork = (page) =>
  new Promise((resolve) => {
    let inFlight = 0;
    let timer = setTimeout(resolve, 500);
    const settle = () => {
      clearTimeout(timer);
      if (inFlight === 0) timer = setTimeout(resolve, 500);
    };
    page.on("request", () => {
      inFlight += 1;
      clearTimeout(timer);
    });
    const finished = () => {
      inFlight = Math.max(0, inFlight - 1);
      settle();
    };
    page.on("requestfinished", finished);
    page.on("requestfailed", finished);
  });

if (!process.argv.includes("--no-build")) {
  const result = spawnSync(process.execPath, [VITE, "build", "--config", "ui/vite.config.ts"], {
    cwd: ROOT,
    stdio: "inherit",
    env: { ...process.env, ...(attributing ? { LECTERN_SOURCEMAP: "1" } : {}) },
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
if (!existsSync(join(DIST, "index.html"))) throw new Error(`No build at ${DIST}: run without --no-build.`);

const port = await freePort();
const preview = spawn(
  process.execPath,
  [VITE, "preview", "--config", "ui/vite.config.ts", "--port", String(port), "--strictPort"],
  {
    cwd: ROOT,
    stdio: "ignore",
  },
);
const base = `http://127.0.0.1:${port}`;
const executablePath = ["/usr/bin/chromium", "/usr/bin/chromium-browser"].find((path) => existsSync(path));
let browser;
try {
  await waitForServer(`${base}/`, preview);
  browser = await chromium.launch({ executablePath, args: ["--no-sandbox", "--disable-gpu"] });
  const page = await browser.newPage();
  const scripts = new Set();
  page.on("request", (request) => {
    const path = new URL(request.url()).pathname;
    if (request.resourceType() === "script" || path.endsWith(".js")) scripts.add(path);
  });
  await page.goto(`${base}/auth/login`);
  // The page counts as loaded when its form can be used.
  await page.getByRole("button", { name: "Login", exact: true }).waitFor();
  await page.waitForLoadState("networkidle");
  // The demo backend is fetched on the visitor's first input (not before the first paint), so the
  // bench types into the e-mail field first: every login needs that backend, so it is counted.
  // networkidle was reached before the typing already: wait instead for the requests it starts.
  const quiet = waitForQuietNetwork(page);
  await page.getByRole("textbox", { name: "Email" }).pressSequentially("s");
  await quiet;

  const rows = [...scripts].map((path) => {
    const bytes = readFileSync(join(DIST, path));
    return { file: path.slice(1), raw: bytes.length, gzip: gzipSync(bytes, { level: GZIP_LEVEL }).length };
  });
  rows.sort((a, b) => b.gzip - a.gzip);
  const total = rows.reduce((sum, row) => sum + row.gzip, 0);
  const width = Math.max(...rows.map((row) => row.file.length), 5);
  console.log(`\nJavaScript fetched by /auth/login until the form is usable (gzip level ${GZIP_LEVEL}):`);
  for (const row of rows)
    console.log(`  ${row.file.padEnd(width)}  ${kb(row.raw).padStart(10)} raw  ${kb(row.gzip).padStart(9)} gzip`);
  console.log(
    `  ${"total".padEnd(width)}  ${kb(rows.reduce((s, r) => s + r.raw, 0)).padStart(10)} raw  ${kb(total).padStart(9)} gzip`,
  );
  console.log(
    `budget ${kb(BUDGET_BYTES)}: ${total <= BUDGET_BYTES ? "within" : "OVER"} (${((total / BUDGET_BYTES) * 100).toFixed(0)}% of budget)`,
  );
  if (attributing) {
    // "(unmapped)" is bundler glue: imports and exports between chunks, the preload lists of lazy
    // imports, CommonJS wrappers.
    console.log("\nWhere those bytes come from (gzip estimated per chunk from the source maps):");
    for (const { group, gzip } of attribute(DIST, rows).filter((row) => row.gzip >= 100))
      console.log(`  ${group.padEnd(48)}  ${kb(gzip).padStart(9)}`);
  }
  if (measuringRoutes) await measureRoutes(browser, base, scripts);
  process.exitCode = total <= BUDGET_BYTES ? 0 : 1;
} finally {
  await browser?.close();
  preview.kill();
}
