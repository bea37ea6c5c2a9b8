import { type Locator, type Page, expect } from "@playwright/test";

/** /profile/settings (issue 14): highlights, the recording widget and accessibility. */
export class ProfileSettingsPage {
  readonly heading: Locator;
  readonly trackbackSeconds: Locator;
  readonly secondsBeforeFlag: Locator;
  readonly secondsAfterFlag: Locator;
  readonly uiAdjustments: Locator;
  readonly highlightNotes: Locator;
  readonly save: Locator;
  readonly saved: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole("heading", { level: 1, name: "Settings" });
    this.trackbackSeconds = page.getByRole("textbox", { name: /^Trackback seconds/ });
    this.secondsBeforeFlag = page.getByRole("textbox", { name: /^Seconds before a flag/ });
    this.secondsAfterFlag = page.getByRole("textbox", { name: /^Seconds after a flag/ });
    this.uiAdjustments = page.getByRole("switch", { name: "UI adjustments" });
    this.highlightNotes = page.getByRole("switch", { name: "Highlight notes" });
    this.save = page.getByRole("button", { name: "Save changes" });
    this.saved = page.locator("output").filter({ hasText: "Your settings have been saved." });
  }

  async goto(): Promise<void> {
    await this.page.goto("/profile/settings");
    await this.expectOpen();
  }

  /** Opens the page the way a person does: the avatar's profile menu, then Settings. */
  async openFromProfileMenu(): Promise<void> {
    await this.page.getByRole("button", { name: "Open profile menu" }).click();
    await this.page.getByRole("menuitem", { name: "Settings" }).click();
    await this.expectOpen();
  }

  async expectOpen(): Promise<void> {
    await expect(this.heading).toBeVisible({ timeout: 30_000 });
    await expect(this.trackbackSeconds).toBeVisible();
  }

  widgetType(name: "Lite" | "Advanced"): Locator {
    return this.page.getByRole("radio", { name: new RegExp(`^${name}`) });
  }
}
