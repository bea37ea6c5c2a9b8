import { type Locator, type Page, expect } from "@playwright/test";

/** The record page's Slides tab as a student sees it: by role, label and the spec's texts. */
export class SlidesTab {
  readonly addButton: Locator;
  readonly counter: Locator;
  readonly viewer: Locator;
  readonly thumbnails: Locator;
  readonly drawnThumbnails: Locator;
  readonly notes: Locator;

  constructor(readonly page: Page) {
    this.addButton = page.getByRole("button", { name: "+ Add PDF slide" });
    this.viewer = page.getByRole("region", { name: "Slides" });
    this.counter = this.viewer.getByText(/^\d+ \/ \d+$/);
    this.thumbnails = page.getByRole("list", { name: "Slide thumbnails" });
    this.drawnThumbnails = this.thumbnails.locator("img[data-slide-thumbnail]");
    this.notes = page.getByRole("region", { name: "Slide notes" });
  }

  /** Picks a file through '+ Add PDF slide', as the file dialog would hand it over. */
  async choose(name: string, mimeType: string, buffer: Buffer): Promise<void> {
    const chooser = this.page.waitForEvent("filechooser");
    await this.addButton.click();
    await (await chooser).setFiles({ name, mimeType, buffer });
  }

  /** A toast's words (the toast host also speaks them through its live region). */
  toast(text: string): Locator {
    return this.page.locator(".kit-toast").getByText(text, { exact: true });
  }

  /** The editor of one slide's note. */
  noteEditor(pageNumber: number): Locator {
    return this.page.getByRole("textbox", { name: `Slide ${pageNumber}`, exact: true });
  }

  async expectPage(current: number, count: number): Promise<void> {
    await expect(this.counter).toHaveText(`${current} / ${count}`);
    await expect(this.viewer.getByRole("img", { name: `Slide ${current} of ${count}` })).toBeVisible();
  }

  /** Types into a slide's editor and leaves it (the editor emits at once on blur). */
  async writeNote(pageNumber: number, text: string): Promise<void> {
    const editor = this.noteEditor(pageNumber);
    await editor.click();
    await this.page.keyboard.type(text);
    await editor.blur();
  }
}
