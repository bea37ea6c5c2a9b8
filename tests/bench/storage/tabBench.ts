import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { type BrowserContext, type Page, chromium } from "@playwright/test";
import { build, preview } from "vite";
import { CHROMIUM_ARGS } from "../../playwright.config";
import { LIBRARY_USER } from "./makeLibrary";
import type { PrefillResult, TabWritesResult } from "./page/benchPage";

const root = fileURLToPath(new URL("../../..", import.meta.url));
const pageRoot = fileURLToPath(new URL("./page", import.meta.url));
const chromiumPath = ["/usr/bin/chromium", "/usr/bin/chromium-browser"].find((path) => existsSync(path));
/** Ceilings, not waits: a 500-lecture database on a busy 2-core machine may take long to open. */
const STEP_TIMEOUT_MS = 180_000;

export interface TabSizeResult {
  readonly prefill: PrefillResult;
  /** First input on the login form → first row of /records drawn (the backend opens on that input). */
  readonly signInMs: number | null;
  /** Of it, from the click on Login (the backend is open by then, its code fetched on the first input). */
  readonly signInFromClickMs: number | null;
  /** Of that, from the click until the router moved to /records (the login request and what follows it). */
  readonly clickToRecordsUrlMs: number | null;
  /** A fresh load of /records, signed in: navigation → first row drawn (the backend opens on the way). */
  readonly recordsLoadMs: number | null;
  readonly writes: TabWritesResult | null;
  /** Slices the recorder committed in the window, per minute. */
  readonly slicesPerMinute: number | null;
  readonly errors: string[];
}

declare global {
  interface Window {
    firstInputAt?: number;
    firstClickAt?: number;
    recordsUrlAt?: number;
    firstRowAt?: number;
  }
}

/** Notes when the login form first gets input and when the first record row is drawn, on the page's clock. */
const watchPage = () => {
  document.addEventListener("input", () => (window.firstInputAt ??= performance.now()), { capture: true });
  document.addEventListener("click", () => (window.firstClickAt ??= performance.now()), { capture: true });
  // When the router moves to /records: the sign-in's reply is in, the list's code and data are not yet.
  for (const method of ["pushState", "replaceState"] as const) {
    const original = history[method].bind(history);
    history[method] = (...args: Parameters<History["pushState"]>) => {
      original(...args);
      if (location.pathname === "/records") window.recordsUrlAt ??= performance.now();
    };
  }
  const seen = () => {
    if (window.firstRowAt === undefined && document.querySelector(".record-row")) window.firstRowAt = performance.now();
  };
  const observer = new MutationObserver(seen);
  document.addEventListener("DOMContentLoaded", () =>
    observer.observe(document.body, { subtree: true, childList: true }),
  );
};

const message = (error: unknown) => (error instanceof Error ? error.message.split("\n")[0]! : String(error));

/**
 * The tab half of the storage benchmark: the app's e2e build and the bench page (./page) built into
 * one folder and served by `vite preview`, so both share an origin and so one IndexedDB. Each size
 * runs in a fresh Chromium profile on disk (IndexedDB really on disk, nothing left from the last size).
 */
export class TabBench {
  private constructor(
    private readonly origin: string,
    /** The build folder to remove at the end; null when it is kept for the next run. */
    private readonly outDir: string | null,
    private readonly close_: () => Promise<void>,
  ) {}

  /**
   * `appDir` (STORAGE_BENCH_APP_DIR): a folder kept between runs, the app built into it only when it
   * holds none yet — for iterating on the benchmark; rebuild it (empty it) after changing the app.
   */
  static async open(log: (line: string) => void, appDir?: string): Promise<TabBench> {
    const outDir = appDir ?? mkdtempSync(join(tmpdir(), "lectern-bench-storage-"));
    // The demo mode with the in-tab backend's test controls: the e2e build (tests/playwright.config.ts).
    Object.assign(process.env, { VITE_LECTERN_MODE: "demo", VITE_LECTERN_TEST_CONTROLS: "1" });
    const configFile = join(root, "ui/vite.config.ts");
    if (!appDir || !existsSync(join(appDir, "index.html"))) {
      log("Building the app (demo mode, e2e build) …");
      // "error": the bundle's size warnings are bench:bundle's business, not this run's.
      await build({ configFile, logLevel: "error", build: { outDir, emptyOutDir: true } });
    }
    log("Building the bench page …");
    await build({
      configFile: false,
      root: pageRoot,
      base: "/bench/",
      logLevel: "error",
      build: { outDir: join(outDir, "bench"), emptyOutDir: true },
    });
    const server = await preview({
      configFile,
      logLevel: "warn",
      build: { outDir },
      preview: { host: "127.0.0.1", port: 0 },
    });
    const origin = server.resolvedUrls?.local[0]?.replace(/\/$/, "");
    if (!origin) throw new Error("vite preview did not say where it listens.");
    return new TabBench(origin, appDir ? null : outDir, () => server.close());
  }

