import type { Page } from "@playwright/test";
import { AppShell } from "../pages/AppShell";
import { LoginPage } from "../pages/LoginPage";
import { RecorderWidgetPage } from "../pages/RecorderWidgetPage";
import { RecordPage } from "../pages/RecordPage";
import { screenshot } from "../pages/screenshot";
import { expect, expectNoSeriousA11yIssues, test } from "../support/fixtures";

const DEMO_EMAIL = "demo@lectern.app";
const DEMO_PASSWORD = "Lectern#2026";
/** A seeded demo lecture every account has (adapters/src/demo/seed/lectures). */
const LECTURE = "Cell biology: the membrane (demo)";

type Controls = {
  faults: { arm(spec: unknown): void; release(): void; clear(): void };
  sessions(): { id: string; name: string; createdAt: number }[];
};

/** The merge waits, unanswered, until released: the recording stays "processing" as long as the test needs. */
const holdMerge = (page: Page) =>
  page.evaluate(() =>
    (globalThis as unknown as { lecternDemoControls: Controls }).lecternDemoControls.faults.arm({
      method: "POST",
      path: "sessions/*/merge",
      action: { kind: "hold" },
    }),
  );

const releaseMerge = (page: Page) =>
  page.evaluate(() =>
    (globalThis as unknown as { lecternDemoControls: Controls }).lecternDemoControls.faults.release(),
  );

const newestSession = (page: Page) =>
  page.evaluate(() => {
    const controls = (globalThis as unknown as { lecternDemoControls: Controls }).lecternDemoControls;
    const [session] = controls.sessions().sort((a, b) => b.createdAt - a.createdAt || Number(b.id) - Number(a.id));
    if (!session) throw new Error("no session");
    return { id: session.id, name: session.name };
  });

