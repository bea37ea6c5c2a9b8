import { type Locator, type Page, expect } from "@playwright/test";

/** /shared-records/{id}: a lecture someone shared, read by a visitor or another account (spec 3 §2). */
export class SharedRecordPage {
  readonly heading: Locator;
  /** The signed-out visitor's banner (spec 3 §2 main layout). */
  readonly banner: Locator;
  readonly tabs: Locator;
  #name = "";

  constructor(readonly page: Page) {
    this.heading = page.getByRole("heading", { level: 1 });
    this.banner = page.getByRole("complementary", { name: "Join Lectern" });
    this.tabs = page.getByRole("tablist", { name: "Recording details" });
  }

  async goto(path: string): Promise<void> {
    await this.page.goto(path);
  }

  /** The record is shown: its name is the h1 (a first visit compiles the route, hence the ceiling). */
  async expectLoaded(name: string): Promise<void> {
    this.#name = name;
    await expect(this.heading).toContainText(name, { timeout: 30_000 });
  }

  get player(): Locator {
    return this.page.getByRole("region", { name: `Player: ${this.#name}` });
  }

  tab(name: string): Locator {
    return this.tabs.getByRole("tab", { name });
  }

  /** A read-only viewer finds no control that changes the record, and no download. */
  async expectReadOnly(): Promise<void> {
    await expect(this.heading.getByRole("button")).toHaveCount(0);
    for (const name of ["Share", "Delete", "Download"]) {
      await expect(this.page.getByRole("button", { name, exact: true })).toHaveCount(0);
    }
    await expect(this.page.getByRole("combobox", { name: "Add a tag" })).toHaveCount(0);
    await expect(this.page.getByRole("button", { name: /^(Rename|Remove) highlight/ })).toHaveCount(0);
    await expect(this.page.getByRole("button", { name: /^Generate/ })).toHaveCount(0);
  }

  /** Play advances the media, Pause stops it. */
  async expectPlays(): Promise<void> {
    const media = this.player.locator("video, audio").first();
    const time = () => media.evaluate((element: HTMLMediaElement) => element.currentTime);
    await expect.poll(() => media.evaluate((element: HTMLMediaElement) => element.readyState)).toBeGreaterThan(0);
    const before = await time();
    const play = this.player.getByRole("button", { name: "Play", exact: true });
    await play.click();
    await expect.poll(time, { timeout: 30_000 }).toBeGreaterThan(before + 0.3);
    // One toggle (aria-pressed) plays and pauses.
    await play.click();
    await expect.poll(() => media.evaluate((element: HTMLMediaElement) => element.paused)).toBe(true);
  }

  /** The transcript tab lists the lecture's sentences. */
  async expectTranscript(): Promise<void> {
    await this.tab("Transcript").click();
    const transcript = this.page.getByRole("region", { name: "Transcript" });
    await expect(transcript.getByRole("button").first()).toBeVisible({ timeout: 30_000 });
  }
}
