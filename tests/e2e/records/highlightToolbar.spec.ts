import type { Locator, Page } from "@playwright/test";
import { LoginPage } from "../pages/LoginPage";
import { screenshot } from "../pages/screenshot";
import { expect, expectNoSeriousA11yIssues, test } from "../support/fixtures";

/** The seeded screen + microphone lecture (adapters/src/demo/seed/lectures): 315.7 s, already processed. */
const LECTURE = "Microeconomics: supply and demand (demo)";

/** The owner's highlight recorder toolbar under the player (issue 21, spec 3 §2, §4). */
class HighlightToolbar {
  readonly region: Locator;
  readonly rewind: Locator;
  readonly start: Locator;
  readonly stop: Locator;
  readonly flag: Locator;
  readonly close: Locator;
  readonly seek: Locator;
  readonly highlights: Locator;

  constructor(readonly page: Page) {
    this.region = page.getByRole("region", { name: "Highlight recorder" });
    this.rewind = this.region.getByRole("button", { name: "Rewind 15 s and highlight" });
    this.start = this.region.getByRole("button", { name: "Start highlight" });
    this.stop = this.region.getByRole("button", { name: "Stop highlight" });
    this.flag = this.region.getByRole("button", { name: "Flag something important" });
    this.close = this.region.getByRole("button", { name: "Close" });
    this.seek = page.getByRole("region", { name: `Player: ${LECTURE}` }).getByRole("slider", { name: "Seek" });
    this.highlights = page.getByRole("tabpanel", { name: "Highlights" });
  }

  /** Moves the (paused) player to `seconds` and waits until the page's clock is there. */
  async seekTo(seconds: number): Promise<void> {
    await this.seek.fill(String(seconds));
    await expect(this.seek).toHaveValue(String(seconds));
  }

  /** The highlights list's row named `name`, with its start and duration. */
  row(name: string): Locator {
    return this.highlights.locator("li.record-highlight", { hasText: name });
  }

  async expectRow(name: string, start: string, duration: string): Promise<void> {
    const row = this.row(name);
    await expect(row).toHaveCount(1);
    await expect(row.locator("dd").nth(0)).toHaveText(start);
    await expect(row.locator("dd").nth(1)).toHaveText(duration);
  }

  /** What the polite live region said last. */
  announcement(): Locator {
    return this.region.locator("output");
  }
}

const openLecture = async (page: Page): Promise<HighlightToolbar> => {
  const login = new LoginPage(page);
  await login.goto();
  await login.logIn("demo@lectern.app", "Lectern#2026");
  await page.waitForURL("**/records");
  await page.locator("a.record-row", { hasText: LECTURE }).click();
  await expect(page).toHaveURL(/\/records\/[^/?]+/);
  const toolbar = new HighlightToolbar(page);
  await expect(toolbar.region).toBeVisible();
  await page.getByRole("tab", { name: "Highlights" }).click();
  await expect(toolbar.highlights).toBeVisible();
  return toolbar;
};

test.describe("highlights after the lecture (issue 21)", () => {
  test.beforeEach(() => test.setTimeout(120_000));

  test("the owner rewinds, starts, stops and flags on the player; the highlights list them and keeps them", async ({
    page,
  }) => {
    const toolbar = await openLecture(page);

    // Flag at 3 s: an automatic highlight from 0:00 to 0:08, listed without a reload.
    await toolbar.seekTo(3);
    await toolbar.flag.click();
    await expect(toolbar.announcement()).toHaveText("Highlight created: 00:03 - highlighting");
    await toolbar.expectRow("00:03 - highlighting", "00:00", "00:08");

    // Rewind at 10 s starts at 0 s; stopped at 20 s it spans 0:00–0:20, named after its end. Keyboard only.
    await toolbar.seekTo(10);
    await toolbar.rewind.focus();
    await page.keyboard.press("Enter");
    await expect(toolbar.announcement()).toHaveText("Highlight started 15 seconds back");
    await expect(toolbar.stop).toBeFocused();
    await expect(toolbar.region.getByText("Highlighting")).toBeVisible();
    await expect(toolbar.region.locator("time")).toHaveText("00:10");
    await toolbar.seekTo(20);
    await expect(toolbar.region.locator("time")).toHaveText("00:20");
    // Seeking took the focus to the slider: Tab reaches Stop highlight after the player's own controls.
    await expect(async () => {
      await page.keyboard.press("Tab");
      await expect(toolbar.stop).toBeFocused({ timeout: 200 });
    }).toPass({ timeout: 10_000 });
    await page.keyboard.press("Enter");
    await expect(toolbar.start).toBeFocused();
    await expect(toolbar.announcement()).toHaveText("Highlight created: 00:20 - highlighting");
    await toolbar.expectRow("00:20 - highlighting", "00:00", "00:20");

    // Start at 60 s, named while it runs, stopped at 72 s: 1:00 for 0:12 under the typed name.
    await toolbar.seekTo(60);
    await toolbar.start.click();
    await expect(toolbar.announcement()).toHaveText("Highlight started");
    await toolbar.region.getByRole("textbox", { name: "Highlight name" }).fill("Demand curve slopes down");
    await toolbar.seekTo(72);
    await expect(toolbar.region.locator("time")).toHaveText("00:12");
    await expectNoSeriousA11yIssues(page);
    await screenshot(page, "record-highlight-toolbar-running");
    await toolbar.stop.click();
    await expect(toolbar.announcement()).toHaveText("Highlight created: Demand curve slopes down");
    await toolbar.expectRow("Demand curve slopes down", "01:00", "00:12");

    // Near the end, a flag stops at the recording's end.
    await toolbar.seekTo(313);
    await toolbar.flag.click();
    await toolbar.expectRow("05:13 - highlighting", "05:08", "00:08");
    await expectNoSeriousA11yIssues(page);
    await screenshot(page, "record-highlight-toolbar");

    // Close hides the toolbar; it comes back on demand.
    await toolbar.close.click();
    await expect(toolbar.region).toBeHidden();
    await page.getByRole("button", { name: "Make highlights" }).click();
    await expect(toolbar.flag).toBeVisible();

    // They are the server's: a reload shows them again.
    await page.reload();
    await expect(toolbar.highlights).toBeVisible();
    await toolbar.expectRow("00:03 - highlighting", "00:00", "00:08");
    await toolbar.expectRow("00:20 - highlighting", "00:00", "00:20");
    await toolbar.expectRow("Demand curve slopes down", "01:00", "00:12");
    await toolbar.expectRow("05:13 - highlighting", "05:08", "00:08");
  });
});
