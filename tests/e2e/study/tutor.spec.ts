import type { Locator, Page } from "@playwright/test";
import { screenshot } from "../pages/screenshot";
import { expect, expectNoSeriousA11yIssues, test } from "../support/fixtures";
import { signInToRecords } from "../pages/signInToRecords";
import { type WithControls, sessionIdNamed } from "./studyControls";

/** A seeded demo lecture every account has (adapters/src/demo/seed/lectures/cell-biology). */
const LECTURE = "Cell biology: the membrane (demo)";
const NOT_FOUND = "I could not find that in this lecture.";

const lectureId = (page: Page) => sessionIdNamed(page, LECTURE);

/** The next question waits, unanswered, at the backend until released: the "asked" moment held open. */
const holdNextQuestion = (page: Page) =>
  page.evaluate(() =>
    (globalThis as unknown as WithControls).lecternDemoControls.faults.arm({
      method: "POST",
      path: "sessions/*/tutor",
      action: { kind: "hold" },
    }),
  );

const releaseHeld = (page: Page) =>
  page.evaluate(() => (globalThis as unknown as WithControls).lecternDemoControls.faults.release());

const refuseNextQuestion = (page: Page, status: number, title: string) =>
  page.evaluate(
    (refusal) =>
      (globalThis as unknown as WithControls).lecternDemoControls.faults.arm({
        method: "POST",
        path: "sessions/*/tutor",
        action: {
          kind: "reply",
          response: {
            status: refusal.status,
            headers: { "content-type": "application/vnd.api+json" },
            body: { errors: [{ status: String(refusal.status), title: refusal.title }] },
          },
        },
      }),
    { status, title },
  );

/** The Tutor tab of the record page, read the way a student meets it. */
class TutorTab {
  readonly region: Locator;
  readonly field: Locator;
  readonly send: Locator;
  readonly stop: Locator;
  readonly messages: Locator;
  readonly announcer: Locator;
  readonly clear: Locator;

  constructor(readonly page: Page) {
    this.region = page.getByRole("region", { name: "Tutor", exact: true });
    this.field = this.region.getByRole("textbox", { name: "Ask about this lecture" });
    this.send = this.region.getByRole("button", { name: "Send", exact: true });
    this.stop = this.region.getByRole("button", { name: "Stop", exact: true });
    this.messages = this.region.getByRole("region", { name: "Conversation with the tutor" }).getByRole("listitem");
    this.announcer = this.region.locator("output[aria-live='polite'][aria-atomic='true']");
    this.clear = this.region.getByRole("button", { name: "Clear conversation" });
  }

  /** The tutor's answer after `question` (each question is followed by its answer). */
  answerTo(question: string): Locator {
    return this.messages.filter({ hasText: question }).locator("xpath=following-sibling::li[1]");
  }

  async ask(question: string): Promise<void> {
    await this.field.fill(question);
    await this.field.press("Enter");
  }

  /** The live region says a whole reply once it is complete. */
  async expectReplied(timeout?: number): Promise<void> {
    await expect(this.announcer).toHaveText(/^The tutor replied: /, timeout ? { timeout } : {});
  }
}

/** Seconds of a "mm:ss" (or "hh:mm:ss") label. */
const secondsOf = (label: string): number => label.split(":").reduce((total, part) => total * 60 + Number(part), 0);

/** Seconds on the player's seek slider (what the playback controller says). */
const playerTime = async (page: Page): Promise<number> =>
  Number(await page.getByRole("slider", { name: "Seek" }).inputValue());

