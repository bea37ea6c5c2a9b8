import { type Locator, type Page, expect } from "@playwright/test";

/** /demo-card/{setupId}: the demo card provider's hosted page (another party, in test mode). */
export class CardProviderPage {
  readonly brand: Locator;
  readonly number: Locator;
  readonly expiry: Locator;
  readonly cvc: Locator;
  readonly postalCode: Locator;
  readonly save: Locator;
  readonly cancel: Locator;
  readonly testCards: Locator;

  constructor(readonly page: Page) {
    this.brand = page.getByText("Demo card provider", { exact: true });
    this.number = page.getByRole("textbox", { name: "Card number" });
    this.expiry = page.getByRole("textbox", { name: "Expiry (MM / YY)" });
    this.cvc = page.getByRole("textbox", { name: "CVC" });
    this.postalCode = page.getByRole("textbox", { name: "Postal code" });
    this.save = page.getByRole("button", { name: "Save card" });
    this.cancel = page.getByRole("button", { name: "Cancel" });
    this.testCards = page.getByRole("table", { name: "Test card numbers and what they do" });
  }

  async expectOpen(): Promise<void> {
    await this.page.waitForURL(/\/demo-card\/[^/?]+/);
    await expect(this.page.getByRole("heading", { level: 1, name: "Add a card" })).toBeVisible();
    await expect(this.brand).toBeVisible();
  }

  /** Types a card as a person would: the number digit by digit (the page groups it), then the rest. */
  async enter(number: string, expiry = "12 / 34", cvc = "123", postalCode = "SW1A 1AA"): Promise<void> {
    await this.number.pressSequentially(number.replace(/\s/g, ""));
    await this.expiry.pressSequentially(expiry.replace(/\D/g, ""));
    await this.cvc.pressSequentially(cvc);
    await this.postalCode.pressSequentially(postalCode);
  }
}
