import { type Locator, type Page, expect } from "@playwright/test";

/** /records/{id}: one recorded lecture (spec 3 §2). */
export class RecordPage {
  readonly heading: Locator;
  readonly nameButton: Locator;
  readonly favourite: Locator;
  readonly download: Locator;
  readonly remove: Locator;
  readonly tabs: Locator;
  readonly tagField: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole("heading", { level: 1 });
    this.nameButton = this.heading.getByRole("button");
    this.favourite = page.getByRole("button", { name: "Favourite" });
    this.download = page.getByRole("button", { name: "Download" });
    this.remove = page.getByRole("button", { name: "Delete" });
    this.tabs = page.getByRole("tablist", { name: "Recording details" });
    this.tagField = page.getByRole("combobox", { name: "Add a tag" });
  }

  tab(name: string): Locator {
    return this.tabs.getByRole("tab", { name });
  }

  tag(text: string): Locator {
    return this.page.getByRole("button", { name: `Remove tag ${text}` });
  }

  /** The page has the record: its name is the h1 (first visits compile the route, hence the ceiling). */
  async expectLoaded(name: string | RegExp): Promise<void> {
    await expect(this.nameButton).toHaveText(name, { timeout: 30_000 });
  }

  /** Presses Tab from where the focus is until `target` has it (at most `limit` presses): keyboard reach. */
  async tabTo(target: Locator, limit = 30): Promise<void> {
    for (let press = 0; press < limit; press += 1) {
      if (await target.evaluate((element) => element === document.activeElement)) return;
      await this.page.keyboard.press("Tab");
    }
    await expect(target).toBeFocused();
  }
}
