import { type Locator, type Page, expect } from "@playwright/test";

/** /billing/product: the plans, the interval switch and the licence-key area. */
export class PriceListPage {
  readonly heading: Locator;
  readonly intervals: Locator;
  readonly licenceArea: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole("heading", { level: 1, name: "Choose your plan" });
    this.intervals = page.getByRole("radiogroup", { name: "Billing interval" });
    this.licenceArea = page.getByRole("region", { name: "Have a licence key?" });
  }

  async goto(): Promise<void> {
    await this.page.goto("/billing/product");
    await this.expectLoaded();
  }

  async expectLoaded(): Promise<void> {
    await expect(this.heading).toBeVisible();
    await expect(this.plan("Lectern Notes")).toBeVisible();
  }

  /** One plan's card on sale, by its name. */
  plan(name: string): Locator {
    return this.page.getByTestId("plans").getByRole("article", { name, exact: true });
  }

  interval(label: "Monthly" | "Quarterly" | "Yearly"): Locator {
    return this.intervals.getByRole("radio", { name: label });
  }

  /** Clicks an interval's segment (the radio input itself is visually hidden). */
  async chooseInterval(label: "Monthly" | "Quarterly" | "Yearly"): Promise<void> {
    await this.intervals.getByText(label, { exact: true }).click();
    await expect(this.interval(label)).toBeChecked();
  }

  choose(plan: string): Locator {
    return this.plan(plan).getByRole("link", { name: `Choose ${plan}` });
  }
}
