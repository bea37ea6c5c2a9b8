import { CheckoutPage } from "../pages/CheckoutPage";
import { PriceListPage } from "../pages/PriceListPage";
import { DEMO_SEED, newAccount } from "../pages/accounts";
import { RegistrationPage } from "../pages/RegistrationPage";
import { screenshot } from "../pages/screenshot";
import { expect, expectNoSeriousA11yIssues, test } from "../support/fixtures";
import { armFault, failure, releaseHeld } from "./demoFaults";

test.describe("price list", () => {
  test("plans with their colours, trial label, prices per interval, DSA prices, Pro unlimited — and a new tab", async ({
    page,
    context,
  }) => {
    // Without a licence referral, sign-up goes straight to the plans (spec 1 §4).
    await new RegistrationPage(page).signUp(newAccount());
    await page.waitForURL("**/billing/product");
    const plans = new PriceListPage(page);
    await plans.expectLoaded();
    await expect(page).toHaveTitle("Plans - Lectern");

    const notes = plans.plan("Lectern Notes");
    await expect(notes).toContainText("14 days FREE");
    await expect(notes).toContainText("£7.99");
    await expect(notes).toContainText("/ month");
    await expect(notes).toContainText("20 recording hours");
    await expect(notes).toContainText("£95.88 / year");
    await expect(notes.getByText("DSA", { exact: true })).toBeVisible();
    await expect(notes.getByRole("link", { name: "Start my free 14-day trial" })).toBeVisible();
    await expect(plans.plan("Lectern Pro")).toContainText("Unlimited recording hours");
    await expect(plans.plan("Lectern Notes 160")).toContainText("160 recording hours");
    // The DSA plan is hidden: described beside the licence key, not sold as a card.
    await expect(plans.plan("Lectern DSA")).toHaveCount(0);
    await expect(plans.licenceArea.getByRole("heading", { name: "Lectern DSA" })).toBeVisible();
    await expect(plans.licenceArea).toContainText("Comes with a licence key");
    await expect(plans.interval("Monthly")).toBeChecked();
    await expectNoSeriousA11yIssues(page);
    await screenshot(page, "billing-price-list-1440");

    await plans.chooseInterval("Yearly");
    await expect(notes).toContainText("£79.99");
    await expect(notes).toContainText("Two months free");
    await expect(notes.locator("s")).toHaveText("£95.88");
    await expect(notes).toContainText("£6.67 a month, billed yearly");
    await expect(plans.plan("Lectern Pro")).toContainText("£149.99");
    await expect(page.getByRole("status").filter({ hasText: "Yearly prices shown." })).toBeAttached();
    await expectNoSeriousA11yIssues(page);

    await plans.chooseInterval("Quarterly");
    await expect(notes).toContainText("£21.99");
    await expect(plans.plan("Lectern Pro")).toContainText("Billed monthly only");
    await screenshot(page, "billing-price-list-quarterly");

    await page.setViewportSize({ width: 390, height: 844 });
    await plans.chooseInterval("Monthly");
    await expect(notes).toContainText("£7.99");
    await expectNoSeriousA11yIssues(page);
    await screenshot(page, "billing-price-list-390");
    await page.setViewportSize({ width: 1440, height: 900 });

    // The billing dialog opens the list in a new window: it stands on its own there.
    const tab = await context.newPage();
    await tab.goto("/billing/product");
    await new PriceListPage(tab).expectLoaded();
    await tab.close();

    await plans.choose("Lectern Pro").click();
    const checkout = new CheckoutPage(page);
    await checkout.expectLoaded("Lectern Pro");
    await expect(page.getByRole("heading", { level: 1, name: "Subscribe to Lectern Pro" })).toBeVisible();
    await expect(checkout.dueToday).toHaveText("£14.99");
  });

  test("a licence key redeemed on the price list → the welcome names the plan", async ({ page }) => {
    await new RegistrationPage(page).signUp(newAccount());
    const plans = new PriceListPage(page);
    await plans.expectLoaded();
    await plans.licenceArea.getByRole("textbox", { name: "License key" }).fill(DEMO_SEED.licenceKey);
    await plans.licenceArea.getByRole("button", { name: "Redeem" }).click();
    await page.waitForURL("**/billing/congratulation");
    await expect(page.getByRole("heading", { level: 1, name: "Welcome to Lectern DSA" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Start a recording" })).toBeVisible();
    await expectNoSeriousA11yIssues(page);
    await screenshot(page, "billing-congratulation-licence");
  });

  test("loading and error states, with Try again", async ({ page }) => {
    await new RegistrationPage(page).signUp(newAccount());
    const plans = new PriceListPage(page);
    await plans.expectLoaded();

    // The checkout's loading state while the plans are on their way.
    await armFault(page, { method: "GET", path: "billing/products", action: { kind: "hold" } });
    await plans.choose("Lectern Pro").click();
    await expect(page.getByTestId("checkout-skeleton")).toBeVisible();
    await expectNoSeriousA11yIssues(page);
    await screenshot(page, "billing-checkout-loading");
    await releaseHeld(page);
    const checkout = new CheckoutPage(page);
    await checkout.expectLoaded("Lectern Pro");

    // The price list's loading state, then its error state.
    await armFault(page, { method: "GET", path: "billing/products", action: { kind: "hold" } });
    await page.getByRole("link", { name: "All plans" }).click();
    await expect(page.getByTestId("price-list-skeleton")).toBeVisible();
    await expectNoSeriousA11yIssues(page);
    await screenshot(page, "billing-price-list-loading");
    await releaseHeld(page);
    await plans.expectLoaded();

    await plans.choose("Lectern Pro").click();
    await checkout.expectLoaded("Lectern Pro");
    await armFault(page, {
      method: "GET",
      path: "billing/products",
      action: failure(503, "The plans service is resting."),
    });
    await page.getByRole("link", { name: "All plans" }).click();
    await expect(page.getByRole("heading", { name: "The plans could not be loaded" })).toBeVisible();
    await expect(page.getByText("The plans service is resting.")).toBeVisible();
    await expectNoSeriousA11yIssues(page);
    await screenshot(page, "billing-price-list-error");
    await page.getByRole("button", { name: "Try again" }).click();
    await plans.expectLoaded();

    // A checkout for a price that does not exist.
    await page.goto("/billing/buying/prod_lectern_pro/price_gone");
    await expect(page.getByRole("heading", { name: "This plan is no longer available" })).toBeVisible();
    await expectNoSeriousA11yIssues(page);
    await page.getByRole("link", { name: "See the plans" }).click();
    await plans.expectLoaded();
  });
});
