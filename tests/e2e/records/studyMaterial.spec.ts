import { readFileSync } from "node:fs";
import type { Locator, Page } from "@playwright/test";
import { LoginPage } from "../pages/LoginPage";
import { RecordPage } from "../pages/RecordPage";
import { screenshot } from "../pages/screenshot";
import { expect, expectNoSeriousA11yIssues, test } from "../support/fixtures";

const DEMO_EMAIL = "demo@lectern.app";
const DEMO_PASSWORD = "Lectern#2026";

interface SeededLecture {
  readonly title: string;
  readonly turns: readonly { readonly sentences: readonly { start: number; end: number; text: string }[] }[];
}
/** The seeded lectures: the test reads the same scripts the demo backend seeds. */
const seeded = (file: string) =>
  JSON.parse(
    readFileSync(new URL(`../../../adapters/src/demo/seed/lectures/${file}`, import.meta.url), "utf8"),
  ) as SeededLecture;
const CELL_BIOLOGY = seeded("cell-biology.lecture.json");
const ECONOMICS = seeded("supply-and-demand.lecture.json");

/** A short lecture a fresh recording is given (contract 8): it sets reading and a deadline. */
const SCRIPT = [
  "Good morning, today we look at waves on a string and how fast they travel.",
  "The speed of a wave is its frequency multiplied by its wavelength.",
  "A wave on a tighter string travels faster, because the tension pulls each piece back sooner.",
  "Heavier strings carry slower waves, since more mass has to be moved by the same tension.",
  "When two waves meet they add together, which we call superposition.",
  "Standing waves appear when a wave reflects from both ends of the string and interferes with itself.",
  "The points that never move are called nodes, and the points that move the most are antinodes.",
  "For next week, read chapter seven on standing waves and resonance.",
  "Remember to submit the lab report on the vibrating string by Friday.",
  "Next time we will hear how musical instruments choose their notes.",
].map((text, index) => ({ text, start: index * 6, end: index * 6 + 5.5 }));

type Controls = {
  faults: { arm(spec: unknown): void; release(): void };
  seedSessions(email: string, count: number): Promise<readonly string[]>;
  setTranscript(sessionId: string, sentences: readonly { text: string; start: number; end: number }[]): Promise<void>;
  studyIdle(): Promise<void>;
  setPermissions(email: string, permissions: Record<string, boolean> | null): Promise<void>;
  failStudy(sessionId: string, reason: string): Promise<void>;
};

/** The in-tab demo backend's test controls (contract 7, 8), called in the page. */
const demo = {
  seedSession: (page: Page) =>
    page.evaluate(
      async (email) =>
        (
          await (globalThis as unknown as { lecternDemoControls: Controls }).lecternDemoControls.seedSessions(email, 1)
        )[0],
      DEMO_EMAIL,
    ),
  setTranscript: (page: Page, sessionId: string, script: typeof SCRIPT = SCRIPT) =>
    page.evaluate(
      ([session, sentences]) =>
        (globalThis as unknown as { lecternDemoControls: Controls }).lecternDemoControls.setTranscript(
          session,
          sentences,
        ),
      [sessionId, script] as const,
    ),
  /** Every read of the session waits, unanswered, until released: the page stays as it is. */
  holdSessionReads: (page: Page, sessionId: string) =>
    page.evaluate(
      (session) =>
        (globalThis as unknown as { lecternDemoControls: Controls }).lecternDemoControls.faults.arm({
          method: "GET",
          path: `sessions/${session}`,
          times: 100,
          action: { kind: "hold" },
        }),
      sessionId,
    ),
  release: (page: Page) =>
    page.evaluate(() =>
      (globalThis as unknown as { lecternDemoControls: Controls }).lecternDemoControls.faults.release(),
    ),
  /** The session's generation ends as failed, with `reason`, as when the engine breaks. */
  failStudy: (page: Page, sessionId: string, reason: string) =>
    page.evaluate(
      ([session, why]) =>
        (globalThis as unknown as { lecternDemoControls: Controls }).lecternDemoControls.failStudy(session, why),
      [sessionId, reason] as const,
    ),
  studyIdle: (page: Page) =>
    page.evaluate(() => (globalThis as unknown as { lecternDemoControls: Controls }).lecternDemoControls.studyIdle()),
  setPermissions: (page: Page, permissions: Record<string, boolean>) =>
    page.evaluate(
      ([email, flags]) =>
        (globalThis as unknown as { lecternDemoControls: Controls }).lecternDemoControls.setPermissions(email, flags),
      [DEMO_EMAIL, permissions] as const,
    ),
};

