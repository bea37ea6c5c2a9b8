import { type Locator, type Page, expect } from "@playwright/test";

/** /devices/pair?code=…: what a phone opens from the QR code (issue 14). */
export class DevicePairingPage {
  readonly heading: Locator;
  readonly pair: Locator;
  readonly paired: Locator;
  readonly problem: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole("heading", { level: 1, name: "Pair your phone with Lectern" });
    this.pair = page.getByRole("button", { name: "Pair this phone" });
    this.paired = page.getByText("Your phone is paired. You can close this page.");
    this.problem = page.getByRole("alert").filter({ hasText: /\S/ });
  }

  async open(address: string): Promise<void> {
    await this.page.goto(address);
    await expect(this.heading).toBeVisible({ timeout: 30_000 });
  }
}
