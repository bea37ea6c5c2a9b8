import type { Page } from "@playwright/test";
import { screenshot } from "../pages/screenshot";
import { expect, expectNoSeriousA11yIssues, test } from "../support/fixtures";
import { signInToRecords } from "../pages/signInToRecords";
import { sessionIdNamed, studyIdle } from "./studyControls";

/** A seeded demo lecture every account has; its questions come from the demo backend's study pipeline. */
const LECTURE = "Cell biology: the membrane (demo)";

const lectureId = (page: Page) => sessionIdNamed(page, LECTURE);

/** /records' entry: "N cards due today — Review"; the count it says. */
const dueToday = async (page: Page): Promise<number> => {
  await page.goto("/records");
  const entry = page.getByRole("link", { name: /^\d+ cards? due today Review$/ });
  await expect(entry).toBeVisible({ timeout: 30_000 });
  await expect(entry).toHaveAttribute("href", "/review");
  return Number((await entry.textContent())?.match(/^(\d+)/)?.[1]);
};

test.describe("Flashcards with FSRS and Due today (issue 12)", () => {
  let id = "";

  test.beforeEach(async ({ page }) => {
    test.setTimeout(150_000);
    await signInToRecords(page);
    id = await lectureId(page);
    await studyIdle(page);
  });

  test("a flashcard rated Good moves to a later due date that survives a reload, and leaves Due today", async ({
    page,
  }) => {
    const dueBefore = await dueToday(page);
    expect(dueBefore).toBeGreaterThan(0);

    await page.goto(`/records/${id}/quizzes?mode=flashcards`);
    await expect(page.getByRole("tab", { name: "Flashcards" })).toHaveAttribute("aria-selected", "true", {
      timeout: 30_000,
    });
    const card = page.getByRole("article");
    const question = (await card.getByRole("heading").textContent()) ?? "";
    expect(question).not.toBe("");
    await expect(page.getByText(/^1 of \d+$/)).toBeVisible();
    await expectNoSeriousA11yIssues(page);
    await screenshot(page, "flashcard-front");

    await page.getByRole("button", { name: "Show answer" }).click();
    const good = page.getByRole("button", { name: /^Good · \d+ (day|days|month|months)$/ });
    await expect(good).toBeEnabled();
    for (const rating of ["Again", "Hard", "Easy"]) {
      await expect(page.getByRole("button", { name: new RegExp(`^${rating} · \\d+ \\w+$`) })).toBeVisible();
    }
    await expect(page.getByRole("link", { name: /^Hear it in the lecture/ })).toHaveAttribute(
      "href",
      new RegExp(`^/records/${id}\\?tab=transcript&t=`),
    );
    await expectNoSeriousA11yIssues(page);
    await screenshot(page, "flashcard-back");

    await good.click();
    const scheduled = page.getByText(/^Next review: \w+day, \w+ \d+, \d{4}$/);
    await expect(scheduled).toBeVisible();
    const date = ((await scheduled.textContent()) ?? "").replace("Next review: ", "");
    expect(Date.parse(date)).toBeGreaterThan(Date.now());
    await expect(page.getByRole("status").filter({ hasText: `Rated Good. Next review ${date}.` })).toBeAttached();
    await expect(page.getByRole("button", { name: /^(Next card|Finish)$/ })).toBeFocused();
    await expectNoSeriousA11yIssues(page);
    await screenshot(page, "flashcard-rated");

    // The server keeps it: after a reload the card is no longer due, and its schedule says when it is.
    await page.reload();
    await expect(page.getByRole("tab", { name: "Flashcards" })).toHaveAttribute("aria-selected", "true", {
      timeout: 30_000,
    });
    await page.getByText(/^Your schedule \(\d+ cards?\)$/).click();
    const row = page.getByRole("listitem").filter({ hasText: question });
    await expect(row).toContainText(`Next review ${date}`);
    if ((await page.getByRole("article").count()) > 0) {
      await expect(page.getByRole("article").getByRole("heading")).not.toHaveText(question);
    }
    await screenshot(page, "flashcard-schedule");

    expect(await dueToday(page)).toBe(dueBefore - 1);
  });

  test("Due today reviews cards across records with progress, each naming its record, and focus on the next action", async ({
    page,
  }) => {
    const due = await dueToday(page);
    await expectNoSeriousA11yIssues(page);
    await screenshot(page, "records-due-entry");
    await page.getByRole("link", { name: /cards? due today/ }).click();
    await expect(page).toHaveURL(/\/review$/);
    await expect(page.getByRole("heading", { level: 1, name: "Due today" })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText(`1 of ${Math.min(due, 100)}`, { exact: true })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole("article").getByText(/^From .+/)).toBeVisible();
    await expectNoSeriousA11yIssues(page);
    await screenshot(page, "review-front");

    // Keyboard: Show answer, Tab to Good, Enter; focus lands on Next card; Enter shows card 2.
    const show = page.getByRole("button", { name: "Show answer" });
    await show.focus();
    await page.keyboard.press("Enter");
    const good = page.getByRole("button", { name: /^Good · / });
    await expect(good).toBeEnabled();
    await good.focus();
    await page.keyboard.press("Enter");
    await expect(page.getByText(/^Next review: /)).toBeVisible();
    const next = page.getByRole("button", { name: /^(Next card|Finish)$/ });
    await expect(next).toBeFocused();
    await expectNoSeriousA11yIssues(page);
    await screenshot(page, "review-rated");
    await page.keyboard.press("Enter");
    if (due > 1) {
      await expect(page.getByText(`2 of ${Math.min(due, 100)}`, { exact: true })).toBeVisible();
      await expect(page.getByRole("button", { name: "Show answer" })).toBeFocused();
    } else {
      await expect(page.getByRole("heading", { name: "All done for today" })).toBeVisible();
    }
  });
});
