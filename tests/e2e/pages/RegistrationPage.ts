import { type Locator, type Page, expect } from "@playwright/test";
import { type TestAccount, newAccount } from "./accounts";

export const REGISTERED_TOAST = "User hes been registered";

/** /auth/registration: step 1 (account), step 2 (profile), and the finish step. */
export class RegistrationPage {
  readonly email: Locator;
  readonly password: Locator;
  readonly agreement: Locator;
  readonly next: Locator;
  readonly firstName: Locator;
  readonly lastName: Locator;
  readonly country: Locator;
  readonly referral: Locator;
  readonly submit: Locator;
  readonly back: Locator;

  constructor(readonly page: Page) {
    this.email = page.getByRole("textbox", { name: "Email" });
    this.password = page.getByRole("textbox", { name: "Password", exact: true });
    this.agreement = page.getByRole("checkbox", {
      name: "I agree to the Terms of Service and the Acceptable Use Policy",
    });
    this.next = page.getByRole("button", { name: "Next" });
    this.firstName = page.getByRole("textbox", { name: "First name" });
    this.lastName = page.getByRole("textbox", { name: "Last name" });
    this.country = page.getByRole("combobox", { name: "Country" });
    this.referral = page.getByRole("textbox", { name: "Referral code" });
    this.submit = page.getByRole("button", { name: "Sign Up", exact: true });
    this.back = page.getByRole("button", { name: "Back", exact: true });
  }

  async goto(query = ""): Promise<void> {
    await this.page.goto(`/auth/registration${query}`);
    await expect(this.page.getByRole("heading", { level: 1, name: "Let's create your account" })).toBeVisible();
  }

  async fillAccountStep(account: TestAccount): Promise<void> {
    await this.email.fill(account.email);
    await this.password.fill(account.password);
    // The label holds two links; clicking the box itself avoids opening them.
    await this.agreement.check({ force: true });
  }

  async chooseCountry(name: string): Promise<void> {
    await this.country.fill(name);
    await this.page.getByRole("option", { name, exact: true }).click();
  }

  async fillProfileStep(account: TestAccount): Promise<void> {
    await this.firstName.fill(account.firstName);
    await this.lastName.fill(account.lastName);
    await expect(this.country).toBeEnabled();
    await this.chooseCountry(account.country);
  }

  async expectRegisteredToast(): Promise<void> {
    // The toast host repeats the text in a hidden live region, so look inside the toast region.
    await expect(this.page.getByRole("region", { name: "Notifications" }).getByText(REGISTERED_TOAST)).toBeVisible();
  }

  /** Signs a fresh account up through both steps and waits for the success toast. */
  async signUp(account: TestAccount = newAccount(), query = ""): Promise<TestAccount> {
    await this.goto(query);
    await this.fillAccountStep(account);
    await this.next.click();
    await this.fillProfileStep(account);
    await this.submit.click();
    await this.expectRegisteredToast();
    return account;
  }
}