test.describe("the record page's Tutor tab (issue 12)", () => {
  let id = "";

  test.beforeEach(async ({ page }) => {
    // The first sign-in of a run compiles the app and the signed-in services on a busy machine.
    test.setTimeout(150_000);
    await signInToRecords(page);
    id = await lectureId(page);
  });

  test("a question answered from the lecture streams in and its citation plays that moment; an unrelated one is not found; the conversation survives a reload and can be cleared", async ({
    page,
  }) => {
    const tutor = new TutorTab(page);
    await page.goto(`/records/${id}?tab=tutor`);
    await expect(page.getByRole("tab", { name: "Tutor" })).toHaveAttribute("aria-selected", "true", {
      timeout: 30_000,
    });
    await expect(tutor.region.getByRole("heading", { name: "Ask the tutor about this lecture" })).toBeVisible({
      timeout: 30_000,
    });
    await expect(tutor.region.getByRole("button", { name: "What are the main ideas of this lecture?" })).toBeVisible();
    await expectNoSeriousA11yIssues(page);
    await screenshot(page, "tutor-empty");

    // A blank question is not sent: the field says what to do.
    await tutor.field.press("Enter");
    await expect(tutor.region.getByText("Ask a question about this lecture.")).toBeVisible();
    await expect(tutor.field).toHaveAttribute("aria-invalid", "true");

    // Held at the backend: the question is on its way, the tutor is "looking", Stop is offered.
    await holdNextQuestion(page);
    const question = "What is the fluid mosaic model?";
    await tutor.ask(question);
    await expect(tutor.messages.first()).toHaveText(/You\s*What is the fluid mosaic model\?/);
    await expect(tutor.region.getByText("Looking through the lecture…")).toBeVisible();
    await expect(tutor.stop).toBeVisible();
    await expect(tutor.field).toHaveValue("");
    await expect(tutor.announcer).toHaveText("The tutor is answering…");
    await expectNoSeriousA11yIssues(page);
    await screenshot(page, "tutor-waiting");

    await releaseHeld(page);
    // The first answer loads the lecture's retrieval index (NLP model, BM25) on a busy machine.
    await tutor.expectReplied(60_000);
    const answer = tutor.answerTo(question);
    await expect(answer).toContainText("fluid mosaic model");
    await expect(tutor.send).toBeVisible();
    const citations = answer.getByRole("button", { name: /^Play from \d\d:\d\d/ });
    expect(await citations.count()).toBeGreaterThan(0);
    // Shown inline as [mm:ss]; the whole reply was announced once, citations read as moments.
    const first = citations.first();
    await expect(first).toHaveText(/^\[\d\d:\d\d\]$/);
    const label = ((await first.textContent()) ?? "").replace(/[[\]]/g, "");
    await expect(tutor.announcer).toContainText(`(at ${label})`);
    await expectNoSeriousA11yIssues(page);
    await screenshot(page, "tutor-answered");

    // The citation plays the lecture from its moment (keyboard: focus it, Enter).
    const at = secondsOf(label);
    await first.focus();
    await page.keyboard.press("Enter");
    await expect.poll(() => playerTime(page)).toBeGreaterThanOrEqual(at);
    expect(await playerTime(page)).toBeLessThan(at + 15);
    // And by pointer, another moment when there is one.
    if ((await citations.count()) > 1) {
      const second = citations.nth(1);
      const secondAt = secondsOf(((await second.textContent()) ?? "").replace(/[[\]]/g, ""));
      await second.click();
      await expect.poll(() => playerTime(page)).toBeGreaterThanOrEqual(secondAt);
      expect(await playerTime(page)).toBeLessThan(secondAt + 15);
    }

    // Something the lecture never touches.
    const unrelated = "Who won the football World Cup in 1966?";
    await tutor.ask(unrelated);
    await expect(tutor.answerTo(unrelated)).toContainText(NOT_FOUND);
    await tutor.expectReplied();
    await expect(tutor.messages).toHaveCount(4);

    // Kept by the backend: a reload shows the same conversation, citations and all.
    await page.reload();
    await expect(tutor.messages).toHaveCount(4, { timeout: 30_000 });
    await expect(
      tutor
        .answerTo(question)
        .getByRole("button", { name: `Play from ${label}` })
        .first(),
    ).toBeVisible();
    await expect(tutor.answerTo(unrelated)).toContainText(NOT_FOUND);
    await expectNoSeriousA11yIssues(page);
    await screenshot(page, "tutor-history");

    // Clear asks first; Cancel keeps everything, Clear empties it (for good: a reload agrees).
    await tutor.clear.click();
    const dialog = page.getByRole("alertdialog", { name: "Clear the conversation?" });
    await expect(dialog).toBeVisible();
    await expectNoSeriousA11yIssues(page);
    await screenshot(page, "tutor-clear-confirm");
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(tutor.messages).toHaveCount(4);
    await tutor.clear.click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Clear", exact: true }).click();
    await expect(tutor.region.getByRole("heading", { name: "Ask the tutor about this lecture" })).toBeVisible();
    await expect(tutor.field).toBeFocused();
    await page.reload();
    await expect(tutor.region.getByRole("heading", { name: "Ask the tutor about this lecture" })).toBeVisible({
      timeout: 30_000,
    });
  });

  test("Stop ends a stream: the answer is marked Stopped, nothing more arrives in it, and the next question is answered", async ({
    page,
  }) => {
    const tutor = new TutorTab(page);
    await page.goto(`/records/${id}?tab=tutor`);
    const suggestion = tutor.region.getByRole("button", { name: "Which terms should I know for the exam?" });
    await expect(suggestion).toBeVisible({ timeout: 30_000 });

    await holdNextQuestion(page);
    await suggestion.click();
    await expect(tutor.field).toBeFocused();
    await expect(tutor.stop).toBeVisible();
    // Keyboard: from the field, Tab reaches Stop; Enter presses it.
    await tutor.field.press("Tab");
    await expect(tutor.stop).toBeFocused();
    await page.keyboard.press("Enter");

    const stopped = tutor.messages.nth(1);
    await expect(stopped.getByText("Stopped", { exact: true })).toBeVisible();
    await expect(tutor.announcer).toHaveText("Stopped. The answer so far is kept.");
    await expect(tutor.send).toBeVisible();
    await expect(tutor.field).toBeFocused();
    await expect(stopped).not.toContainText("Looking through the lecture…");
    await expectNoSeriousA11yIssues(page);
    await screenshot(page, "tutor-stopped");

    // The held request goes on now; the backend answers one request at a time, so by the time the next
    // question is answered the stopped one has had every chance to deliver: nothing of it may show.
    await releaseHeld(page);
    const next = "What is the fluid mosaic model?";
    await tutor.ask(next);
    await tutor.expectReplied(60_000);
    await expect(tutor.answerTo(next)).toContainText("fluid mosaic model");
    await expect(stopped.getByText("Stopped", { exact: true })).toBeVisible();
    await expect(stopped.getByRole("button", { name: /^Play from/ })).toHaveCount(0);
    // Only who spoke and the marker: no text, no citation, no "looking" ever came into it.
    await expect(stopped).toHaveText(/^\s*Tutor\s*Stopped\s*$/);
  });

  test("a refused question shows the server's text on that exchange, and the next question still works", async ({
    page,
  }) => {
    const tutor = new TutorTab(page);
    await page.goto(`/records/${id}?tab=tutor`);
    await expect(tutor.field).toBeEnabled({ timeout: 30_000 });

    await refuseNextQuestion(page, 403, "The tutor is not part of your plan.");
    await tutor.ask("What crosses the membrane by osmosis?");
    const refused = tutor.messages.nth(1);
    await expect(refused).toContainText("The tutor is not part of your plan.");
    await expect(tutor.announcer).toHaveText("The tutor is not part of your plan.");
    // Still signed in and on the record: a refused stream is this exchange's problem only.
    await expect(page).toHaveURL(new RegExp(`/records/${id}`));
    await expectNoSeriousA11yIssues(page);
    await screenshot(page, "tutor-error");

    await tutor.ask("What is osmosis?");
    await tutor.expectReplied(60_000);
    await expect(tutor.messages).toHaveCount(4);
  });
});
