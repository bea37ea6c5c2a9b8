import { AppShell } from "../pages/AppShell";
import { OutboxPage } from "../pages/OutboxPage";
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

  // Someone else, signed out, with the address the invitation carried (the share's token, issue 20):
  // 403 with the spec's text, from the old address form too. The record's bare id opens nothing.
  await new AppShell(page).logOut();
  await page.waitForURL("**/auth/login");
  const outbox = new OutboxPage(page);
  await outbox.goto();
  const invitation = outbox.mail("Demo Student shared a recording with you").filter({ hasText: CLASSMATE });
  const link = new URL(
    (await invitation.first().getByRole("link", { name: "Open link" }).getAttribute("href"))!,
    page.url(),
  );
  const key = /^\/shared-records\/([0-9a-f]{32})$/.exec(link.pathname)?.[1];
  expect(key).toBeDefined();
  await page.goto(`/shared-records/${id}`);
  await expect(page.getByRole("heading", { name: "Requested link is not found", level: 2 })).toBeVisible({
    timeout: 30_000,
  });
  await page.goto(`/shared/${key}`);
  await page.waitForURL(`**/shared-records/${key}`);
  await expect(
    page.getByRole("heading", { name: "You don't have permissions to view the link", level: 2 }),
  ).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByText("Error 403")).toBeVisible();
  await expectNoSeriousA11yIssues(page);
  await screenshot(page, "shared-record-403");
});
