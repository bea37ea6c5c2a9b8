import { type Locator, type Page, expect } from "@playwright/test";

/** /auth/forgot. */
export class ForgotPasswordPage {
  readonly email: Locator;
  readonly send: Locator;

  constructor(readonly page: Page) {
    this.email = page.getByRole("textbox", { name: "Email" });
    this.send = page.getByRole("button", { name: "Send Instructions" });
  }

  async goto(): Promise<void> {
    await this.page.goto("/auth/forgot");
    await expect(this.send).toBeVisible();
  }

  async request(email: string): Promise<void> {
    await this.email.fill(email);
    await this.send.click();
    await expect(this.page.getByRole("heading", { name: "Password reset email sent" })).toBeVisible();
  }
}
