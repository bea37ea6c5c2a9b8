import { type Download, type Locator, type Page, expect } from "@playwright/test";

/** A test card for the demo card provider's page (contract 14: any future expiry, any CVC). */
export interface TestCard {
  readonly number: string;
  readonly expiry: string;
  readonly cvc: string;
  readonly postalCode: string;
}

/** /profile/subscription: the plan, usage, cards, invoices and the mini licence-key card. */
export class SubscriptionPage {
  readonly heading: Locator;
  readonly plan: Locator;
  readonly usage: Locator;
  readonly cards: Locator;
  readonly cardList: Locator;
  readonly invoices: Locator;
  readonly invoiceRows: Locator;
  readonly licenceKey: Locator;
  readonly redeem: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole("heading", { level: 1, name: "Subscription" });
    this.plan = page.getByRole("region", { name: "Current plan" });
    this.usage = page.getByRole("region", { name: "Recording hours" });
    this.cards = page.getByRole("region", { name: "Payment methods" });
    this.cardList = this.cards.getByRole("list", { name: "Payment methods" });
    this.invoices = page.getByRole("region", { name: "Invoices" });
    this.invoiceRows = this.invoices.locator("tbody tr");
    this.licenceKey = page.getByRole("textbox", { name: "License key" });
    this.redeem = page.getByRole("button", { name: "Redeem" });
  }

  /** Opens the page with a full load and waits until the plan, cards and invoices have answered. */
  async goto(): Promise<void> {
    await this.page.goto("/profile/subscription");
    await this.settled();
  }

  async settled(): Promise<void> {
    await expect(this.heading).toBeVisible({ timeout: 30_000 });
    await expect(this.page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 30_000 });
  }

  /** A toast's words (the toast host also speaks them through its live region). */
  announcement(text: string | RegExp): Locator {
    return this.page.locator(".kit-toast").getByText(text);
  }

  card(label: string): Locator {
    return this.cardList.getByRole("listitem").filter({ hasText: label });
  }

  /** 'Add card' → the provider's page → a saved card → back here with the setup's outcome. */
  async addCard(card: TestCard): Promise<void> {
    await this.cards.getByRole("button", { name: "Add card" }).click();
    await this.page.waitForURL(/\/demo-card\//);
    const provider = this.page;
    await provider.getByLabel("Card number").fill(card.number);
    await provider.getByLabel("Expiry (MM / YY)").fill(card.expiry);
    await provider.getByLabel("CVC").fill(card.cvc);
    await provider.getByLabel("Postal code").fill(card.postalCode);
    await provider.getByRole("button", { name: "Save card" }).click();
    await this.page.waitForURL((url) => url.pathname === "/profile/subscription", { timeout: 30_000 });
    await this.settled();
  }

  async cancelAtPeriodEnd(): Promise<Locator> {
    await this.plan.getByRole("button", { name: "Cancel plan" }).click();
    const dialog = this.page.getByRole("alertdialog", { name: "Cancel your plan?" });
    await expect(dialog).toBeVisible();
    return dialog;
  }

  async download(invoiceNumber: string): Promise<Download> {
    const downloading = this.page.waitForEvent("download");
    await this.invoices.getByRole("button", { name: `Download invoice ${invoiceNumber}` }).click();
    return downloading;
  }

  async redeemLicenceKey(key: string): Promise<void> {
    await this.licenceKey.fill(key);
    await this.redeem.click();
  }
}