const signIn = async (page: Page) => {
  const login = new LoginPage(page);
  await login.goto();
  await login.logIn(DEMO_EMAIL, DEMO_PASSWORD);
  await page.waitForURL("**/records", { timeout: 60_000 });
};

/** A fresh, processed recording with no transcript yet (as if just recorded): its id. */
const freshRecording = async (page: Page): Promise<string> => {
  const id = await demo.seedSession(page);
  if (id === undefined) throw new Error("no session seeded");
  return id;
};

/** The record page's study tabs, as a student meets them. */
class StudyTabs {
  readonly record: RecordPage;
  readonly panel: Locator;
  readonly emphasis: Locator;
  readonly seek: Locator;

  constructor(
    readonly page: Page,
    title: string,
  ) {
    this.record = new RecordPage(page);
    this.panel = page.getByRole("tabpanel");
    this.emphasis = this.panel.getByRole("switch", { name: "Reading emphasis" });
    this.seek = page.getByRole("region", { name: `Player: ${title}` }).getByRole("slider", { name: "Seek" });
  }

  async open(tab: string, address: string): Promise<void> {
    await this.record.tab(tab).click();
    await expect(this.page).toHaveURL(new RegExp(`[?&]tab=${address}(&|$)`));
  }

  list(name: string): Locator {
    return this.panel.getByRole("list", { name });
  }

  async playerTime(): Promise<number> {
    return Number(await this.seek.inputValue());
  }
}

const openSeeded = async (page: Page, lecture: SeededLecture): Promise<{ tabs: StudyTabs; id: string }> => {
  await page.locator("a.record-row", { hasText: lecture.title }).click();
  const tabs = new StudyTabs(page, lecture.title);
  await tabs.record.expectLoaded(lecture.title);
  const id = /\/records\/([^/?]+)/.exec(page.url())?.[1];
  if (id === undefined) throw new Error(`not on a record page: ${page.url()}`);
  return { tabs, id };
};

