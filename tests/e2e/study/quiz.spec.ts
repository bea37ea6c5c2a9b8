import type { Locator, Page } from "@playwright/test";
import { screenshot } from "../pages/screenshot";
import { expect, expectNoSeriousA11yIssues, test } from "../support/fixtures";
import { DEMO_STUDENT, signInToRecords } from "../pages/signInToRecords";
import { type WithControls, afterReloads, sessionIdNamed, studyIdle } from "./studyControls";

/** A seeded demo lecture every account has; its quiz comes from the demo backend's study pipeline. */
const LECTURE = "Cell biology: the membrane (demo)";

const lectureId = (page: Page) => sessionIdNamed(page, LECTURE);

const armFault = (page: Page, spec: unknown) =>
  page.evaluate((fault) => (globalThis as unknown as WithControls).lecternDemoControls.faults.arm(fault), spec);

const deckReply = (meta: { status: number; error: string | null }, times = 1) => ({
  method: "GET",
  times,
  path: "sessions/*/quizzes",
  action: { kind: "reply", response: { status: 200, headers: {}, body: { data: [], included: [], meta } } },
});

/** Disarms the tab backend's faults: the deck's next reads get the real replies. */
const clearFaults = (page: Page) =>
  page.evaluate(() => (globalThis as unknown as WithControls).lecternDemoControls.faults.clear());

/**
 * Leaves the quizzes page for /records and comes back, client-side: the deck is read again. The
 * router keeps the old page on screen while the next one loads (a transition), so the list's heading
 * — not the address — says the quizzes page has really gone.
 */
const revisit = async (page: Page, sessionId: string): Promise<void> => {
  await page.getByRole("link", { name: "Recordings" }).first().click();
  await expect(page).toHaveURL(/\/records$/);
  await expect(page.getByRole("heading", { name: "Recordings", level: 1 })).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`/records/${sessionId}/quizzes`));
};

/** Presses Tab until `target` has the focus: keyboard reach, no pointer. */
const tabTo = async (page: Page, target: Locator, limit = 30): Promise<void> => {
  for (let press = 0; press < limit; press += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press("Tab");
  }
  await expect(target).toBeFocused();
};

