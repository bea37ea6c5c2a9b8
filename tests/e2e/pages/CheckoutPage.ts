import { type Locator, type Page, expect } from "@playwright/test";

/** /billing/buying/{productId}/{priceId}: the order, the promo code and the payment step. */
export class CheckoutPage {
  readonly order: Locator;
  readonly promoForm: Locator;
  readonly dueToday: Locator;
  readonly promoCode: Locator;
  readonly apply: Locator;
  readonly payment: Locator;
  readonly addCard: Locator;
  readonly cards: Locator;

  constructor(readonly page: Page) {
    this.order = page.getByRole("region", { name: "Your order" });
    this.dueToday = this.order.getByTestId("due-today");
    this.promoForm = page.getByRole("region", { name: "Promo code" });
    this.promoCode = page.getByRole("textbox", { name: "Promo code" });
    this.apply = page.getByRole("button", { name: "Apply" });
    this.payment = page.getByRole("region", { name: "Payment method" });
    this.addCard = this.payment.getByRole("button", { name: /^Add (another )?card$/ });
    this.cards = page.getByRole("radiogroup", { name: "Card to charge" });
  }

  async expectLoaded(plan: string): Promise<void> {
    await this.page.waitForURL(/\/billing\/buying\//);
    await expect(this.order.getByText(plan, { exact: true })).toBeVisible();
    await expect(this.payment).toBeVisible();
    // The saved cards have answered: either a card to choose or the way to add one.
    await expect(this.addCard).toBeVisible();
  }

  card(label: string): Locator {
    return this.cards.getByRole("radio", { name: label });
  }

  submit(label: string | RegExp): Locator {
    return this.payment.getByRole("button", { name: label });
  }

  async applyPromo(code: string): Promise<void> {
    await this.promoCode.fill(code);
    await this.apply.click();
  }
}
