import { DevicesPage } from "../pages/DevicesPage";
import { LoginPage } from "../pages/LoginPage";
import { screenshot } from "../pages/screenshot";
import { DEMO_STUDENT, signInToRecords } from "../pages/signInToRecords";
import { expect, expectNoSeriousA11yIssues, test } from "../support/fixtures";

test("delete the account with a typed confirmation: signed out, and its sign-in refused", async ({ page }) => {
  test.setTimeout(90_000);
  await signInToRecords(page);
  const profile = new DevicesPage(page);
  await profile.goto();
  await profile.deleteAccount.click();
  const dialog = profile.deleteDialog;
  await expect(dialog).toBeVisible();
  const confirm = dialog.getByRole("button", { name: "Delete my account" });
  await expect(confirm).toBeDisabled();
  await expectNoSeriousA11yIssues(page);
  await screenshot(page, "archive-dialog");

  const typed = dialog.getByRole("textbox", { name: "Type DELETE or your e-mail address to confirm" });
  await typed.fill("delete");
  await expect(confirm).toBeDisabled();
  await typed.fill("DELETE");
  await expect(confirm).toBeEnabled();
  await expectNoSeriousA11yIssues(page);
  await screenshot(page, "archive-dialog-confirmed");
  await confirm.click();

  const login = new LoginPage(page);
  await login.expectOpen();
  await expect(page.getByRole("alert").filter({ hasText: "Your account has been deleted." })).toBeVisible();
  await expectNoSeriousA11yIssues(page);
  await screenshot(page, "archive-signed-out");

  await login.logIn(DEMO_STUDENT.email, DEMO_STUDENT.password);
  await expect(login.error.filter({ hasText: "This account has been deleted." })).toBeVisible();
  await expect(page).toHaveURL(/\/auth\/login$/);
  await expectNoSeriousA11yIssues(page);
  await screenshot(page, "archive-login-refused");
});
