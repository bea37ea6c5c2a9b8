import { type Locator, type Page, expect } from "@playwright/test";

/** /demo/outbox. */
export class OutboxPage {
  constructor(readonly page: Page) {}

  async goto(): Promise<void> {
    await this.page.goto("/demo/outbox");
    await expect(this.page.getByRole("heading", { level: 1, name: "Demo outbox" })).toBeVisible();
  }

  mail(subject: string): Locator {
    return this.page.getByRole("article").filter({ has: this.page.getByRole("heading", { name: subject }) });
  }

  async openLink(subject: string): Promise<void> {
    await this.mail(subject).first().getByRole("link", { name: "Open link" }).click();
  }
}
