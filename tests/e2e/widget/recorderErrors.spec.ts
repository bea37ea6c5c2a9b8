import { type Browser, chromium } from "@playwright/test";
import { CHROMIUM_ARGS } from "../../playwright.config";
import { RecorderWidgetPage } from "../pages/RecorderWidgetPage";
import { screenshot } from "../pages/screenshot";
import { expect, expectNoSeriousA11yIssues, test } from "../support/fixtures";

/** A browser of its own, with some of the fake-media flags left out. */
const launchWithout = (flags: readonly string[], executablePath: string | undefined): Promise<Browser> =>
  chromium.launch({
    ...(executablePath ? { executablePath } : {}),
    args: CHROMIUM_ARGS.filter((arg) => !flags.includes(arg)),
  });

const openWidget = async (browser: Browser, baseURL: string | undefined): Promise<RecorderWidgetPage> => {
  const context = await browser.newContext({ baseURL, viewport: { width: 1280, height: 860 } });
  const page = await context.newPage();
  const widget = await RecorderWidgetPage.openSignedIn(page);
  return widget;
};

/**
 * Starts an audio recording in a browser without `flag` and expects the start refused with `text`
 * under 'Cannot start the recording!', nothing queued and the page axe-clean.
 */
const expectStartRefused = async (
  flag: string,
  text: string,
  baseURL: string | undefined,
  executablePath: string | undefined,
  shot: string,
): Promise<void> => {
  const browser = await launchWithout([flag], executablePath);
  try {
    const widget = await openWidget(browser, baseURL);
    await widget.choose("Audio only");
    await widget.start.click();
    const alert = widget.page.getByRole("alert").filter({ hasText: "Cannot start the recording!" });
    await expect(alert).toContainText(text);
    await expect(widget.queue).toHaveCount(0);
    await expectNoSeriousA11yIssues(widget.page);
    await screenshot(widget.page, shot);
  } finally {
    await browser.close();
  }
};

test.describe("recorder errors (spec 2 §8)", () => {
  // Without the fake UI flag, headless Chromium answers the permission prompt with a denial.
  test("a denied microphone says how to grant access and records nothing", async ({ baseURL }, info) => {
    await expectStartRefused(
      "--use-fake-ui-for-media-stream",
      "Please grant the Lectern app access to audio input and screen recording to start the recording.",
      baseURL,
      info.project.use.launchOptions?.executablePath,
      "recorder-permission-denied",
    );
  });

  // Without the fake device flag, this machine has no microphone at all.
  test("no microphone at all asks to plug one in", async ({ baseURL }, info) => {
    await expectStartRefused(
      "--use-fake-device-for-media-stream",
      "Please plug in an audio input device to the PC to start the recording.",
      baseURL,
      info.project.use.launchOptions?.executablePath,
      "recorder-no-device",
    );
  });
});
