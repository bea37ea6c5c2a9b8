import { type Locator, type Page, expect } from "@playwright/test";

/** Presses Tab (Shift+Tab with `backwards`) until `target` has the focus, at most `limit` times. */
export const tabTo = async (page: Page, target: Locator, limit = 40, backwards = false): Promise<void> => {
  for (let press = 0; press < limit; press += 1) {
    if (await target.evaluate((element) => element === document.activeElement).catch(() => false)) return;
    await page.keyboard.press(backwards ? "Shift+Tab" : "Tab");
  }
  await expect(target).toBeFocused();
};
