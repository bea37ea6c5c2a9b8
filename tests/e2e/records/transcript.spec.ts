import { readFileSync } from "node:fs";
import { readFile } from "node:fs/promises";
import type { Locator, Page } from "@playwright/test";
import { LoginPage } from "../pages/LoginPage";
import { screenshot } from "../pages/screenshot";
import { expect, expectNoSeriousA11yIssues, test } from "../support/fixtures";
import { watchSeeks } from "../support/lastSeek";

interface SeededLecture {
  readonly title: string;
  readonly turns: readonly { readonly sentences: readonly { start: number; end: number; text: string }[] }[];
}
/** The seeded audio lecture: the test reads the same script the demo backend seeds. */
const lecture = JSON.parse(
  readFileSync(new URL("../../../adapters/src/demo/seed/lectures/cell-biology.lecture.json", import.meta.url), "utf8"),
) as SeededLecture;
const TITLE = lecture.title;
const SENTENCES = lecture.turns.flatMap((turn) => turn.sentences);
const sentence = (index: number) => {
  const found = SENTENCES[index];
  if (!found) throw new Error(`the lecture has no sentence ${index}`);
  return found;
};

/** The record page's transcript panel, as a reader meets it. */
class TranscriptPanelObject {
  readonly region: Locator;
  readonly search: Locator;
  readonly count: Locator;
  readonly current: Locator;
  readonly back: Locator;
  readonly seek: Locator;
  readonly media: Locator;

  constructor(readonly page: Page) {
    this.region = page.getByRole("region", { name: "Transcript" });
    this.search = this.region.getByRole("searchbox", { name: "Search the transcript" });
    this.count = this.region.getByRole("status");
    this.current = this.region.locator('[aria-current="true"]');
    this.back = this.region.getByRole("button", { name: "Back to the current sentence" });
    this.seek = page.getByRole("region", { name: `Player: ${TITLE}` }).getByRole("slider", { name: "Seek" });
    this.media = page
      .getByRole("region", { name: `Player: ${TITLE}` })
      .locator("video, audio")
      .first();
  }

  /** A sentence's button, by its text (its name is its time and its text). */
  sentence(index: number): Locator {
    return this.region.getByRole("button", { name: sentence(index).text });
  }

  /**
   * Whether a sentence's row lies within the list's visible area (the follow rule scrolls the list,
   * not the page, so the page's viewport is not the measure).
   */
  inListView(index: number): Promise<boolean> {
    return this.sentence(index).evaluate((button) => {
      const scroller = button.closest(".transcript__scroller");
      if (!scroller) return false;
      const row = button.getBoundingClientRect();
      const view = scroller.getBoundingClientRect();
      return row.top >= view.top - 1 && row.bottom <= view.bottom + 1;
    });
  }
}

const openLecture = async (page: Page): Promise<TranscriptPanelObject> => {
  const login = new LoginPage(page);
  await login.goto();
  await login.logIn("demo@lectern.app", "Lectern#2026");
  await page.waitForURL("**/records");
  await page.locator("a.record-row", { hasText: TITLE }).click();
  await expect(page).toHaveURL(/\/records\/[^/?]+/);
  const panel = new TranscriptPanelObject(page);
  await expect(panel.sentence(0)).toBeVisible({ timeout: 30_000 });
  return panel;
};

