import { type Locator, type Page, expect } from "@playwright/test";

/** /auth/login. */
export class LoginPage {
  readonly email: Locator;
  readonly password: Locator;
  readonly submit: Locator;
  readonly error: Locator;

  constructor(readonly page: Page) {
    this.email = page.getByRole("textbox", { name: "Email" });
    this.password = page.getByRole("textbox", { name: "Password", exact: true });
    this.submit = page.getByRole("button", { name: "Login", exact: true });
    // ToastHost keeps an empty assertive live region (role alert) on every page; the message is the one with text.
    this.error = page.getByRole("alert").filter({ hasText: /\S/ });
  }

  async goto(): Promise<void> {
    await this.page.goto("/auth/login");
    await this.expectOpen();
  }

  async expectOpen(): Promise<void> {
    await expect(this.page).toHaveURL(/\/auth\/login$/);
    await expect(this.page.getByRole("heading", { level: 1, name: "Welcome back" })).toBeVisible();
  }

  async logIn(email: string, password: string): Promise<void> {
    await this.email.fill(email);
    await this.password.fill(password);
    await this.submit.click();
  }
}
