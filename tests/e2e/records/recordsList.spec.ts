import dayjs from "dayjs";
import type { Page } from "@playwright/test";
import { LoginPage } from "../pages/LoginPage";
import { RecordsListPage } from "../pages/RecordsListPage";
import { screenshot } from "../pages/screenshot";
import { expect, expectNoSeriousA11yIssues, test } from "../support/fixtures";

const SEED = { email: "demo@lectern.app", password: "Lectern#2026" } as const;
/** Spec 3 §2 infinite scroll: at most this many row elements in the DOM, however far one scrolls. */
const MAX_ROWS_IN_DOM = 60;

interface Controls {
  sessions(): { id: string; name: string; startedAt: number | null }[];
  deleteSession(id: string): Promise<boolean>;
  seedSessions(email: string, count: number): Promise<readonly string[]>;
  faults: { arm(spec: unknown): void; release(): void };
}

/** Development builds expose the in-tab demo backend's test controls once the backend is open. */
const controlsReady = (page: Page) => page.waitForFunction(() => "lecternDemoControls" in globalThis);

const signIn = async (page: Page): Promise<void> => {
  const login = new LoginPage(page);
  await login.goto();
  await login.logIn(SEED.email, SEED.password);
  await page.waitForURL((url) => !url.pathname.startsWith("/auth"));
  await controlsReady(page);
};

/** Only the sessions a test makes: the demo lectures every account starts with are removed. */
const removeAllSessions = (page: Page) =>
  page.evaluate(async () => {
    const controls = (globalThis as unknown as { lecternDemoControls: Controls }).lecternDemoControls;
    for (const session of controls.sessions()) await controls.deleteSession(session.id);
  });

const seed = (page: Page, count: number) =>
  page.evaluate(
    ([email, n]) =>
      (globalThis as unknown as { lecternDemoControls: Controls }).lecternDemoControls.seedSessions(email, n),
    [SEED.email, count] as const,
  );

const armFault = (page: Page, spec: unknown) =>
  page.evaluate(
    (armed) => (globalThis as unknown as { lecternDemoControls: Controls }).lecternDemoControls.faults.arm(armed),
    spec,
  );

const releaseHeld = (page: Page) =>
  page.evaluate(() =>
    (globalThis as unknown as { lecternDemoControls: Controls }).lecternDemoControls.faults.release(),
  );

/** When the newest held session whose name has `word` started (epoch ms). */
const newestStart = (page: Page, word: string) =>
  page.evaluate(
    (text) =>
      Math.max(
        ...(globalThis as unknown as { lecternDemoControls: Controls }).lecternDemoControls
          .sessions()
          .filter((session) => session.name.toLowerCase().includes(text))
          .map((session) => session.startedAt ?? 0),
      ),
    word,
  );

// Sign-in, a seeded backend in IndexedDB and several axe passes: room for a busy shared machine.
test.beforeEach(() => test.setTimeout(120_000));

