import { type Locator, type Page, expect } from "@playwright/test";

/** /demo/sso/{organisation}/{provider}: the demo identity provider. */
export class DemoSsoPage {
  readonly email: Locator;
  readonly continue: Locator;

  constructor(readonly page: Page) {
    this.email = page.getByRole("textbox", { name: "Email" });
    this.continue = page.getByRole("button", { name: "Continue" });
  }

  async expectOpen(organisation: string): Promise<void> {
    await this.page.waitForURL("**/demo/sso/**");
    await expect(
      this.page.getByRole("heading", { level: 1, name: `Sign in to ${organisation} — demo identity provider` }),
    ).toBeVisible();
  }
}
