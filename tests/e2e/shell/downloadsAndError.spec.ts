import type { Page } from "@playwright/test";
import { screenshot } from "../pages/screenshot";
import { signInToRecords } from "../pages/signInToRecords";
import { expect, expectNoSeriousA11yIssues, test } from "../support/fixtures";

const PHONE = { width: 390, height: 844 } as const;
const DESKTOP = { width: 1440, height: 900 } as const;

const videoDialog = (page: Page) => page.getByRole("dialog", { name: "Lectern demo video" });

test.describe("/downloads and /error (spec 3 §2)", () => {
  test("a visitor reads the downloads page; the demo video asks them to sign in; Escape closes it", async ({
    page,
  }) => {
    await page.goto("/downloads");
    await expect(page.getByRole("heading", { level: 1, name: "Lectern for desktop and mobile" })).toBeVisible();
    await expect(page).toHaveTitle("Download App - Lectern");
    const desktop = page.getByRole("group", { name: "Desktop downloads" });
    for (const platform of ["Windows", "macOS", "Linux"]) {
      await expect(desktop.getByRole("link", { name: `Download for ${platform}` })).toHaveAttribute("target", "_blank");
    }
    await expect(page.getByRole("group", { name: "Mobile app stores" }).getByRole("link")).toHaveCount(2);
    await expectNoSeriousA11yIssues(page);
    await screenshot(page, "downloads-visitor");

    await page.getByRole("button", { name: "Watch the demo video" }).click();
    await expect(page).toHaveURL(/\/downloads\?play=1$/);
    const dialog = videoDialog(page);
    await expect(dialog.getByRole("heading", { name: "Sign in to watch the demo" })).toBeVisible();
    await expect(dialog.locator("video, audio")).toHaveCount(0);
    await expectNoSeriousA11yIssues(page);
    await screenshot(page, "downloads-video-visitor");

    await page.keyboard.press("Escape");
    await expect(dialog).toHaveCount(0);
    await expect(page).toHaveURL(/\/downloads$/);

    await page.setViewportSize(PHONE);
    await page.goto("/downloads?play=1");
    await expect(videoDialog(page).getByRole("button", { name: "Sign in to watch" })).toBeVisible();
    await expectNoSeriousA11yIssues(page);
    await screenshot(page, "downloads-video-visitor-390");
    await page.keyboard.press("Escape");
    await expect(page).toHaveURL(/\/downloads$/);
    await expectNoSeriousA11yIssues(page);
    await screenshot(page, "downloads-visitor-390");
  });

  test("a signed-in user watches a seeded demo lecture, opened by the button and by ?play=1", async ({ page }) => {
    await signInToRecords(page);
    await page.goto("/downloads");
    await expect(page.getByRole("heading", { level: 1, name: "Lectern for desktop and mobile" })).toBeVisible();
    await expectNoSeriousA11yIssues(page);
    await screenshot(page, "downloads-signed-in");

    await page.getByRole("button", { name: "Watch the demo video" }).click();
    await expect(page).toHaveURL(/\/downloads\?play=1$/);
    const video = videoDialog(page).locator("video");
    await expect(video).toBeVisible();
    // A player that plays: the browser has read the lecture's media, not just been given an address.
    await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.readyState)).toBeGreaterThan(0);
    await video.evaluate(
      (element: HTMLVideoElement) =>
        new Promise<void>((resolve) => {
          element.addEventListener("seeked", () => resolve(), { once: true });
          element.currentTime = Math.min(60, element.duration / 3);
        }),
    );
    await expectNoSeriousA11yIssues(page);
    await screenshot(page, "downloads-video-playing");

    await page.keyboard.press("Escape");
    await expect(videoDialog(page)).toHaveCount(0);
    await expect(page).toHaveURL(/\/downloads$/);

    await page.setViewportSize(PHONE);
    await page.goto("/downloads?play=1");
    await expect(videoDialog(page).locator("video")).toBeVisible();
    await expectNoSeriousA11yIssues(page);
    await screenshot(page, "downloads-video-playing-390");
    await page.keyboard.press("Escape");
    await expect(page).toHaveURL(/\/downloads$/);
    await screenshot(page, "downloads-signed-in-390");
    await page.setViewportSize(DESKTOP);
  });

  test("/error shows the code, a heading by code and the message as text", async ({ page }) => {
    const message = "<b>This recording</b> was removed by its owner.";
    await page.goto(`/error?code=404&message=${encodeURIComponent(message)}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page not found");
    await expect(page).toHaveTitle("Page not found - Lectern");
    await expect(page.getByText(message, { exact: true })).toBeVisible();
    await expect(page.locator("main b")).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Go to my recordings" })).toHaveAttribute("href", "/records");
    await expectNoSeriousA11yIssues(page);
    await screenshot(page, "error-404");

    await page.setViewportSize(PHONE);
    await expectNoSeriousA11yIssues(page);
    await screenshot(page, "error-404-390");
    await page.setViewportSize(DESKTOP);
  });

  test("/error for a signed-in user: 403 has its own heading; Go back returns to the page before", async ({ page }) => {
    await signInToRecords(page);
    await page.goto("/error?code=403");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("You don't have access to this page");
    await expectNoSeriousA11yIssues(page);
    await screenshot(page, "error-403-signed-in");
    await page.getByRole("button", { name: "Go back" }).click();
    await expect(page).toHaveURL(/\/records$/);
  });
});
