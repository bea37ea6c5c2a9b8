import { type Page, expect } from "@playwright/test";

/** The signed-in frame: the profile menu in the top bar. */
export class AppShell {
  constructor(readonly page: Page) {}

  async expectSignedIn(): Promise<void> {
    await expect(this.page.getByRole("button", { name: "Open profile menu" })).toBeVisible();
  }

  async logOut(): Promise<void> {
    await this.page.getByRole("button", { name: "Open profile menu" }).click();
    await this.page.getByRole("menuitem", { name: "Log out" }).click();
    await this.page.waitForURL("**/auth/login");
  }
}
