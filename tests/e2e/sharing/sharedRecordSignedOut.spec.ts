import { AppShell } from "../pages/AppShell";
import { LoginPage } from "../pages/LoginPage";
import { screenshot } from "../pages/screenshot";
import { SharedRecordPage } from "../pages/SharedRecordPage";
import { DEMO_STUDENT, signInToRecords } from "../pages/signInToRecords";
import { expect, expectNoSeriousA11yIssues, test } from "../support/fixtures";

const LECTURE = "Cell biology: the membrane (demo)";

/**
 * Issue 13, /shared-records/{id} in the in-tab demo: the owner turns the link on; a signed-out
 * visitor in the same browser (same demo backend) reads the lecture read-only under the sign-up
 * banner; an unknown link answers 404 with a way on; Log in brings the visitor back to the record.
 */
test("a signed-out visitor reads a shared lecture read-only, and Log in brings them back to it", async ({ page }) => {
  test.setTimeout(120_000);
  await signInToRecords(page);
  await page.getByRole("link", { name: LECTURE }).first().click();
  await expect(page).toHaveURL(/\/records\/\d+$/);
  const id = /\/records\/(\d+)$/.exec(page.url())?.[1] ?? "";
  await expect(page.getByRole("heading", { level: 1 })).toContainText(LECTURE, { timeout: 30_000 });

  await page.getByRole("button", { name: "Share", exact: true }).click();
  const dialog = page.getByRole("dialog");
  const link = dialog.getByRole("switch", { name: "Anyone with the link can view" });
  await link.click();
  await expect(link).toBeChecked();
  // The address names the share's token, not the lecture's id (issue 20).
  const address = new URL(await dialog.getByRole("textbox", { name: /link/i }).inputValue()).pathname;
  expect(address).toMatch(/^\/shared-records\/[0-9a-f]{32}$/);
  await dialog.getByRole("button", { name: "Done" }).click();
  await expect(dialog).toHaveCount(0);

  // The owner opening their own link finds it editable.
  const shared = new SharedRecordPage(page);
  await shared.goto(address);
  await shared.expectLoaded(LECTURE);
  await expect(shared.heading.getByRole("button")).toHaveCount(1);
  await screenshot(page, "shared-record-owner");

  await new AppShell(page).logOut();
  await page.waitForURL("**/auth/login");

  // An unknown link: the spec's message, its code, and Log in.
  await shared.goto("/shared-records/999999");
  await expect(page.getByRole("heading", { name: "Requested link is not found", level: 2 })).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByText("Error 404")).toBeVisible();
  await expect(page.getByRole("button", { name: "Log in" }).last()).toBeVisible();
  await expectNoSeriousA11yIssues(page);
  await screenshot(page, "shared-record-404");

  // Counting ids opens nothing: the lecture's own id is not its link.
  await shared.goto(`/shared-records/${id}`);
  await expect(page.getByRole("heading", { name: "Requested link is not found", level: 2 })).toBeVisible({
    timeout: 30_000,
  });

  // The visitor reads the lecture: read-only, the owner named, the banner offered.
  await shared.goto(address);
  await shared.expectLoaded(LECTURE);
  await shared.expectReadOnly();
  await expect(page.getByRole("button", { name: "Favourite" })).toHaveCount(0);
  await expect(page.getByText(/^Shared by /)).toBeVisible();
  await expect(page.getByText("Create your own AI study materials")).toBeVisible();
  await shared.expectTranscript();
  await expectNoSeriousA11yIssues(page);
  await screenshot(page, "shared-record-visitor");

  await shared.tab("Highlights").click();
  await expect(page.getByRole("button", { name: /^Play highlight/ }).first()).toBeVisible();
  await screenshot(page, "shared-record-visitor-highlights");

  // Log in from the banner: back on the shared record afterwards.
  await page.getByRole("button", { name: "Log in" }).click();
  await page.waitForURL("**/auth/login");
  await new LoginPage(page).logIn(DEMO_STUDENT.email, DEMO_STUDENT.password);
  await page.waitForURL(`**${address}`, { timeout: 60_000 });
  await shared.expectLoaded(LECTURE);
});

test("a shared highlight plays only its span and says it is a highlight of a lecture", async ({ page }) => {
  test.setTimeout(120_000);
  await signInToRecords(page);
  await page.getByRole("link", { name: LECTURE }).first().click();
  await expect(page.getByRole("heading", { level: 1 })).toContainText(LECTURE, { timeout: 30_000 });
  await page.getByRole("tab", { name: "Highlights" }).click();
  await page.getByRole("button", { name: "Share highlight Phospholipid bilayer forms by itself" }).click();
  const dialog = page.getByRole("dialog");
  const field = dialog.getByRole("textbox", { name: "Share link" });
  // A shared highlight is a session of its own, named by its share's token (issue 20).
  await expect(field).toHaveValue(/\/shared-records\/[0-9a-f]{32}$/, { timeout: 30_000 });
  const path = new URL(await field.inputValue()).pathname;
  await page.keyboard.press("Escape");

  await new AppShell(page).logOut();
  await page.waitForURL("**/auth/login");
  const shared = new SharedRecordPage(page);
  await shared.goto(path);
  await shared.expectLoaded("Phospholipid bilayer forms by itself");
  await expect(page.getByText("A highlight of a lecture")).toBeVisible();
  // The player waits on the highlight's start (00:32 in the lecture), and stops at its end (00:42).
  await expect(page.getByText(/^00:32 \//)).toBeVisible({ timeout: 30_000 });
  await expectNoSeriousA11yIssues(page);
  await screenshot(page, "shared-highlight-visitor");
  const media = shared.player.locator("video, audio").first();
  await shared.player.getByRole("button", { name: "Play", exact: true }).click();
  await expect.poll(() => media.evaluate((element: HTMLMediaElement) => element.paused)).toBe(false);
  await expect
    .poll(() => media.evaluate((element: HTMLMediaElement) => element.paused), { timeout: 60_000 })
    .toBe(true);
  const stoppedAt = await media.evaluate((element: HTMLMediaElement) => element.currentTime);
  expect(stoppedAt).toBeGreaterThan(41);
  expect(stoppedAt).toBeLessThan(43);
});
