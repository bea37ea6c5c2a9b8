import { AppShell } from "../pages/AppShell";
import { ForgotPasswordPage } from "../pages/ForgotPasswordPage";
import { LoginPage } from "../pages/LoginPage";
import { OutboxPage } from "../pages/OutboxPage";
import { PasswordResetPage } from "../pages/PasswordResetPage";
import { RegistrationPage } from "../pages/RegistrationPage";
import { screenshot } from "../pages/screenshot";
import { expect, expectNoSeriousA11yIssues, test } from "../support/fixtures";

const RESET_SUBJECT = "Reset your Lectern password";

test.describe("password reset", () => {
  test("forgot → outbox → reset link → new password signs in", async ({ page }) => {
    // Sign-up, forgot, outbox, reset, logout and login: seven pages in one story, which takes ~40 s
    // on a busy 2-core machine, near the default 45 s cap. The waits inside are all on state.
    test.slow();
    const account = await new RegistrationPage(page).signUp();
    await page.waitForURL("**/billing/product");
    await new AppShell(page).logOut();

    await new LoginPage(page).expectOpen();
    await page.getByRole("link", { name: "Forgot password?" }).click();
    await page.waitForURL("**/auth/forgot");
    const forgot = new ForgotPasswordPage(page);
    await expect(page).toHaveTitle("Forgot password - Lectern");
    await expect(page.getByRole("link", { name: "Login", exact: true })).toBeVisible();
    await expect(page.getByRole("link", { name: "Sign up", exact: true })).toBeVisible();
    await expectNoSeriousA11yIssues(page);
    await screenshot(page, "forgot");

    await forgot.request(account.email);
    await expect(page.getByRole("link", { name: account.email })).toHaveAttribute("href", `mailto:${account.email}`);
    await expect(page.getByRole("button", { name: "Back to Login" })).toBeVisible();
    await expectNoSeriousA11yIssues(page);
    await screenshot(page, "forgot-sent");

    const outbox = new OutboxPage(page);
    await outbox.goto();
    await expect(outbox.mail(RESET_SUBJECT)).toContainText(account.email);
    await expectNoSeriousA11yIssues(page);
    await screenshot(page, "outbox");
    await outbox.openLink(RESET_SUBJECT);

    await page.waitForURL("**/auth/forgot/*");
    const reset = new PasswordResetPage(page);
    await reset.expectForm();
    await expect(page).toHaveTitle("Password Reset - Lectern");
    await expectNoSeriousA11yIssues(page);

    await reset.password.fill("Fresh#Start42");
    await reset.repeat.fill("Fresh#Start43");
    await reset.reset.click();
    await expect(page.getByText("Passwords mismatch")).toBeVisible();
    await expectNoSeriousA11yIssues(page);
    await screenshot(page, "reset-mismatch");

    await reset.repeat.fill("Fresh#Start42");
    await reset.reset.click();
    await page.waitForURL("**/records");
    await new AppShell(page).expectSignedIn();

    await new AppShell(page).logOut();
    await new LoginPage(page).logIn(account.email, "Fresh#Start42");
    await page.waitForURL("**/records");
  });

  test("an unknown or expired link explains itself and returns to forgot password", async ({ page }) => {
    await page.goto("/auth/forgot/this-link-does-not-exist");
    const dialog = page.getByRole("alertdialog", { name: "Something went wrong" });
    await expect(dialog).toContainText("Link is expired or not found! Please repeat password reset request.");
    await expectNoSeriousA11yIssues(page);
    await screenshot(page, "reset-link-expired");
    await dialog.getByRole("button", { name: "Ok" }).click();
    await page.waitForURL("**/auth/forgot");
  });

  test("an unknown address is answered as a known one, and gets no mail (issue 19)", async ({ page }) => {
    const forgot = new ForgotPasswordPage(page);
    await forgot.goto();
    await forgot.request("nobody-here@example.org");
    await expect(page.getByRole("link", { name: "nobody-here@example.org" })).toHaveAttribute(
      "href",
      "mailto:nobody-here@example.org",
    );
    await expect(page.getByRole("button", { name: "Back to Login" })).toBeVisible();
    await expectNoSeriousA11yIssues(page);
    const outbox = new OutboxPage(page);
    await outbox.goto();
    await expect(page.getByRole("heading", { name: "No mails yet" })).toBeVisible();
  });

  test("the outbox has a designed empty state", async ({ page }) => {
    await new OutboxPage(page).goto();
    await expect(page.getByRole("heading", { name: "No mails yet" })).toBeVisible();
    await expectNoSeriousA11yIssues(page);
    await screenshot(page, "outbox-empty");
  });
});
