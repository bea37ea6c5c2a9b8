/** The steps both captions specs share: sign in, start an audio recording, screenshot the panel. */
import type { Page } from "@playwright/test";
import { LoginPage } from "../pages/LoginPage";
import type { RecorderWidgetPage } from "../pages/RecorderWidgetPage";
import { screenshot } from "../pages/screenshot";
import { expect } from "../support/fixtures";
import type { CaptionsPanel } from "./CaptionsPanel";

const DEMO_USER = { email: "demo@lectern.app", password: "Lectern#2026" } as const;

export const logIn = async (page: Page): Promise<void> => {
  const login = new LoginPage(page);
  await login.goto();
  await login.logIn(DEMO_USER.email, DEMO_USER.password);
  await page.waitForURL((url) => !url.pathname.startsWith("/auth"));
};

/**
 * Full-page screenshots lay the page out as if the window were the whole page, which would leave a
 * panel pinned to the window's bottom edge drawn over the recorder: scroll to the end first, where
 * the panel sits in its place. `pinned` also saves what the window shows at the top of the page.
 */
export const shoot = async (page: Page, name: string, pinned = false): Promise<void> => {
  const directory = process.env["SHOTS_DIR"];
  // Ordinary runs take no pictures, so they do not scroll either.
  if (!directory) return;
  if (pinned) {
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: `${directory}/${name}-window.png` });
  }
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await screenshot(page, name);
};

/** Records audio only until the session is started on the server (the captions button appears). */
export const startRecording = async (widget: RecorderWidgetPage, captions: CaptionsPanel): Promise<void> => {
  await widget.goto();
  await expect(captions.button).toHaveCount(0);
  await widget.choose("Audio only");
  await widget.start.click();
  await expect(widget.page.getByRole("status").filter({ hasText: "Recording started" })).toBeAttached();
  await expect(captions.button).toBeVisible();
};