test.describe("/records/{id}/quizzes: the multiple-choice quiz (issue 12)", () => {
  let id = "";

  test.beforeEach(async ({ page }) => {
    // The first sign-in of a run compiles the app and the signed-in services on a busy machine.
    test.setTimeout(150_000);
    await signInToRecords(page);
    id = await lectureId(page);
    // The seeded lectures' questions come from the study pipeline: wait for it, not for a clock.
    await studyIdle(page);
  });

  test("a quiz answered by keyboard alone: each answer checked with its moment, focus on the next action, the score announced, retry", async ({
    page,
  }) => {
    await page.goto(`/records/${id}/quizzes`);
    await expect(page.getByRole("heading", { level: 1, name: LECTURE })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole("link", { name: `Back to ${LECTURE}` })).toHaveAttribute("href", `/records/${id}`);
    await expect(page.getByRole("tab", { name: "Quiz" })).toHaveAttribute("aria-selected", "true");
    const progress = page.getByText(/^Question 1 of \d+$/);
    await expect(progress).toBeVisible();
    const total = Number((await progress.textContent())?.match(/of (\d+)/)?.[1]);
    expect(total).toBeGreaterThanOrEqual(3);
    await expectNoSeriousA11yIssues(page);
    await screenshot(page, "quiz-question");

    let right = 0;
    for (let question = 1; question <= total; question += 1) {
      await expect(page.getByText(`Question ${question} of ${total}`, { exact: true })).toBeVisible();
      const radios = page.getByRole("radio");
      await expect(radios).toHaveCount(4);
      // Into the group by Tab, then an arrow picks the next choice (a radio group: one tab stop).
      await tabTo(page, radios.first());
      await page.keyboard.press(question % 2 === 0 ? "ArrowDown" : "ArrowUp");
      const chosen = page.getByRole("radio", { checked: true });
      await expect(chosen).toHaveCount(1);
      const chosenText = ((await chosen.evaluate((input) => input.closest("label")?.textContent)) ?? "").trim();
      const check = page.getByRole("button", { name: "Check answer" });
      await tabTo(page, check);
      await page.keyboard.press(question % 2 === 0 ? "Enter" : "Space");

      const verdict = page.getByRole("status").filter({ hasText: /The answer is/ });
      await expect(verdict).toBeVisible();
      const said = (await verdict.textContent()) ?? "";
      const answer = said.replace(/^(Correct|Not quite)\. The answer is /, "").replace(/\.$/, "");
      const correct = chosenText === answer;
      if (correct) right += 1;
      // Icon and word, not colour alone.
      await expect(page.getByText(correct ? "Correct" : "Not quite", { exact: true })).toBeVisible();
      await expect(page.locator("p", { hasText: "The answer:" })).toContainText(answer);
      const moment = page.getByRole("link", { name: /^Hear it in the lecture \(\d\d:\d\d\)$/ });
      await expect(moment).toHaveAttribute("href", new RegExp(`^/records/${id}\\?tab=transcript&t=\\d+(\\.\\d)?$`));
      const next = page.getByRole("button", { name: question < total ? "Next question" : "See your score" });
      await expect(next).toBeFocused();
      if (question === 1) {
        await expectNoSeriousA11yIssues(page);
        await screenshot(page, "quiz-checked");
      }
      await page.keyboard.press("Enter");
    }

    const score = `You scored ${right} out of ${total}`;
    await expect(page.getByRole("status").filter({ hasText: score })).toHaveText(score);
    await expect(page.getByRole("heading", { name: score })).toBeVisible();
    const retry = page.getByRole("button", { name: "Retry the quiz" });
    await expect(retry).toBeFocused();
    await expectNoSeriousA11yIssues(page);
    await screenshot(page, "quiz-score");
    await page.keyboard.press("Enter");
    await expect(page.getByText(`Question 1 of ${total}`, { exact: true })).toBeVisible();
    await expect(page.getByRole("radio", { checked: true })).toHaveCount(0);
  });

  test("the record page's Quiz tab: the same quiz inline, by pointer; its moment seeks the player; Open flashcards", async ({
    page,
  }) => {
    await page.goto(`/records/${id}?tab=quiz`);
    await expect(page.getByText(/^Question 1 of \d+$/)).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText("00:00 / 05:13")).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole("link", { name: "Open flashcards" })).toHaveAttribute(
      "href",
      `/records/${id}/quizzes?mode=flashcards`,
    );
    // A pointer presses the choice's card (its label), as a student would.
    await page.getByRole("radio").nth(2).locator("xpath=ancestor::label").click();
    await page.getByRole("button", { name: "Check answer" }).click();
    const moment = page.getByRole("button", { name: /^Hear it in the lecture \(\d\d:\d\d\)$/ });
    const [, minutes, seconds] = ((await moment.textContent()) ?? "").match(/\((\d\d):(\d\d)\)/) ?? [];
    const start = Number(minutes) * 60 + Number(seconds);
    await expectNoSeriousA11yIssues(page);
    await screenshot(page, "quiz-tab-checked");
    await moment.click();
    // The player moved there (and plays on from it), without leaving the page.
    await expect
      .poll(async () => {
        const [mm, ss] = ((await page.getByText(/^\d\d:\d\d \/ 05:13$/).textContent()) ?? "").split(/[:/ ]+/);
        return Number(mm) * 60 + Number(ss);
      })
      .toBeGreaterThanOrEqual(start);
    await expect(page).toHaveURL(new RegExp(`/records/${id}\\?tab=quiz`));
  });

  test("loading, generating (then the questions, with no reload), failed with Retry, empty, and a load that failed", async ({
    page,
  }) => {
    // Faults live in the tab's backend: armed here, met by client-side navigation (a reload would drop them).
    await armFault(page, { method: "GET", path: "sessions/*/quizzes", times: 10, action: { kind: "hold" } });
    await page.getByRole("link", { name: LECTURE }).first().click();
    await page.getByRole("tab", { name: "Quiz" }).click({ timeout: 30_000 });
    await expect(page.getByRole("status").filter({ hasText: "Loading the questions…" })).toBeAttached();
    await expectNoSeriousA11yIssues(page);
    await screenshot(page, "quiz-loading");
    // Released, and the hold's remaining uses disarmed.
    await page.evaluate(() => {
      const { faults } = (globalThis as unknown as WithControls).lecternDemoControls;
      faults.release();
      faults.clear();
    });
    await page.getByRole("link", { name: "Open flashcards" }).first().click();
    await expect(page).toHaveURL(new RegExp(`/records/${id}/quizzes\\?mode=flashcards$`));

    // Generating: the server says so; a new transcript's generation then ends with assets_changes.
    // Each state's reply holds for every read until cleared, so a read still on its way from the
    // page before (a busy machine) cannot take it and leave the revisit's read the real reply.
    await armFault(page, deckReply({ status: 0, error: null }, 20));
    await revisit(page, id);
    await expect(page.getByRole("status").filter({ hasText: "Generating questions…" })).toBeVisible();
    await expectNoSeriousA11yIssues(page);
    await screenshot(page, "quiz-generating");
    await clearFaults(page);
    await page.evaluate(
      (sessionId) =>
        (globalThis as unknown as WithControls).lecternDemoControls.setTranscript(sessionId, [
          { text: "The cell membrane is a phospholipid bilayer that surrounds every cell.", start: 0, end: 6 },
          { text: "Cholesterol keeps the membrane fluid when the temperature drops.", start: 6, end: 12 },
          { text: "Channel proteins let ions cross the membrane without energy.", start: 12, end: 18 },
          { text: "The sodium potassium pump spends ATP to move ions against their gradient.", start: 18, end: 25 },
          { text: "Endocytosis brings large particles into the cell inside vesicles.", start: 25, end: 31 },
          { text: "Glycoproteins on the surface help cells recognise one another.", start: 31, end: 37 },
        ]),
      id,
    );
    await expect(page.getByRole("tab", { name: "Flashcards" })).toBeVisible({ timeout: 60_000 });
    await studyIdle(page);

    // Failed generation: why, and Retry (quizGeneration) asks the backend again.
    await armFault(page, deckReply({ status: 30, error: "The transcript was too short to ask about." }, 20));
    await revisit(page, id);
    await expect(page.getByRole("heading", { name: "The questions could not be generated" })).toBeVisible();
    await expect(page.getByText("The transcript was too short to ask about.")).toBeVisible();
    await expectNoSeriousA11yIssues(page);
    await screenshot(page, "quiz-failed");
    await clearFaults(page);
    await page.getByRole("button", { name: "Retry" }).click();
    await expect(page.getByRole("tab", { name: "Flashcards" })).toBeVisible({ timeout: 60_000 });
    await studyIdle(page);

    // Empty: Generate where quizGeneration allows.
    await armFault(page, deckReply({ status: 20, error: null }, 20));
    await revisit(page, id);
    await expect(page.getByRole("heading", { name: "No questions yet" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Generate questions" })).toBeVisible();
    await expectNoSeriousA11yIssues(page);
    await screenshot(page, "quiz-empty");
    await clearFaults(page);

    // A load that failed is only shown when nothing was shown before: a new tab's first load here.
    await armFault(page, {
      method: "GET",
      path: "sessions/*/quizzes",
      action: {
        kind: "reply",
        response: { status: 500, headers: {}, body: { errors: [{ status: "500", title: "The server is resting." }] } },
      },
    });
    await page.getByRole("link", { name: "Recordings" }).first().click();
    await page.getByRole("link", { name: "Microeconomics: supply and demand (demo)" }).first().click();
    await page.getByRole("tab", { name: "Quiz" }).click({ timeout: 30_000 });
    await expect(page.getByRole("heading", { name: "The quiz could not be loaded" })).toBeVisible();
    await expect(page.getByText("The server is resting.")).toBeVisible();
    await expectNoSeriousA11yIssues(page);
    await screenshot(page, "quiz-load-failed");
    await page.getByRole("button", { name: "Try again" }).click();
    await expect(page.getByText(/^Question 1 of \d+$/)).toBeVisible();
  });
});

test.describe("/records/{id}/quizzes for a plan without quizzes (issue 12)", () => {
  /** Signs in, then plays the plan: the page is loaded again so the session reads the flags as from the server. */
  const logInWith = async (page: Page, permissions: Record<string, boolean>): Promise<string> => {
    test.setTimeout(150_000);
    await signInToRecords(page);
    const lecture = await lectureId(page);
    await studyIdle(page);
    await afterReloads(page, () =>
      page.evaluate(
        ([email, flags]) => (globalThis as unknown as WithControls).lecternDemoControls.setPermissions(email, flags),
        [DEMO_STUDENT.email, permissions] as const,
      ),
    );
    await page.reload();
    await expect(page.getByRole("link", { name: LECTURE }).first()).toBeVisible({ timeout: 60_000 });
    return lecture;
  };

  test("without quizShow the page explains and offers the upgrade, and nothing is asked of the server", async ({
    page,
  }) => {
    const lecture = await logInWith(page, { quizShow: false });
    await expect(page.getByRole("link", { name: /cards? due today/ })).toHaveCount(0);
    await page.goto(`/records/${lecture}/quizzes`);
    await expect(page.getByRole("heading", { name: "Quizzes are not part of your plan" })).toBeVisible({
      timeout: 30_000,
    });
    await expect(page.getByRole("link", { name: "See plans" })).toHaveAttribute("href", "/billing/product");
    await expectNoSeriousA11yIssues(page);
    await screenshot(page, "quiz-not-in-plan");
    // Still signed in: a refused (403) call would have ended the session.
    await page.getByRole("link", { name: "Recordings" }).first().click();
    await expect(page.getByRole("link", { name: LECTURE }).first()).toBeVisible();
  });

  test("without quizGeneration the premium badge and the upgrade replace Generate", async ({ page }) => {
    const lecture = await logInWith(page, { quizGeneration: false });
    await armFault(page, deckReply({ status: 20, error: null }));
    await page.getByRole("link", { name: LECTURE }).first().click();
    await page.getByRole("tab", { name: "Quiz" }).click({ timeout: 30_000 });
    await expect(page.getByRole("heading", { name: "No questions yet" })).toBeVisible();
    await expect(page.getByText("Premium", { exact: true }).last()).toBeVisible();
    await expect(page.getByRole("link", { name: "Upgrade to generate" })).toHaveAttribute("href", "/billing/product");
    await expect(page.getByRole("button", { name: "Generate questions" })).toHaveCount(0);
    await expect(page).toHaveURL(new RegExp(`/records/${lecture}`));
    await expectNoSeriousA11yIssues(page);
    await screenshot(page, "quiz-empty-locked");
  });
});