test.describe("/records/{id}: the record page (issue 11)", () => {
  test.beforeEach(async ({ page }) => {
    // The first sign-in of a run loads the app and the signed-in services on a busy, shared machine.
    test.setTimeout(120_000);
    const login = new LoginPage(page);
    await login.goto();
    await login.logIn(DEMO_EMAIL, DEMO_PASSWORD);
    await page.waitForURL("**/records", { timeout: 60_000 });
  });

  test("a seeded lecture opens from /records with its player, transcript and tabs; rename by keyboard, favourite, tags, download, delete", async ({
    page,
  }) => {
    const record = new RecordPage(page);
    await page.getByRole("link", { name: LECTURE }).first().click();
    await expect(page).toHaveURL(/\/records\/\d+$/);
    await record.expectLoaded(LECTURE);
    await expect(page.getByText("Demo", { exact: true })).toBeVisible();
    // The player loads the seeded media: its duration is the lecture's (5:13).
    await expect(page.getByText("00:00 / 05:13")).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole("region", { name: "Transcript" })).toBeVisible();
    await expect(page.getByText("Dr. Helen Marsh").first()).toBeVisible();
    await expectNoSeriousA11yIssues(page);
    await screenshot(page, "record-ready");

    // Keyboard only: Tab to the name, Enter to edit, type, Enter.
    await record.tabTo(record.nameButton);
    await page.keyboard.press("Enter");
    const editor = page.getByRole("textbox", { name: "Recording name" });
    await expect(editor).toBeFocused();
    await page.keyboard.press("ControlOrMeta+a");
    await page.keyboard.type("Membranes, revised");
    await page.keyboard.press("Enter");
    await expect(record.nameButton).toHaveText("Membranes, revised");
    await expect(record.nameButton).toBeFocused();

    await expect(record.favourite).toHaveAttribute("aria-pressed", "false");
    await record.favourite.click();
    await expect(record.favourite).toHaveAttribute("aria-pressed", "true");

    await record.tagField.fill("exam week");
    await record.tagField.press("Enter");
    await expect(record.tag("exam week")).toBeVisible();
    await record.tag("exam week").click();
    await expect(record.tag("exam week")).toHaveCount(0);

    const download = page.waitForEvent("download");
    await record.download.click();
    expect((await download).suggestedFilename()).toMatch(/\.zip$/);

    // Reload: what was saved is still there.
    await page.reload();
    await record.expectLoaded("Membranes, revised");
    await expect(record.favourite).toHaveAttribute("aria-pressed", "true");

    await record.tab("Highlights").click();
    await expect(page).toHaveURL(/\?tab=highlights$/);
    await expect(page.getByRole("tabpanel").getByText("Phospholipid bilayer forms by itself")).toBeVisible();
    // A highlight's tags: attach one by text, then detach it.
    const highlight = "Phospholipid bilayer forms by itself";
    await page.getByRole("button", { name: `Edit the tags of ${highlight}` }).click();
    const highlightTag = page.getByRole("combobox", { name: `Add a tag to ${highlight}` });
    await highlightTag.fill("Revision");
    await highlightTag.press("Enter");
    // Shown in the highlight's chips and in its editor.
    await expect(
      page
        .getByRole("tabpanel")
        .getByRole("listitem")
        .filter({ hasText: /^Revision$/ }),
    ).toHaveCount(2);
    await expectNoSeriousA11yIssues(page);
    await screenshot(page, "record-highlights");
    await page.getByRole("button", { name: "Remove tag Revision" }).click();
    await expect(
      page
        .getByRole("tabpanel")
        .getByRole("listitem")
        .filter({ hasText: /^Revision$/ }),
    ).toHaveCount(0);

    await record.remove.click();
    const confirm = page.getByRole("alertdialog", { name: "Delete this recording?" });
    await expect(confirm).toBeVisible();
    await confirm.getByRole("button", { name: "Delete" }).click();
    await expect(page).toHaveURL(/\/records$/);
    await expect(page.getByText("The recording was deleted.").first()).toBeVisible();
    await expect(page.getByRole("link", { name: "Membranes, revised" })).toHaveCount(0);
  });

  test("an unknown record says so and leads back to /records", async ({ page }) => {
    await page.goto("/records/999999");
    await expect(page.getByRole("heading", { name: "Recording not found", level: 2 })).toBeVisible({ timeout: 30_000 });
    await expectNoSeriousA11yIssues(page);
    await screenshot(page, "record-not-found");
    await page.getByRole("link", { name: "Back to recordings" }).click();
    await expect(page).toHaveURL(/\/records$/);
  });

  test("a new recording shows 'Processing… N%' until it is processed, then the player appears without a reload; with no captions heard it has no transcript, and says why", async ({
    page,
  }) => {
    // A recording, its upload and its processing: longer than one page's test.
    test.setTimeout(180_000);
    const shell = new AppShell(page);
    await shell.navLink("Record").click();
    const widget = new RecorderWidgetPage(page);
    await expect(page.getByRole("radiogroup", { name: "What do you want to record?" })).toBeVisible({
      timeout: 30_000,
    });
    await holdMerge(page);
    await widget.record(1);
    await widget.confirmStop();
    const session = await newestSession(page);

    // In the app (no reload: the held merge lives in this tab's demo backend).
    await page.getByRole("link", { name: "Open recordings" }).click();
    await page.getByRole("link", { name: session.name }).first().click();
    const record = new RecordPage(page);
    await record.expectLoaded(session.name);
    const progress = page.getByRole("progressbar", { name: /^Processing… \d+%$/ });
    await expect(progress).toBeVisible();
    await expect(page.getByText("The recording is being prepared.")).toBeVisible();
    await expectNoSeriousA11yIssues(page);
    await screenshot(page, "record-processing");

    await releaseMerge(page);
    // Processed: the player replaces the progress, fed by the view channel's events alone.
    await expect(page.getByRole("button", { name: "Play", exact: true })).toBeVisible({ timeout: 60_000 });
    await expect(progress).toHaveCount(0);
    await expect(page.getByRole("heading", { name: "No transcript" })).toBeVisible();
    await expectNoSeriousA11yIssues(page);
    await screenshot(page, "record-no-transcript");
  });

  test("the notes, summary, key points and action items tabs; a zip that is not there says 'File is not found'", async ({
    page,
  }) => {
    const record = new RecordPage(page);
    await page.getByRole("link", { name: LECTURE }).first().click();
    await record.expectLoaded(LECTURE);

    for (const [tab, address] of [
      ["Notes", "notes"],
      ["Summary", "summary"],
      ["Key points", "key-points"],
      ["Action items", "action-items"],
    ] as const) {
      await record.tab(tab).click();
      await expect(page).toHaveURL(new RegExp(`\\?tab=${address}$`));
      await expect(page.getByRole("tabpanel")).not.toBeEmpty();
      await screenshot(page, `record-tab-${address}`);
    }
    await expectNoSeriousA11yIssues(page);

    await page.evaluate(() =>
      (globalThis as unknown as { lecternDemoControls: Controls }).lecternDemoControls.faults.arm({
        method: "GET",
        path: "sessions/*/zip",
        response: { status: 404, headers: {}, body: { errors: [{ status: "404", title: "Not found" }] } },
      }),
    );
    await record.download.click();
    const problem = page.getByRole("alertdialog", { name: "Something went wrong" });
    await expect(problem).toContainText("File is not found");
    await expectNoSeriousA11yIssues(page);
    await screenshot(page, "record-download-error");
  });
});
