import { type Locator, type Page, expect } from "@playwright/test";

/** /auth/forgot/{token}. */
export class PasswordResetPage {
  readonly password: Locator;
  readonly repeat: Locator;
  readonly reset: Locator;

  constructor(readonly page: Page) {
    this.password = page.getByRole("textbox", { name: "New password" });
    this.repeat = page.getByRole("textbox", { name: "Repeat password" });
    this.reset = page.getByRole("button", { name: "Reset", exact: true });
  }

  async expectForm(): Promise<void> {
    await expect(this.page.getByText("Please setup your new password by entering information below.")).toBeVisible();
  }
}
