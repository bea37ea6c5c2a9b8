import { CardProviderPage } from "../pages/CardProviderPage";
import { CheckoutPage } from "../pages/CheckoutPage";
import { PriceListPage } from "../pages/PriceListPage";
import { newAccount } from "../pages/accounts";
import { RegistrationPage } from "../pages/RegistrationPage";
import { screenshot } from "../pages/screenshot";
import { expect, expectNoSeriousA11yIssues, test } from "../support/fixtures";

test.describe("the demo card provider's page", () => {
  test("checks each field with the provider's messages, under the field, and lands on the first to fix", async ({
    page,
  }) => {
    await new RegistrationPage(page).signUp(newAccount());
    const plans = new PriceListPage(page);
    await plans.expectLoaded();
    await plans.choose("Lectern Pro").click();
    const checkout = new CheckoutPage(page);
    await checkout.expectLoaded("Lectern Pro");
    await checkout.addCard.click();

    const provider = new CardProviderPage(page);
    await provider.expectOpen();
    await expect(provider.number).toBeFocused();
    await provider.number.pressSequentially("4242424242424241");
    await expect(provider.number).toHaveValue("4242 4242 4242 4241");
    await provider.expiry.pressSequentially("1330");
    await expect(provider.expiry).toHaveValue("13 / 30");
    await provider.cvc.pressSequentially("1");
    await provider.save.click();

    await expect(provider.number).toBeFocused();
    await expect(provider.number).toHaveAttribute("aria-invalid", "true");
    for (const message of [
      "Your card number is invalid.",
      "Your card's expiration date is invalid.",
      "Your card's security code is invalid.",
      "Enter your postal code.",
    ]) {
      await expect(page.getByText(message, { exact: true })).toBeVisible();
    }
    await expectNoSeriousA11yIssues(page);
    await screenshot(page, "card-provider-errors");

    // Fixing a field clears its message as it is typed.
    await provider.number.fill("");
    await provider.number.pressSequentially("4242424242424242");
    await expect(page.getByText("Your card number is invalid.", { exact: true })).toHaveCount(0);

    // 'Use' fills in a listed test card.
    await provider.testCards.getByRole("button", { name: "Use card 4000 0000 0000 0341" }).click();
    await expect(provider.number).toHaveValue("4000 0000 0000 0341");
    await expect(provider.number).toBeFocused();
  });

  test("an unknown or expired setup says so", async ({ page }) => {
    await new RegistrationPage(page).signUp(newAccount());
    await page.goto("/demo-card/not-a-setup");
    await expect(page.getByRole("heading", { level: 1, name: "This card setup has ended" })).toBeVisible();
    await expect(page.getByText("This card setup has expired. Go back and try again.")).toBeVisible();
    await expectNoSeriousA11yIssues(page);
    await screenshot(page, "card-provider-expired");
  });
});
