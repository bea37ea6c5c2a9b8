import { type Locator, type Page, expect } from "@playwright/test";

/** The signed-in frame: the top bar with its navigation and profile menu, and the upload indicator. */
export class AppShell {
  /** The upload indicator under the top bar (present only while recordings are on the device). */
  readonly uploads: Locator;
  readonly uploadProgress: Locator;

  constructor(readonly page: Page) {
    this.uploads = page.getByRole("region", { name: "Uploads" });
    this.uploadProgress = this.uploads.getByRole("progressbar");
  }

  /** What the indicator's polite live region said last (react-aria keeps a live region of its own). */
  announcement(text: string): Locator {
    return this.page.getByRole("status").filter({ hasText: text });
  }

  async expectSignedIn(): Promise<void> {
    await expect(this.page.getByRole("button", { name: "Open profile menu" })).toBeVisible();
  }

  /** The inline top navigation (the drawer's copy is hidden until 'Open menu'). */
  navLink(name: string): Locator {
    return this.page.getByRole("navigation", { name: "Main" }).getByRole("link", { name, exact: true });
  }

  async logOut(): Promise<void> {
    await this.page.getByRole("button", { name: "Open profile menu" }).click();
    await this.page.getByRole("menuitem", { name: "Log out" }).click();
    await this.page.waitForURL("**/auth/login");
  }

  /**
   * Logs out while recordings are still on this device: the warning (issue 19) says what happens to
   * them, and "Log out now" leaves them there for the user's next sign-in.
   */
  async logOutWhileUploading(): Promise<void> {
    await this.page.getByRole("button", { name: "Open profile menu" }).click();
    await this.page.getByRole("menuitem", { name: "Log out" }).click();
    const warning = this.page.getByRole("alertdialog", { name: "Your recordings are still uploading" });
    await expect(warning).toBeVisible();
    await warning.getByRole("button", { name: "Log out now" }).click();
    await this.page.waitForURL("**/auth/login");
  }
}
