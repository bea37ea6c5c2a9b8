import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type BrowserContext, type Page, chromium, expect } from "@playwright/test";
import { CHROMIUM_ARGS } from "../../playwright.config";
import { LoginPage } from "../pages/LoginPage";

/**
 * Chromium on a persistent profile that outlives crashes and kills, pointed at the api-mode app.
 * Remembers the id of every stream the app creates (from the server's replies), so the test can
 * read back what the server holds.
 */
export class RecoveryBrowser {
  readonly profile = mkdtempSync(join(tmpdir(), "lectern-recovery-"));
  readonly streamIds: string[] = [];
  context: BrowserContext | null = null;

  constructor(
    private readonly baseURL: string,
    private readonly executablePath: string | undefined,
  ) {}

  async launch(): Promise<Page> {
    const context = await chromium.launchPersistentContext(this.profile, {
      ...(this.executablePath ? { executablePath: this.executablePath } : {}),
      args: CHROMIUM_ARGS,
      baseURL: this.baseURL,
      viewport: { width: 1280, height: 900 },
    });
    context.on("response", (response) => {
      if (response.request().method() !== "POST" || !/\/relationships\/streams$/.test(response.url())) return;
      response
        .json()
        .then((body: { data?: { id?: string } }) => {
          if (body.data?.id) this.streamIds.push(String(body.data.id));
        })
        .catch(() => undefined);
    });
    this.context = context;
    return context.pages()[0] ?? (await context.newPage());
  }

  /** The stream the app created last. */
  async streamId(): Promise<string> {
    await expect.poll(() => this.streamIds.length, { timeout: 20_000 }).toBeGreaterThan(0);
    return this.streamIds.at(-1)!;
  }

  async logIn(page: Page): Promise<void> {
    const login = new LoginPage(page);
    await login.goto();
    await login.logIn("demo@lectern.app", "Lectern#2026");
    await page.waitForURL((url) => !url.pathname.startsWith("/auth"));
  }

  /** SIGKILL for every process of this profile: no unload, no flush, like a power cut of the browser. */
  async kill(): Promise<void> {
    const context = this.context;
    const closed = context ? new Promise<void>((resolve) => context.once("close", () => resolve())) : Promise.resolve();
    execFileSync("pkill", ["-9", "-f", "--", `user-data-dir=${this.profile}`]);
    await closed;
    this.context = null;
  }

  async close(): Promise<void> {
    await this.context?.close().catch(() => undefined);
    rmSync(this.profile, { recursive: true, force: true });
  }
}