test.describe("record page transcript (issue 11)", () => {
  // The first visit compiles the record route and loads the lecture's media and peaks.
  test.describe.configure({ timeout: 120_000 });

  test("a click or Enter on a sentence plays from it; the highlight follows a seek; scrolling away offers the way back", async ({
    page,
  }) => {
    const panel = await openLecture(page);
    await expect(panel.region.getByRole("list", { name: "Speakers" })).toHaveText(
      /Dr\. Helen Marsh.*Priya \(student\)/,
    );
    await expect(panel.sentence(0)).toContainText("00:01");
    await expectNoSeriousA11yIssues(page);
    await screenshot(page, "transcript-ready");

    // Click: the player moves to the sentence's start and the sentence becomes the current one. It
    // plays on from there, so each move is checked where the seek landed, not where playback is now.
    const seeks = await watchSeeks(panel.media);
    await panel.sentence(3).click();
    await expect.poll(() => seeks.distanceTo(sentence(3).start)).toBeLessThan(0.05);
    await expect(panel.sentence(3)).toHaveAttribute("aria-current", "true");
    await expect(panel.current).toHaveCount(1);

    // Keyboard: the clicked sentence holds the tab stop; arrows move between sentences, Enter plays.
    await expect(panel.sentence(3)).toHaveAttribute("tabindex", "0");
    await panel.sentence(3).focus();
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("ArrowDown");
    await expect(panel.sentence(5)).toBeFocused();
    await seeks.forget();
    await page.keyboard.press("Enter");
    await expect.poll(() => seeks.distanceTo(sentence(5).start)).toBeLessThan(0.05);
    await expect(panel.sentence(5)).toHaveAttribute("aria-current", "true");
    await page.keyboard.press("ArrowDown");
    await seeks.forget();
    await page.keyboard.press("Space");
    await expect.poll(() => seeks.distanceTo(sentence(6).start)).toBeLessThan(0.05);

    // A seek from the player (End on its slider) moves the highlight to the last sentence, brought into view.
    await panel.seek.focus();
    await page.keyboard.press("End");
    const last = SENTENCES.length - 1;
    await expect(panel.sentence(last)).toHaveAttribute("aria-current", "true");
    await expect.poll(() => panel.inListView(last)).toBe(true);

    // The reader scrolls away with the wheel: following pauses and offers the way back.
    await expect(panel.back).toHaveCount(0);
    await panel.sentence(last).hover();
    await page.mouse.wheel(0, -4_000);
    await expect(panel.back).toBeVisible();
    await expect
      .poll(async () => (await panel.sentence(last).count()) === 0 || !(await panel.inListView(last)))
      .toBe(true);
    await expectNoSeriousA11yIssues(page);
    await screenshot(page, "transcript-scrolled-away");
    await panel.back.click();
    await expect.poll(() => panel.inListView(last)).toBe(true);
    await expect(panel.back).toHaveCount(0);
  });

  test("search counts matches with marks, and the exports download under the lecture's name", async ({ page }) => {
    const panel = await openLecture(page);
    const expected = SENTENCES.reduce((sum, { text }) => sum + (text.toLowerCase().split("membrane").length - 1), 0);
    expect(expected).toBeGreaterThan(3);
    await panel.search.fill("MEMBRANE");
    await expect(panel.count).toHaveText(`${expected} matches, match 1 of ${expected}`);
    await expect(panel.region.locator("mark").first()).toHaveText(/membrane/i);
    await panel.region.getByRole("button", { name: "Next match" }).click();
    await expect(panel.count).toHaveText(`${expected} matches, match 2 of ${expected}`);
    await expect(panel.region.locator("mark[data-active]")).toBeInViewport();
    await expectNoSeriousA11yIssues(page);
    await screenshot(page, "transcript-search");
    await panel.search.fill("zebra");
    await expect(panel.count).toHaveText("No matches");

    await panel.region.getByRole("button", { name: "Export" }).click();
    const downloading = page.waitForEvent("download");
    await page.getByRole("menuitem", { name: "Subtitles (.srt)" }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(`${TITLE.replace(":", "-")}.srt`);
    const srt = await readFile(await download.path(), "utf8");
    const first = sentence(0);
    expect(srt.startsWith(`1\n00:00:01,000 --> 00:00:04,541\nDr. Helen Marsh: ${first.text}\n\n2\n`)).toBe(true);
    expect(srt.trimEnd().split("\n\n")).toHaveLength(SENTENCES.length);

    await panel.region.getByRole("button", { name: "Export" }).click();
    const vttDownload = page.waitForEvent("download");
    await page.getByRole("menuitem", { name: "WebVTT (.vtt)" }).click();
    const vtt = await readFile(await (await vttDownload).path(), "utf8");
    expect(vtt.startsWith(`WEBVTT\n\n1\n00:00:01.000 --> 00:00:04.541\n<v Dr. Helen Marsh>${first.text}\n`)).toBe(true);
  });
});
