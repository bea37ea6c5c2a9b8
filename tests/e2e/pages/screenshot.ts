import type { Page } from "@playwright/test";

/**
 * Saves a full-page screenshot when SHOTS_DIR is set (for looking at the screens), and does
 * nothing otherwise, so ordinary runs write no files.
 */
export const screenshot = async (page: Page, name: string): Promise<void> => {
  const directory = process.env["SHOTS_DIR"];
  if (!directory) return;
  await page.screenshot({ path: `${directory}/${name}.png`, fullPage: true });
};