  /**
   * One library size: prefill, sign-in, /records, the writes, then the recorder for `recordMs`. The
   * app signs in before the bench page writes: at 0 that first sign-in gives the student the demo
   * lectures for /records to show, which the bench's own recording (a session held) would prevent.
   * The recorder goes last: it leaves its recording going.
   */
  async measure(size: number, writes: number, recordMs: number): Promise<TabSizeResult> {
    const profile = mkdtempSync(join(tmpdir(), "lectern-bench-storage-profile-"));
    const context = await chromium.launchPersistentContext(profile, {
      ...(chromiumPath ? { executablePath: chromiumPath } : {}),
      args: CHROMIUM_ARGS,
      viewport: { width: 1440, height: 900 },
    });
    const errors: string[] = [];
    const attempt = async <T>(what: string, step: () => Promise<T>): Promise<T | null> => {
      try {
        return await step();
      } catch (error) {
        errors.push(`${what}: ${message(error)}`);
        return null;
      }
    };
    try {
      // tsx (esbuild) names functions with a `__name` helper that the page does not have.
      await context.addInitScript({ content: "globalThis.__name = (target) => target;" });
      await context.addInitScript(watchPage);
      const page = context.pages()[0] ?? (await context.newPage());
      page.setDefaultTimeout(STEP_TIMEOUT_MS);
      page.on("pageerror", (error) => errors.push(`page error: ${message(error)}`));
      const prefill = await this.#bench(page).then((bench) =>
        bench.evaluate((count) => window.storageBench.prefill(count), size),
      );
      const signIn = await attempt("sign-in", () => this.#signIn(page));
      const recordsLoadMs = await attempt("/records load", () => this.#recordsLoad(page));
      const written = await attempt("writes", async () =>
        (await this.#bench(page)).evaluate((count) => window.storageBench.writes(count), writes),
      );
      const slicesPerMinute = await attempt("recorder", () => this.#record(context, page, recordMs));
      return {
        prefill,
        signInMs: signIn?.fromInput ?? null,
        signInFromClickMs: signIn?.fromClick ?? null,
        clickToRecordsUrlMs: signIn?.toUrl ?? null,
        recordsLoadMs,
        writes: written,
        slicesPerMinute,
        errors,
      };
    } finally {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    }
  }

  async close(): Promise<void> {
    await this.close_();
    if (this.outDir) rmSync(this.outDir, { recursive: true, force: true });
  }

  async #bench(page: Page): Promise<Page> {
    await page.goto(`${this.origin}/bench/`);
    await page.waitForFunction(() => typeof window.storageBench === "object");
    return page;
  }

  async #signIn(page: Page): Promise<{ fromInput: number; fromClick: number; toUrl: number }> {
    await page.goto(`${this.origin}/auth/login`);
    await page.getByRole("textbox", { name: "Email" }).fill(LIBRARY_USER.email);
    await page.getByRole("textbox", { name: "Password", exact: true }).fill(LIBRARY_USER.password);
    await page.getByRole("button", { name: "Login", exact: true }).click();
    await page.waitForSelector(".record-row");
    return page.evaluate(() => ({
      fromInput: window.firstRowAt! - window.firstInputAt!,
      fromClick: window.firstRowAt! - window.firstClickAt!,
      toUrl: window.recordsUrlAt! - window.firstClickAt!,
    }));
  }

  async #recordsLoad(page: Page): Promise<number> {
    await page.goto(`${this.origin}/records`);
    await page.waitForSelector(".record-row");
    return page.evaluate(() => window.firstRowAt!);
  }

  /** Records audio on /session/widget for `windowMs` and counts the slices committed on this device. */
  async #record(context: BrowserContext, page: Page, windowMs: number): Promise<number> {
    await context.grantPermissions(["microphone"], { origin: this.origin });
    await page.goto(`${this.origin}/session/widget`);
    await page.getByRole("radiogroup", { name: "What do you want to record?" }).waitFor();
    await page.getByText("Audio only", { exact: true }).click();
    await page.getByRole("button", { name: "Start recording" }).click();
    const saved = page.getByText(/parts? saved on this device/);
    await saved.waitFor();
    const read = async () => ({
      at: await page.evaluate(() => performance.now()),
      slices: Number(((await saved.textContent()) ?? "").trim().split(" ")[0]),
    });
    // From the first slice on, so the recorder's start-up is not counted against either size.
    const deadline = Date.now() + STEP_TIMEOUT_MS;
    while ((await read()).slices < 1) {
      if (Date.now() > deadline) throw new Error("No slice was saved on this device.");
      await page.waitForTimeout(100);
    }
    const first = await read();
    await page.waitForTimeout(windowMs);
    const last = await read();
    return ((last.slices - first.slices) / (last.at - first.at)) * 60_000;
  }
}
