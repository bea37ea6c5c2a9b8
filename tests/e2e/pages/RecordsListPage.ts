import { type Locator, type Page, expect } from "@playwright/test";

/** /records (spec 3 §2): the list of recordings with its search, sort and date filters. */
export class RecordsListPage {
  readonly heading: Locator;
  readonly list: Locator;
  readonly rows: Locator;
  readonly count: Locator;
  readonly searchToggle: Locator;
  readonly searchBox: Locator;
  readonly clearSearch: Locator;
  readonly sort: Locator;
  readonly from: Locator;
  readonly to: Locator;
  readonly skeleton: Locator;
  readonly tryAgain: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole("heading", { level: 1, name: "Recordings" });
    this.list = page.getByRole("list", { name: "Recordings" });
    this.rows = this.list.getByRole("listitem");
    this.count = page.locator("output.records-page__count");
    this.searchToggle = page.getByRole("button", { name: "Search", exact: true });
    this.searchBox = page.getByRole("searchbox", { name: "Search recordings by name" });
    this.clearSearch = page.getByRole("button", { name: "Clear search" });
    this.sort = page.getByRole("button", { name: /Sort by/ });
    this.from = page.getByLabel("From", { exact: true });
    this.to = page.getByLabel("To", { exact: true });
    this.skeleton = page.getByTestId("records-skeleton");
    this.tryAgain = page.getByRole("button", { name: "Try again" });
  }

  /** Opens /records with a full page load (the in-tab backend reopens from IndexedDB). */
  async goto(search = ""): Promise<void> {
    await this.page.goto(`/records${search}`);
    await expect(this.heading).toBeVisible({ timeout: 30_000 });
  }

  /** Opens /records from the top bar, without reloading the tab (armed in-tab faults survive). */
  async openFromNavigation(): Promise<void> {
    await this.page
      .getByRole("navigation", { name: "Main" })
      .getByRole("link", { name: "Recordings", exact: true })
      .click();
    await expect(this.heading).toBeVisible({ timeout: 30_000 });
  }

  row(name: string): Locator {
    return this.rows.filter({ has: this.page.getByText(name, { exact: true }) });
  }

  /** The names of the rows in the DOM, top to bottom. */
  async names(): Promise<string[]> {
    return this.list.locator(".record-row__name").allTextContents();
  }

  async search(text: string): Promise<void> {
    if (!(await this.searchBox.isVisible())) await this.searchToggle.click();
    await this.searchBox.fill(text);
    await this.searchBox.press("Enter");
  }

  async sortBy(label: "Newest first" | "Oldest first" | "Name A–Z" | "Name Z–A"): Promise<void> {
    await this.sort.click();
    await this.page.getByRole("option", { name: label }).click();
  }
}