test("empty, loading, full and error states, each with no serious accessibility finding", async ({ page }) => {
  await signIn(page);
  await removeAllSessions(page);
  const records = new RecordsListPage(page);
  await records.goto();

  await expect(page.getByRole("heading", { name: "No recordings yet" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Start a recording" })).toHaveAttribute("href", "/session/widget");
  await expect(records.count).toHaveText("0 recordings");
  await expectNoSeriousA11yIssues(page);
  await screenshot(page, "records-empty");

  // The next list request waits until released: the skeleton is what the user sees meanwhile.
  await seed(page, 50);
  await armFault(page, { method: "GET", path: "sessions", action: { kind: "hold" } });
  await records.sortBy("Oldest first");
  await expect(page).toHaveURL(/\/records\?sort=oldest$/);
  await expect(records.skeleton).toBeVisible();
  await expect(records.count).toHaveText("Loading recordings…");
  await expectNoSeriousA11yIssues(page);
  await screenshot(page, "records-loading");

  await releaseHeld(page);
  await expect(records.count).toHaveText("50 recordings");
  // Oldest first: the first lecture the seed made.
  await expect.poll(async () => (await records.names())[0]).toBe("Microeconomics seminar 1");
  const rendered = await records.rows.count();
  expect(rendered).toBeGreaterThan(5);
  expect(rendered).toBeLessThanOrEqual(MAX_ROWS_IN_DOM);
  await expect(records.rows.first().getByRole("link")).toHaveAttribute("href", /^\/records\/\d+$/);
  await expectNoSeriousA11yIssues(page);
  await screenshot(page, "records-full");

  await armFault(page, {
    method: "GET",
    path: "sessions",
    action: { kind: "reply", response: { status: 500, headers: {}, body: { errors: [{ title: "Server error" }] } } },
  });
  await records.sortBy("Newest first");
  await expect(page.getByRole("heading", { name: "Recordings could not be loaded" })).toBeVisible();
  await expectNoSeriousA11yIssues(page);
  await screenshot(page, "records-error");
  await records.tryAgain.click();
  await expect(records.count).toHaveText("50 recordings");
  await expect(records.rows.first()).toBeVisible();
});

test("search, sort and dates live in the address, survive a reload, and say when nothing matches", async ({ page }) => {
  await signIn(page);
  await removeAllSessions(page);
  await seed(page, 40);
  const records = new RecordsListPage(page);
  await records.goto();
  await expect(records.count).toHaveText("40 recordings");

  await records.search("ALGEBRA");
  await expect(page).toHaveURL(/\/records\?term=ALGEBRA$/);
  await expect(records.count).toHaveText("8 recordings");
  for (const name of await records.names()) expect(name.toLowerCase()).toContain("algebra");

  await records.sortBy("Name Z–A");
  await expect(page).toHaveURL(/term=ALGEBRA&sort=name-desc$/);
  await expect(records.rows).toHaveCount(8);
  const names = await records.names();
  expect(names).toEqual([...names].sort((a, b) => (a.toLowerCase() < b.toLowerCase() ? 1 : -1)));

  // The day of the newest algebra lecture: only that day's remain.
  const newest = await newestStart(page, "algebra");
  const day = dayjs(newest).format("YYYY-MM-DD");
  await records.from.fill(day);
  await records.to.fill(day);
  await expect(page).toHaveURL(new RegExp(`from=${day}&to=${day}$`));
  const shownDay = dayjs(newest).format("MMMM DD YYYY");
  await expect(records.rows.first()).toBeVisible();
  for (const text of await records.rows.allTextContents()) expect(text).toContain(shownDay);
  const filtered = await records.names();

  await page.reload();
  await expect(records.searchBox).toHaveValue("ALGEBRA");
  await expect(records.sort).toContainText("Name Z–A");
  await expect(records.from).toHaveValue(day);
  await expect(records.to).toHaveValue(day);
  await expect.poll(() => records.names()).toEqual(filtered);

  await records.clearSearch.click();
  await expect(page).toHaveURL(new RegExp(`/records\\?sort=name-desc&from=${day}&to=${day}$`));

  await records.search("no lecture is called this");
  await expect(page.getByRole("heading", { name: "No results for this search" })).toBeVisible();
  await expectNoSeriousA11yIssues(page);
  await screenshot(page, "records-no-results");
  await page.getByRole("button", { name: "Clear filters" }).click();
  await expect(page).toHaveURL(/\/records$/);
  await expect(records.count).toHaveText("40 recordings");
});

test("scrolling to the end loads the next pages of 20, with at most 60 rows in the DOM", async ({ page }) => {
  await signIn(page);
  await removeAllSessions(page);
  await seed(page, 130);
  const records = new RecordsListPage(page);
  await records.goto();
  await expect(records.count).toHaveText("130 recordings");
  await expect(records.list.locator('[aria-posinset="1"]')).toHaveCount(1);
  await expect(records.list.locator('[aria-posinset="21"]')).toHaveCount(0);

  let most = await records.rows.count();
  const scrollToEnd = async () => {
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    most = Math.max(most, await records.rows.count());
  };
  // Page 2 arrives when the end comes within 30 px.
  await scrollToEnd();
  await expect(records.list.locator('[aria-posinset="21"]')).toHaveCount(1);
  // Each scroll to the end brings the next page, until all 130 are in.
  await expect
    .poll(
      async () => {
        await scrollToEnd();
        return records.list.locator('[aria-posinset="130"]').count();
      },
      { timeout: 30_000 },
    )
    .toBe(1);
  expect(most).toBeLessThanOrEqual(MAX_ROWS_IN_DOM);
  await expect(records.rows.last()).toHaveAttribute("aria-posinset", "130");
  await expectNoSeriousA11yIssues(page);
});
