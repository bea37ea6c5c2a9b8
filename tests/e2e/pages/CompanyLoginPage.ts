import { type Locator, type Page, expect } from "@playwright/test";

/** /auth/company-login: e-mail step, then organisation and provider. */
export class CompanyLoginPage {
  readonly email: Locator;
  readonly next: Locator;

  constructor(readonly page: Page) {
    this.email = page.getByRole("textbox", { name: "Email" });
    this.next = page.getByRole("button", { name: "Next" });
  }

  async goto(): Promise<void> {
    await this.page.goto("/auth/company-login");
    await expect(this.email).toBeVisible();
  }

  async lookUp(email: string): Promise<void> {
    await this.email.fill(email);
    await this.next.click();
  }

  organisation(name: string): Locator {
    return this.page.getByRole("radio", { name });
  }

  provider(name: string): Locator {
    return this.page.getByRole("button", { name });
  }
}
