import { RECOVERY } from "../../playwright.config";
import { RecorderWidgetPage } from "../pages/RecorderWidgetPage";
import { screenshot } from "../pages/screenshot";
import { expect, expectNoSeriousA11yIssues, test } from "../support/fixtures";
import { FAKE_SCREENS, chosenScreens, installFakeDesktopBridge, openedExternally } from "./fakeDesktopBridge";

/**
 * The desktop app's screen picker (spec 2 §2.2), in real Chromium: the app boots in desktop mode
 * because the preload's bridge is present (faked here, since Electron cannot run on these machines)
 * and talks to the Node demo server like the desktop build does. What main does with the choice
 * (answering getDisplayMedia) is covered by tests/desktop/screenPicker.test.ts.
 */
const APP = `http://127.0.0.1:${RECOVERY.appPort}`;
test.use({ baseURL: APP });

test("desktop: Screen and mic waits for a screen from the picker, then records", async ({ page }) => {
  await installFakeDesktopBridge(page);
  const widget = await RecorderWidgetPage.openSignedIn(page);
  await widget.choose("Screen and mic");

  const picker = page.getByRole("radiogroup", { name: "Please select the screen to recording" });
  await expect(picker).toBeVisible();
  for (const { name } of FAKE_SCREENS) {
    await expect(picker.getByRole("img", { name })).toBeVisible();
    await expect(picker.getByRole("radio", { name })).not.toBeChecked();
  }
  // No screen yet: the start would only be refused (spec 2 §8), so it waits.
  await expect(widget.start).toBeDisabled();
  await expectNoSeriousA11yIssues(page);

  // react-aria keeps the real radio input visually hidden inside its card: a person clicks the card.
  await picker.getByRole("img", { name: "External Monitor" }).click();
  await expect(picker.getByRole("radio", { name: "External Monitor" })).toBeChecked();
  await expect.poll(() => chosenScreens(page)).toEqual(["screen:2:0"]);
  await expect(widget.start).toBeEnabled();
  await screenshot(page, "desktop-screen-picker");

  // Arrow keys move the choice, as in any radio group, and main hears each one.
  await picker.getByRole("radio", { name: "External Monitor" }).focus();
  await page.keyboard.press("ArrowLeft");
  await expect(picker.getByRole("radio", { name: "Built-in Display" })).toBeChecked();
  await expect.poll(() => chosenScreens(page)).toEqual(["screen:2:0", "screen:1:0"]);

  await widget.start.click();
  await expect(page.getByRole("status").filter({ hasText: "Recording started" })).toBeAttached();
  await expect(widget.stop).toBeVisible();
});

test("web: the browser's own picker is used, so none is shown", async ({ page }) => {
  const widget = await RecorderWidgetPage.openSignedIn(page);
  await widget.choose("Screen and mic");
  await expect(page.getByRole("radiogroup", { name: "Select screen recording quality" })).toBeVisible();
  await expect(page.getByRole("radiogroup", { name: "Please select the screen to recording" })).toHaveCount(0);
  await expect(widget.start).toBeEnabled();
});

test("desktop: Open recordings signs the user in to the web app's recordings in the system browser", async ({
  page,
  browser,
}) => {
  await installFakeDesktopBridge(page);
  await RecorderWidgetPage.openSignedIn(page);
  await page.getByRole("button", { name: "Open recordings" }).click();
  await expect.poll(() => openedExternally(page)).toHaveLength(1);
  const [address] = await openedExternally(page);
  expect(address).toMatch(new RegExp(`^${APP}/auth/token-temporary-login\\?token=[^&]+&returnUrl=%2Frecords$`));

  // The system browser: no session of its own; the one-time token signs it in and lands on /records.
  const elsewhere = await browser.newContext();
  try {
    const web = await elsewhere.newPage();
    await web.goto(address ?? "");
    await web.waitForURL((url) => url.pathname === "/records");
    await expectNoSeriousA11yIssues(web);
  } finally {
    await elsewhere.close();
  }
});
