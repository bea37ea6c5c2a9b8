import { CardProviderPage } from "../pages/CardProviderPage";
import { CheckoutPage } from "../pages/CheckoutPage";
import { DEMO_SEED, newAccount } from "../pages/accounts";
import { RegistrationPage } from "../pages/RegistrationPage";
import { screenshot } from "../pages/screenshot";
import { expect, expectNoSeriousA11yIssues, test } from "../support/fixtures";

const TRIAL_BUTTON = `Start my free ${DEMO_SEED.trialDays}-day trial`;

test.describe("checkout", () => {
  test("a new user's free trial: finish step → checkout → the card provider → back → trialing on the profile", async ({
    page,
  }) => {
    await new RegistrationPage(page).signUp(newAccount(), `?r=${DEMO_SEED.licenceKey}`);
    await page.getByRole("button", { name: TRIAL_BUTTON }).click();

    const checkout = new CheckoutPage(page);
    await checkout.expectLoaded(DEMO_SEED.trialPlan);
    await expect(page).toHaveTitle("Checkout - Lectern");
    await expect(checkout.order).toContainText("Free for 14 days, then £7.99 / month");
    await expect(checkout.order).toContainText("Monthly");
    await expect(checkout.dueToday).toHaveText("£0.00");
    await expect(checkout.payment).toContainText("No saved card yet.");
    await expectNoSeriousA11yIssues(page);
    await screenshot(page, "checkout-trial");

    await checkout.addCard.click();
    const provider = new CardProviderPage(page);
    await provider.expectOpen();
    await expect(page).toHaveTitle("Add a card - Demo card provider");
    // A hosted page of another party: none of Lectern's navigation.
    await expect(page.getByRole("navigation", { name: "Main" })).toHaveCount(0);
    await expect(provider.testCards.getByRole("row", { name: /4242 4242 4242 4242 Succeeds/ })).toBeVisible();
    await expect(provider.testCards.getByRole("row", { name: /4000 0000 0000 0002 Declined/ })).toBeVisible();
    await expect(provider.testCards.getByRole("row", { name: /4000 0000 0000 9995 Insufficient funds/ })).toBeVisible();
    await expectNoSeriousA11yIssues(page);
    await screenshot(page, "card-provider");

    await provider.enter("4242 4242 4242 4242");
    await expect(provider.number).toHaveValue("4242 4242 4242 4242");
    await expect(provider.expiry).toHaveValue("12 / 34");
    await provider.save.click();

    await checkout.expectLoaded(DEMO_SEED.trialPlan);
    expect(new URL(page.url()).searchParams.get("setup_status")).toBe("succeeded");
    expect(new URL(page.url()).searchParams.get("trial")).toBe("true");
    await expect(checkout.payment.getByText("Card added. Visa ending in 4242.")).toBeVisible();
    await expect(checkout.card("Visa ending in 4242 · 12/34")).toBeChecked();
    await expect(checkout.dueToday).toHaveText("£0.00");
    await expectNoSeriousA11yIssues(page);
    await screenshot(page, "checkout-card-added");

    await checkout.submit("Start free trial").click();
    await page.waitForURL("**/billing/congratulation");
    await expect(page.getByRole("heading", { level: 1, name: `Welcome to ${DEMO_SEED.trialPlan}` })).toBeVisible();
    const lead = page.getByText(/^Your free trial has started\. It ends on /);
    await expect(lead).toBeVisible();
    const trialEnd = /ends on (.+?);/.exec((await lead.textContent()) ?? "")?.[1] ?? "";
    expect(trialEnd).toMatch(/^[A-Z][a-z]+ \d{2} \d{4}$/);
    await expectNoSeriousA11yIssues(page);
    await screenshot(page, "congratulation-trial");

    await page.getByRole("link", { name: "Go to your subscription" }).click();
    await page.waitForURL("**/profile/subscription");
    await expect(page.getByText("Trialing", { exact: true })).toBeVisible();
    await expect(page.getByText(`Your trial ends on ${trialEnd}`)).toBeVisible();
  });

  test("a declined card: the provider's message, the form kept, and no subscription", async ({ page }) => {
    await new RegistrationPage(page).signUp(newAccount(), `?r=${DEMO_SEED.licenceKey}`);
    await page.getByRole("button", { name: TRIAL_BUTTON }).click();
    const checkout = new CheckoutPage(page);
    await checkout.expectLoaded(DEMO_SEED.trialPlan);
    await checkout.addCard.click();

    const provider = new CardProviderPage(page);
    await provider.expectOpen();
    await provider.enter("4000 0000 0000 0002");
    await provider.save.click();
    const decline = page.getByRole("alert").filter({ hasText: "Your card was declined." });
    await expect(decline).toBeVisible();
    await expect(provider.number).toHaveValue("4000 0000 0000 0002");
    await expectNoSeriousA11yIssues(page);
    await screenshot(page, "card-provider-declined");

    // Insufficient funds is refused the same way, with its own message.
    await provider.number.fill("4000 0000 0000 9995");
    await expect(decline).toHaveCount(0);
    await provider.save.click();
    await expect(page.getByRole("alert").filter({ hasText: "Your card has insufficient funds." })).toBeVisible();

    await provider.cancel.click();
    await checkout.expectLoaded(DEMO_SEED.trialPlan);
    await expect(checkout.payment.getByText("Card not added.")).toBeVisible();
    await expect(checkout.cards).toHaveCount(0);
    await checkout.submit("Start free trial").click();
    await expect(checkout.payment.getByRole("alert").filter({ hasText: "Add a card to continue." })).toBeVisible();
    await expectNoSeriousA11yIssues(page);
    await screenshot(page, "checkout-card-not-added");

    await page.goto("/profile/subscription");
    await expect(page.getByRole("heading", { name: "You have no plan yet" })).toBeVisible();
    await expect(page.getByText("Trialing", { exact: true })).toHaveCount(0);
  });

  test("'Purchase right away' with UNIDAYS-UK: the discount, the discounted total, and that total paid", async ({
    page,
  }) => {
    await new RegistrationPage(page).signUp(newAccount(), `?r=${DEMO_SEED.licenceKey}`);
    await page.getByRole("button", { name: "Purchase right away" }).click();
    const checkout = new CheckoutPage(page);
    await checkout.expectLoaded(DEMO_SEED.trialPlan);
    expect(new URL(page.url()).searchParams.get("trial")).toBeNull();
    await expect(checkout.dueToday).toHaveText("£7.99");

    await checkout.applyPromo("not-a-code");
    await expect(checkout.promoForm.getByText("This promo code is not valid.")).toBeVisible();
    await expect(checkout.promoCode).toHaveAttribute("aria-invalid", "true");
    await expectNoSeriousA11yIssues(page);

    await checkout.applyPromo("unidays-uk");
    await expect(checkout.order).toContainText("UNIDAYS-UK · 20% off");
    await expect(checkout.order).toContainText("−£1.60");
    await expect(checkout.order).toContainText("£6.39 / month");
    await expect(checkout.dueToday).toHaveText("£6.39");
    await expect(checkout.submit("Pay £6.39")).toBeVisible();
    await expectNoSeriousA11yIssues(page);
    await screenshot(page, "checkout-promo");

    // The code survives the trip to the card provider.
    await checkout.addCard.click();
    const provider = new CardProviderPage(page);
    await provider.expectOpen();
    await provider.enter("4242 4242 4242 4242");
    await provider.save.click();
    await checkout.expectLoaded(DEMO_SEED.trialPlan);
    await expect(checkout.dueToday).toHaveText("£6.39");
    await expect(checkout.order).toContainText("UNIDAYS-UK · 20% off");

    await checkout.submit("Pay £6.39").click();
    await page.waitForURL("**/billing/congratulation");
    await expect(page.getByRole("heading", { level: 1, name: `Welcome to ${DEMO_SEED.trialPlan}` })).toBeVisible();
    await page.goto("/profile/subscription");
    await expect(page.getByText("Active", { exact: true })).toBeVisible();
    await expect(page.getByText("£6.39 / month")).toBeVisible();
  });
});
