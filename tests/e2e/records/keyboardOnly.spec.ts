import { RecordPage } from "../pages/RecordPage";
import { screenshot } from "../pages/screenshot";
import { signInToRecords } from "../pages/signInToRecords";
import { expect, expectNoSeriousA11yIssues, test } from "../support/fixtures";
import { watchSeeks } from "../support/lastSeek";

/** The seeded audio lecture (adapters/src/demo/seed/lectures/cell-biology.lecture.json). */
const TITLE = "Cell biology: the membrane (demo)";
const HIGHLIGHT = "Phospholipid bilayer forms by itself";
const RENAMED = "Bilayer, reached by keyboard";

/**
 * Issue 11's keyboard-only path, from the list to a renamed highlight, with no pointer at all once
 * signed in: Tab to the lecture in /records and open it, play and pause it, seek by a transcript
 * sentence, choose the Highlights tab with the arrow keys and rename a highlight.
 */
test("keyboard only: open a lecture from /records, play it, seek through the transcript, rename a highlight", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signInToRecords(page);

  const record = new RecordPage(page);
  const row = page.locator("a.record-row", { hasText: TITLE });
  await expect(row).toBeVisible({ timeout: 30_000 });
  await record.tabTo(row, 60);
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/records\/[^/?]+$/);
  await record.expectLoaded(TITLE);

  // Play and pause from the player's own button.
  const player = page.getByRole("region", { name: `Player: ${TITLE}` });
  const play = player.getByRole("button", { name: "Play", exact: true });
  const media = player.locator("video, audio").first();
  await record.tabTo(play, 60);
  await page.keyboard.press("Enter");
  await expect(play).toHaveAttribute("aria-pressed", "true");
  await expect.poll(() => media.evaluate((element: HTMLMediaElement) => element.paused)).toBe(false);
  await page.keyboard.press("Enter");
  await expect(play).toHaveAttribute("aria-pressed", "false");

  // Seek through the transcript: Tab enters the sentence list (one stop), the arrows move between
  // sentences and Enter plays from the one reached; the player moves there.
  const transcript = page.getByRole("region", { name: "Transcript" });
  const sentences = transcript.locator("button.transcript__sentence");
  const entry = transcript.locator('button.transcript__sentence[tabindex="0"]');
  await record.tabTo(entry, 60);
  const from = Number(await page.evaluate(() => (document.activeElement as HTMLElement).dataset["sentence"]));
  for (let press = 0; press < 3; press += 1) await page.keyboard.press("ArrowDown");
  const target = sentences.and(page.locator(`[data-sentence="${from + 3}"]`));
  await expect(target).toBeFocused();
  const seeks = await watchSeeks(media);
  await page.keyboard.press("Enter");
  await expect(target).toHaveAttribute("aria-current", "true");
  const start = Number(await target.getAttribute("data-start"));
  await expect.poll(() => seeks.distanceTo(start)).toBeLessThan(0.5);

  // The tabs bar: Tab reaches the selected tab, the arrows choose Highlights.
  const selected = record.tabs.locator('[role="tab"][aria-selected="true"]');
  await record.tabTo(selected, 120);
  const highlightsTab = record.tab("Highlights");
  // Each press moves focus to the next tab at once; its selection follows through the address.
  const isFocused = () => highlightsTab.evaluate((element) => element === document.activeElement);
  for (let press = 0; press < 10 && !(await isFocused()); press += 1) await page.keyboard.press("ArrowRight");
  await expect(highlightsTab).toBeFocused();
  await expect(highlightsTab).toHaveAttribute("aria-selected", "true");

  // Rename a highlight with the inline editor: Enter opens it, Enter saves, focus comes back.
  const rename = page.getByRole("button", { name: `Rename ${HIGHLIGHT}` });
  await record.tabTo(rename, 60);
  await page.keyboard.press("Enter");
  const field = page.getByRole("textbox", { name: "Highlight name" });
  await expect(field).toBeFocused();
  await page.keyboard.press("ControlOrMeta+a");
  await page.keyboard.type(RENAMED);
  await page.keyboard.press("Enter");
  await expect(page.getByRole("button", { name: `Rename ${RENAMED}` })).toBeFocused();
  await expectNoSeriousA11yIssues(page);
  await screenshot(page, "record-keyboard-only");
});
