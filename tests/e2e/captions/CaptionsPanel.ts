import { type Locator, type Page, expect } from "@playwright/test";

/** The Live Captions button and panel on /session/widget (spec 2 §2.5). */
export class CaptionsPanel {
  readonly button: Locator;
  readonly region: Locator;
  readonly text: Locator;
  readonly interim: Locator;
  readonly finals: Locator;
  readonly darkTheme: Locator;
  readonly position: Locator;
  readonly status: Locator;

  constructor(readonly page: Page) {
    this.button = page.getByRole("button", { name: "Live Captions" });
    this.region = page.getByRole("region", { name: "Live Captions" });
    this.text = this.region.getByRole("log", { name: "Caption text" });
    this.interim = this.text.locator(".captions__interim");
    this.finals = this.text.locator(".captions__final");
    this.darkTheme = this.region.getByRole("switch", { name: "Dark theme" });
    this.position = this.region.getByRole("radiogroup", { name: "Caption position" });
    this.status = this.region.getByRole("status");
  }

  async open(): Promise<void> {
    await expect(this.button).toHaveAttribute("aria-pressed", "false");
    await this.button.click();
    await expect(this.button).toHaveAttribute("aria-pressed", "true");
    await expect(this.region).toBeVisible();
  }

  /** react-aria keeps the real switch input visually hidden in its label: a person clicks the label. */
  async toggleDarkTheme(): Promise<void> {
    await this.region.getByText("Dark theme", { exact: true }).click();
  }

  async close(): Promise<void> {
    await this.button.click();
    await expect(this.button).toHaveAttribute("aria-pressed", "false");
    await expect(this.region).toHaveCount(0);
  }
}
