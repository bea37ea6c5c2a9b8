import { type Page, expect } from "@playwright/test";
import { expectNoSeriousA11yIssues } from "../support/fixtures";

/**
 * The owner, signed in on /records, opens `lecture` and shares it with anyone who has the link
 * (read-only, no downloads: the defaults); axe checks the record page and the dialog. Returns the
 * link's path (/shared-records/{token}).
 */
export const shareByLink = async (page: Page, lecture: string): Promise<string> => {
  await page.locator("a.record-row", { hasText: lecture }).click();
  await expect(page.getByRole("heading", { level: 1 })).toContainText(lecture, { timeout: 30_000 });
  await expectNoSeriousA11yIssues(page);
  await page.getByRole("button", { name: "Share", exact: true }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toBeVisible();
  await dialog.getByRole("switch", { name: "Anyone with the link can view" }).click();
  const linkField = dialog.getByRole("textbox", { name: /link/i });
  await expect(linkField).toHaveValue(/\/shared-records\/[0-9a-f]{32}$/);
  await expectNoSeriousA11yIssues(page);
  const link = new URL(await linkField.inputValue()).pathname;
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  return link;
};
