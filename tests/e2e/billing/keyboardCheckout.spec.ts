import { CardProviderPage } from "../pages/CardProviderPage";
import { CheckoutPage } from "../pages/CheckoutPage";
import { PriceListPage } from "../pages/PriceListPage";
import { DEMO_SEED, newAccount } from "../pages/accounts";
import { tabTo } from "../pages/keyboard";
import { RegistrationPage } from "../pages/RegistrationPage";
import { expect, expectNoSeriousA11yIssues, test } from "../support/fixtures";

/**
 * Issue 14's keyboard-only checkout: once signed up, only Tab, Shift+Tab, arrow keys, Enter and
 * typing — from the price list, through a promo code and the card provider's page, to the welcome.
 */
test("keyboard only: price list → checkout with a promo code → card provider → back → trial started", async ({
  page,
}) => {
  await new RegistrationPage(page).signUp(newAccount());
  const plans = new PriceListPage(page);
  await plans.expectLoaded();

  // The interval switch is one tab stop; the arrows move it.
  await tabTo(page, plans.interval("Monthly"));
  await page.keyboard.press("ArrowRight");
  await expect(plans.interval("Quarterly")).toBeChecked();
  await expect(plans.interval("Quarterly")).toBeFocused();
  await page.keyboard.press("ArrowLeft");
  await expect(plans.interval("Monthly")).toBeChecked();

  await tabTo(page, plans.plan(DEMO_SEED.trialPlan).getByRole("link", { name: "Start my free 14-day trial" }));
  await page.keyboard.press("Enter");
  const checkout = new CheckoutPage(page);
  await checkout.expectLoaded(DEMO_SEED.trialPlan);

  await tabTo(page, checkout.promoCode);
  await page.keyboard.type("studentbeans-uk");
  await page.keyboard.press("Enter");
  await expect(checkout.order).toContainText("STUDENTBEANS-UK · 20% off");
  await expect(checkout.order).toContainText("Free for 14 days, then £6.39 / month");

  await tabTo(page, checkout.addCard);
  await page.keyboard.press("Enter");
  const provider = new CardProviderPage(page);
  await provider.expectOpen();
  await expect(provider.number).toBeFocused();
  await page.keyboard.type("4242424242424242");
  await page.keyboard.press("Tab");
  await expect(provider.expiry).toBeFocused();
  await page.keyboard.type("1234");
  await page.keyboard.press("Tab");
  await expect(provider.cvc).toBeFocused();
  await page.keyboard.type("123");
  await page.keyboard.press("Tab");
  await expect(provider.postalCode).toBeFocused();
  await page.keyboard.type("SW1A 1AA");
  await page.keyboard.press("Enter");

  await checkout.expectLoaded(DEMO_SEED.trialPlan);
  await expect(checkout.card("Visa ending in 4242 · 12/34")).toBeChecked();
  await expect(checkout.order).toContainText("Free for 14 days, then £6.39 / month");
  const start = checkout.submit("Start free trial");
  await tabTo(page, start);
  await page.keyboard.press("Enter");
  await page.waitForURL("**/billing/congratulation");
  await expect(page.getByRole("heading", { level: 1, name: `Welcome to ${DEMO_SEED.trialPlan}` })).toBeVisible();
  await expectNoSeriousA11yIssues(page);
});