test.describe("study material on the record page (issue 12)", () => {
  test.beforeEach(async ({ page }) => {
    // The first sign-in of a run compiles the app and the record route on a busy, shared machine.
    test.setTimeout(180_000);
    await signIn(page);
  });

  test("a seeded lecture: the summary shows, math renders, a key point plays its moment and the transcript follows; reading emphasis on and off, remembered; every tab passes axe", async ({
    page,
  }) => {
    const { tabs } = await openSeeded(page, ECONOMICS);

    await tabs.open("Summary", "summary");
    const summary = tabs.list("Summary");
    await expect(summary.getByRole("listitem").first()).toBeVisible({ timeout: 30_000 });
    await expect(summary.getByRole("button", { name: /^Play from \d\d:\d\d$/ }).first()).toBeVisible();
    await expectNoSeriousA11yIssues(page);
    await screenshot(page, "study-summary");

    await tabs.open("Key points", "key-points");
    const points = tabs.list("Key points");
    // Spec 3 §2 math: a key point's formula is typeset by KaTeX, with its stylesheet linked.
    await expect(points.locator(".katex").first()).toBeVisible();
    await expect(page.locator('link[rel="stylesheet"][href*="katex"]')).toHaveCount(1);
    await expectNoSeriousA11yIssues(page);
    await screenshot(page, "study-key-points");

    // A key point's moment: the player goes there and plays; the transcript follows it.
    const play = points.getByRole("button", { name: /^Play from \d\d:\d\d$/ }).nth(2);
    const label = (await play.getAttribute("aria-label")) ?? "";
    const [minutes, seconds] = label.replace("Play from ", "").split(":").map(Number);
    const moment = (minutes ?? 0) * 60 + (seconds ?? 0);
    await play.click();
    await expect.poll(() => tabs.playerTime(), { timeout: 15_000 }).toBeGreaterThanOrEqual(moment);
    expect(await tabs.playerTime()).toBeLessThan(moment + 10);
    await tabs.open("Transcript", "transcript");
    const current = page.getByRole("region", { name: "Transcript" }).locator('[aria-current="true"]');
    await expect
      .poll(async () => {
        const start = Number(await current.getAttribute("data-start"));
        const time = await tabs.playerTime();
        return start <= time + 0.5 && time - start < 30 && start >= moment - 30;
      })
      .toBe(true);

    // Reading emphasis: a labelled switch; the words' first halves bold, the text still read once.
    await tabs.open("Summary", "summary");
    await expect(tabs.emphasis).toHaveAttribute("aria-checked", "false");
    await expect(tabs.panel.locator(".kit-emphasis")).toHaveCount(0);
    await tabs.emphasis.click();
    await expect(tabs.emphasis).toHaveAttribute("aria-checked", "true");
    await expect(summary.locator(".kit-emphasis__fixed").first()).toBeVisible();
    await expect(summary.locator('.kit-emphasis__seen[aria-hidden="true"]').first()).toBeAttached();
    await expectNoSeriousA11yIssues(page);
    await screenshot(page, "study-summary-emphasis");

    // Remembered in this browser: after a reload, the transcript has it too.
    await page.reload();
    await tabs.record.expectLoaded(ECONOMICS.title);
    await expect(tabs.emphasis).toHaveAttribute("aria-checked", "true");
    await tabs.open("Transcript", "transcript");
    const transcript = page.getByRole("region", { name: "Transcript" });
    const first = ECONOMICS.turns[0]?.sentences[0]?.text ?? "";
    // The sentence's button is still named by its whole text: screen readers hear each word once.
    await expect(transcript.getByRole("button", { name: first })).toBeVisible({ timeout: 30_000 });
    await expect(transcript.locator(".kit-emphasis__fixed").first()).toBeVisible();
    await expectNoSeriousA11yIssues(page);
    await screenshot(page, "study-transcript-emphasis");
    await tabs.emphasis.click();
    await expect(tabs.emphasis).toHaveAttribute("aria-checked", "false");
    await expect(page.locator(".kit-emphasis")).toHaveCount(0);

    await tabs.open("Action items", "action-items");
    await expect(tabs.list("Action items").getByRole("listitem").first()).toBeVisible();
    await expectNoSeriousA11yIssues(page);
    await screenshot(page, "study-action-items");

    // The Quiz and Tutor tabs load on first opening.
    for (const [tab, address] of [
      ["Quiz", "quiz"],
      ["Tutor", "tutor"],
    ] as const) {
      await tabs.open(tab, address);
      await expect(tabs.panel.getByText(`${tab} is loading...`)).toHaveCount(0, { timeout: 30_000 });
      await expect(tabs.panel).not.toBeEmpty();
      await expectNoSeriousA11yIssues(page);
      await screenshot(page, `study-${address}`);
    }
  });

  test("?t= opens the record at that moment: the player and the transcript are there", async ({ page }) => {
    const { id } = await openSeeded(page, CELL_BIOLOGY);
    const sentences = CELL_BIOLOGY.turns.flatMap((turn) => turn.sentences).sort((a, b) => a.start - b.start);
    const target = sentences[12];
    if (!target) throw new Error("the lecture is too short");
    const at = Math.round(target.start + 0.5);
    await page.goto(`/records/${id}?tab=transcript&t=${at}`);
    const tabs = new StudyTabs(page, CELL_BIOLOGY.title);
    await tabs.record.expectLoaded(CELL_BIOLOGY.title);
    await expect.poll(() => tabs.playerTime(), { timeout: 30_000 }).toBe(at);
    const current = page.getByRole("region", { name: "Transcript" }).locator('[aria-current="true"]');
    await expect(current).toContainText(target.text);
  });

  test("a fresh recording: no Generate without a transcript (or notes) to learn from; a scripted transcript gets its summary, key points and action items generated and shown without a reload", async ({
    page,
  }) => {
    const id = await freshRecording(page);
    await page.goto(`/records/${id}?tab=summary`);
    const tabs = new StudyTabs(page, "");
    await expect(tabs.record.nameButton).not.toBeEmpty({ timeout: 30_000 });
    // Issue 21: the server would refuse (409), so nothing is offered; the tab says what to do instead.
    await expect(tabs.panel.getByRole("heading", { name: "Nothing to summarise yet" })).toBeVisible();
    await expect(tabs.panel.getByRole("button", { name: "Generate the summary" })).toHaveCount(0);
    await expectNoSeriousA11yIssues(page);
    await screenshot(page, "study-summary-empty");

    // The page must not reload: a mark on the window survives only if it does not.
    await page.evaluate(() => Object.assign(window, { studyNoReload: true }));
    await demo.setTranscript(page, id);
    await demo.studyIdle(page);
    const summary = tabs.list("Summary");
    await expect(summary.getByRole("listitem").first()).toBeVisible({ timeout: 30_000 });
    const summaryTexts = await summary.getByRole("listitem").allInnerTexts();
    for (const line of summaryTexts)
      expect(SCRIPT.some((sentence) => line.includes(sentence.text.slice(0, 30)))).toBe(true);
    await expect(tabs.panel.getByRole("status")).toHaveText("The summary is ready.");
    await tabs.open("Key points", "key-points");
    await expect(tabs.list("Key points").getByRole("listitem").first()).toBeVisible();
    await tabs.open("Action items", "action-items");
    const actions = tabs.list("Action items");
    await expect(actions.getByText(/read chapter seven/i)).toBeVisible();
    await expect(actions.getByText(/lab report/i)).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { studyNoReload?: boolean }).studyNoReload)).toBe(true);
    await expectNoSeriousA11yIssues(page);
    await screenshot(page, "study-generated-action-items");
  });

  test("generating: Find the action items on a lecture that set none shows the skeleton and a polite 'Finding the action items…' until the material arrives", async ({
    page,
  }) => {
    const id = await freshRecording(page);
    // The lecture without its reading and deadline: nothing for action items.
    await demo.setTranscript(
      page,
      id,
      SCRIPT.filter((sentence) => !/next week|Remember/.test(sentence.text)),
    );
    await demo.studyIdle(page);
    await page.goto(`/records/${id}?tab=action-items`);
    const tabs = new StudyTabs(page, "");
    await expect(tabs.panel.locator("p", { hasText: "The lecture set no tasks, deadlines or reminders." })).toBeVisible(
      {
        timeout: 30_000,
      },
    );
    await expectNoSeriousA11yIssues(page);
    await screenshot(page, "study-action-items-none");

    // The page reads the session again after asking: held, the panel shows its generating state.
    await demo.holdSessionReads(page, id);
    await tabs.panel.getByRole("button", { name: "Find the action items" }).click();
    const status = tabs.panel.getByRole("status");
    await expect(status).toHaveText("Finding the action items…");
    await expect(status).toHaveAttribute("aria-live", "polite");
    await expect(tabs.panel.locator('[aria-busy="true"]')).toBeVisible();
    await expectNoSeriousA11yIssues(page);
    await screenshot(page, "study-action-items-generating");
    await demo.release(page);
    await demo.studyIdle(page);
    await expect(
      tabs.panel.locator("p", { hasText: "The lecture set no tasks, deadlines or reminders." }),
    ).toBeVisible();
  });

  test("failed: a generation that broke says so on Summary, Key points and Action items, with its reason; Try again generates it", async ({
    page,
  }) => {
    const id = await freshRecording(page);
    await demo.setTranscript(page, id);
    await demo.studyIdle(page);
    await page.goto(`/records/${id}?tab=summary`);
    const tabs = new StudyTabs(page, "");
    const summary = tabs.list("Summary");
    await expect(summary.getByRole("listitem").first()).toBeVisible({ timeout: 30_000 });

    // The engine breaks while the page is open: the tab says so at once, politely, with the reason.
    const reason = "The study engine stopped before it finished.";
    await demo.failStudy(page, id, reason);
    await expect(tabs.panel.getByRole("heading", { name: "The summary could not be generated" })).toBeVisible();
    await expect(tabs.panel.getByText(reason)).toBeVisible();
    await expect(tabs.panel.getByRole("status")).toHaveText("The summary could not be generated");
    await expectNoSeriousA11yIssues(page);
    await screenshot(page, "study-summary-failed");
    await tabs.open("Key points", "key-points");
    await expect(tabs.panel.getByRole("heading", { name: "The key points could not be generated" })).toBeVisible();
    await expectNoSeriousA11yIssues(page);
    await tabs.open("Action items", "action-items");
    await expect(tabs.panel.getByRole("heading", { name: "The action items could not be found" })).toBeVisible();
    await expect(tabs.panel.getByText(reason)).toBeVisible();
    await expectNoSeriousA11yIssues(page);
    await screenshot(page, "study-action-items-failed");

    // Try again asks the backend to generate once more: the material comes back without a reload.
    await tabs.open("Summary", "summary");
    await tabs.panel.getByRole("button", { name: "Try again" }).click();
    await demo.studyIdle(page);
    await expect(summary.getByRole("listitem").first()).toBeVisible({ timeout: 30_000 });
    await expect(tabs.panel.getByText(reason)).toHaveCount(0);
  });

  test("a plan without quizShow and jamAiChatShow has no Quiz and Tutor tabs; without summaryGeneration the Summary tab is premium and offers the upgrade", async ({
    page,
  }) => {
    const id = await freshRecording(page);
    await demo.setPermissions(page, { quizShow: false, jamAiChatShow: false, summaryGeneration: false });
    // Permissions are read when the app starts.
    await page.goto(`/records/${id}?tab=summary`);
    const tabs = new StudyTabs(page, "");
    await expect(tabs.record.tab("Transcript")).toBeVisible({ timeout: 30_000 });
    await expect(tabs.record.tabs.getByRole("tab", { name: "Quiz" })).toHaveCount(0);
    await expect(tabs.record.tabs.getByRole("tab", { name: "Tutor" })).toHaveCount(0);
    await expect(tabs.record.tab("Summary, Premium")).toHaveAttribute("aria-selected", "true");
    await expect(tabs.record.tab("Action items, Premium")).toBeVisible();
    await expect(tabs.record.tabs.getByRole("tab", { name: "Key points", exact: true })).toBeVisible();
    const upgrade = tabs.panel.getByRole("link", { name: "Upgrade your plan" });
    await expect(upgrade).toHaveAttribute("href", "/billing/product");
    await expect(tabs.panel.getByRole("button", { name: "Generate the summary" })).toHaveCount(0);
    await expectNoSeriousA11yIssues(page);
    await screenshot(page, "study-premium");

    // An address naming a hidden tab shows the first tab instead.
    await page.goto(`/records/${id}?tab=quiz`);
    await expect(tabs.record.tab("Transcript")).toHaveAttribute("aria-selected", "true", { timeout: 30_000 });
    await upgradeLeadsToPrices(page, tabs);
  });
});

/** The upgrade link goes to the price list. */
const upgradeLeadsToPrices = async (page: Page, tabs: StudyTabs) => {
  await tabs.open("Action items, Premium", "action-items");
  await tabs.panel.getByRole("link", { name: "Upgrade your plan" }).click();
  await expect(page).toHaveURL(/\/billing\/product$/);
};
