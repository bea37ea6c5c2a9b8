import { AppShell } from "../pages/AppShell";
import { RecordPage } from "../pages/RecordPage";
import { screenshot } from "../pages/screenshot";
import { signInToRecords } from "../pages/signInToRecords";
import { expect, expectNoSeriousA11yIssues, test } from "../support/fixtures";

const LECTURE = "Cell biology: the membrane (demo)";
const CLASSMATE = "classmate@example.org";

/**
 * Issue 13: the owner shares with one person using only the keyboard (the link stays off); a
 * signed-out visitor who has the address is refused with the spec's 403 text, and the old
 * /shared/{id} address leads to the same page. In-tab demo: one browser, one backend.
 */
test("shared by keyboard with one person, the record answers others 403; /shared/{id} redirects", async ({ page }) => {
  test.setTimeout(120_000);
  await signInToRecords(page);
  await page.getByRole("link", { name: LECTURE }).first().click();
  const record = new RecordPage(page);
  await expect(record.heading).toContainText(LECTURE, { timeout: 30_000 });
  const id = /\/records\/(\d+)$/.exec(page.url())?.[1] ?? "";

  // Keyboard only: Tab to Share, Enter; type the e-mail, Enter adds; Tab to Save, Enter.
  const share = page.getByRole("button", { name: "Share", exact: true });
  await record.tabTo(share);
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog");
  await expect(dialog).toBeVisible();
  const email = dialog.getByRole("textbox", { name: "Add people by e-mail" });
  await record.tabTo(email);
  await page.keyboard.type(CLASSMATE);
  await page.keyboard.press("Enter");
  const person = dialog.getByRole("listitem").filter({ hasText: CLASSMATE });
  await expect(person).toBeVisible();
  const save = dialog.getByRole("button", { name: "Save" });
  await record.tabTo(save);
  await page.keyboard.press("Enter");
  await expect(dialog.getByText("Sharing settings saved.")).toBeAttached();
  await expect(save).toBeDisabled();
  await expect(dialog.getByRole("switch", { name: "Anyone with the link can view" })).not.toBeChecked();
  await expectNoSeriousA11yIssues(page);
  await screenshot(page, "share-dialog-person");
  await page.keyboard.press("Escape");
  await expect(dialog).toHaveCount(0);
  await expect(share).toBeFocused();

  // Reopened, the dialog shows what was saved.
  await page.keyboard.press("Enter");
  await expect(dialog.getByRole("listitem").filter({ hasText: CLASSMATE })).toBeVisible();
  await page.keyboard.press("Escape");

  // Someone else, signed out, with the address: 403 with the spec's text, from the old address too.
  await new AppShell(page).logOut();
  await page.waitForURL("**/auth/login");
  await page.goto(`/shared/${id}`);
  await page.waitForURL(`**/shared-records/${id}`);
  await expect(
    page.getByRole("heading", { name: "You don't have permissions to view the link", level: 2 }),
  ).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByText("Error 403")).toBeVisible();
  await expectNoSeriousA11yIssues(page);
  await screenshot(page, "shared-record-403");
});
