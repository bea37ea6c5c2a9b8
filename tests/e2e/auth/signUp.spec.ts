import { AppShell } from "../pages/AppShell";
import { DEMO_SEED, newAccount } from "../pages/accounts";
import { RegistrationPage } from "../pages/RegistrationPage";
import { screenshot } from "../pages/screenshot";
import { expect, expectNoSeriousA11yIssues, test } from "../support/fixtures";

test.describe("sign up", () => {
  test("each step shows the spec's messages, only once a field is touched", async ({ page }) => {
    const registration = new RegistrationPage(page);
    await registration.goto();
    await expect(page).toHaveTitle("Sign Up - Lectern");
    await expect(page.getByText("This field is required")).toHaveCount(0);
    await expectNoSeriousA11yIssues(page);
    await screenshot(page, "registration-step1");

    await registration.next.click();
    await expect(page.getByText("This field is required")).toHaveCount(3);
    await expect(registration.email).toBeFocused();

    await registration.email.fill("not-an-email");
    await registration.password.fill("weak");
    await registration.password.blur();
    await expect(page.getByText("Please provide a valid email")).toBeVisible();
    await expect(
      page.getByText("Must contain at upper & lower case letters, digits, a symbol, and at least 8 characters"),
    ).toBeVisible();
    await expectNoSeriousA11yIssues(page);
    await screenshot(page, "registration-step1-errors");

    const account = newAccount();
    await registration.fillAccountStep(account);
    await registration.next.click();
    await expect(registration.firstName).toBeVisible();
    await registration.submit.click();
    await expect(page.getByText("This field is required")).toHaveCount(3);
    await registration.firstName.fill("   ");
    await registration.firstName.blur();
    await expect(page.getByText("This field is required")).toHaveCount(3);
    await expectNoSeriousA11yIssues(page);
    await screenshot(page, "registration-step2-errors");

    await registration.back.click();
    await expect(registration.email).toHaveValue(account.email);
    await expect(page.getByRole("link", { name: "Do you have an account? Login" })).toBeVisible();
  });

  test("without a licence referral goes on to the plans", async ({ page }) => {
    const registration = new RegistrationPage(page);
    await registration.signUp(newAccount(), "?utm_source=e2e&utm_campaign=auth");
    await page.waitForURL("**/billing/product");
    await new AppShell(page).expectSignedIn();
    await expectNoSeriousA11yIssues(page);
  });

  test("a licence referral opens the trial offer, where keys are redeemed", async ({ page }) => {
    const registration = new RegistrationPage(page);
    await registration.goto(`?r=${DEMO_SEED.licenceKey}`);
    await registration.fillAccountStep(newAccount());
    await registration.next.click();
    await expect(registration.referral).toHaveValue(DEMO_SEED.licenceKey);
    await registration.fillProfileStep(newAccount());
    await registration.submit.click();
    await registration.expectRegisteredToast();

    await expect(
      page.getByRole("heading", { level: 1, name: `Try ${DEMO_SEED.trialPlan} FREE for ${DEMO_SEED.trialDays} days` }),
    ).toBeVisible();
    await expect(page.getByRole("button", { name: `Start my free ${DEMO_SEED.trialDays}-day trial` })).toBeVisible();
    await expect(page.getByRole("button", { name: "Purchase right away" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Have a license key/promo code?" })).toBeVisible();
    await expectNoSeriousA11yIssues(page);
    await screenshot(page, "registration-finish");

    const key = page.getByRole("textbox", { name: "License key" });
    await key.fill("NOT-A-REAL-KEY");
    await page.getByRole("button", { name: "Redeem" }).click();
    const dialog = page.getByRole("alertdialog", { name: "Invalid Licence Key" });
    await expect(dialog).toContainText(
      "We were unable to redeem the code you entered. Please try again, or contact the licence supplier if the issue persists",
    );
    await expectNoSeriousA11yIssues(page);
    await screenshot(page, "registration-invalid-licence");
    await dialog.getByRole("button", { name: "Ok" }).click();
    await expect(dialog).toBeHidden();

    await key.fill(DEMO_SEED.licenceKey);
    await page.getByRole("button", { name: "Redeem" }).click();
    await page.waitForURL("**/billing/congratulation");
    await expectNoSeriousA11yIssues(page);
  });

  test("the trial button leads to the checkout with the trial flag", async ({ page }) => {
    const registration = new RegistrationPage(page);
    await registration.signUp(newAccount(), `?r=${DEMO_SEED.licenceKey}`);
    await page.getByRole("button", { name: `Start my free ${DEMO_SEED.trialDays}-day trial` }).click();
    await page.waitForURL(/\/billing\/buying\/[^/]+\/[^/?]+\?trial=true$/);
  });
});
