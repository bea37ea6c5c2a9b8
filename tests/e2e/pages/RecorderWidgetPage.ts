import { type Locator, type Page, expect } from "@playwright/test";
import { LoginPage } from "./LoginPage";

/** How long the stop sequence may take on a busy machine before a test gives up on it. */
export const FINISH_CEILING_MS = 45_000;

/** /session/widget: the recorder card and the upload queue under it (spec 2 §2.3, §2.6–§2.8). */
export class RecorderWidgetPage {
  readonly start: Locator;
  readonly stop: Locator;
  readonly queue: Locator;
  readonly storedDialog: Locator;
  readonly clearDialog: Locator;

  constructor(readonly page: Page) {
    this.start = page.getByRole("button", { name: "Start recording" });
    this.stop = page.getByRole("button", { name: "Stop recording" });
    this.queue = page.getByRole("region", { name: "Upload queue" });
    this.storedDialog = page.getByRole("dialog", { name: "Recordings that are not finished uploading" });
    this.clearDialog = page.getByRole("alertdialog", { name: "Clearing Data On Your Device" });
  }

  /** Signs in (the seeded demo student unless told) and opens the widget. */
  static async openSignedIn(
    page: Page,
    email = "demo@lectern.app",
    password = "Lectern#2026",
  ): Promise<RecorderWidgetPage> {
    const login = new LoginPage(page);
    await login.goto();
    await login.logIn(email, password);
    await page.waitForURL((url) => !url.pathname.startsWith("/auth"));
    const widget = new RecorderWidgetPage(page);
    await widget.goto();
    return widget;
  }

  async goto(): Promise<void> {
    await this.page.goto("/session/widget");
    // The first visit loads the widget's code and the signed-in services: on a busy machine (and a dev
    // server compiling on demand) that takes longer than one expect's default.
    await expect(this.page.getByRole("radiogroup", { name: "What do you want to record?" })).toBeVisible({
      timeout: 30_000,
    });
  }

  /** Picks what to record (spec 2 §2.2): the start button appears once a choice is made. */
  async choose(capture: "Audio only" | "Screen and mic"): Promise<void> {
    // react-aria keeps the real radio input visually hidden inside its card: a person clicks the card.
    await this.page.getByText(capture, { exact: true }).click();
    await expect(this.page.getByRole("radio", { name: new RegExp(`^${capture}`) })).toBeChecked();
    await expect(this.start).toBeVisible();
  }

  /** Records until at least `parts` slices are saved on this device, then stops through the confirmation. */
  async record(parts: number, capture: "Audio only" | "Screen and mic" = "Audio only"): Promise<void> {
    await this.choose(capture);
    await this.start.click();
    await expect(this.page.getByRole("status").filter({ hasText: "Recording started" })).toBeAttached();
    // A screen recording saves a part every 10 s (spec 2 §9), so the wait allows a few of them.
    await expect
      .poll(
        async () => Number((await this.page.getByText(/parts? saved on this device/).textContent())?.split(" ")[0]),
        {
          timeout: 30_000,
        },
      )
      .toBeGreaterThanOrEqual(parts);
  }

  async confirmStop(): Promise<void> {
    await this.stop.click();
    const confirm = this.page.getByRole("alertdialog", { name: "Are you sure you want to stop recording ?" });
    await expect(confirm).toBeVisible();
    await confirm.getByRole("button", { name: "Stop", exact: true }).click();
    // The stop sequence (spec 2 §4.1) ends on the complete screen; 'New recording' goes back to the picker.
    // It waits 5 s by the spec, then for every last part to be on the device: a ceiling, not a wait.
    await expect(this.complete).toBeVisible({ timeout: FINISH_CEILING_MS });
    await this.page.getByRole("button", { name: "New recording" }).click();
    await expect(this.page.getByRole("radiogroup", { name: "What do you want to record?" })).toBeVisible();
  }

  /** Starts recording and waits until the session is on the server (the trackpad unlocks). */
  async startRecording(capture: "Audio only" | "Screen and mic" = "Audio only"): Promise<void> {
    await this.choose(capture);
    await this.start.click();
    await expect(this.page.getByRole("status").filter({ hasText: "Recording started" })).toBeAttached();
    await expect(this.trackback).toBeEnabled();
  }

  get complete(): Locator {
    return this.page.getByRole("heading", { name: "Recording complete" });
  }

  get trackback(): Locator {
    return this.page.getByRole("button", { name: /^Trackback/ });
  }

  get highlight(): Locator {
    return this.page.getByRole("button", { name: /^Highlight Alt/ });
  }

  get stopHighlight(): Locator {
    return this.page.getByRole("button", { name: /^Stop highlight/ });
  }

  get flag(): Locator {
    return this.page.getByRole("button", { name: /^Flag/ });
  }

  get playlist(): Locator {
    return this.page.getByRole("region", { name: "Highlights" }).last();
  }

  get notesPanel(): Locator {
    return this.page.getByRole("region", { name: "Notes" });
  }

  /** Milliseconds since the recording started, read from the page's own clock. */
  async now(): Promise<number> {
    return this.page.evaluate(() => Date.now());
  }

  /** Waits until the recording timer shows at least `seconds` (the recording's own clock, not a sleep). */
  async untilRecorded(seconds: number): Promise<void> {
    await expect
      .poll(
        async () => {
          const text = (await this.page.locator(".recording-view__timer time").textContent()) ?? "0:00";
          const [minutes, secs] = text.split(":").map(Number);
          return (minutes ?? 0) * 60 + (secs ?? 0);
        },
        { timeout: 60_000 },
      )
      .toBeGreaterThanOrEqual(seconds);
  }

  entry(label: string | RegExp): Locator {
    return this.queue.getByRole("listitem").filter({ hasText: label });
  }
}
