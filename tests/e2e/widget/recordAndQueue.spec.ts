import { readFile } from "node:fs/promises";
import { LoginPage } from "../pages/LoginPage";
import { RecorderWidgetPage } from "../pages/RecorderWidgetPage";
import { screenshot } from "../pages/screenshot";
import { expect, expectNoSeriousA11yIssues, test } from "../support/fixtures";

const DEMO_EMAIL = "demo@lectern.app";
const DEMO_PASSWORD = "Lectern#2026";
const PHRASE = "I want to delete non-uploaded materials";

test.describe("recording widget and upload queue (demo)", () => {
  test.beforeEach(async ({ page }) => {
    const login = new LoginPage(page);
    await login.goto();
    await login.logIn(DEMO_EMAIL, DEMO_PASSWORD);
    await page.waitForURL((url) => !url.pathname.startsWith("/auth"));
  });

  test("records the microphone and uploads the recording until nothing is left on the device", async ({ page }) => {
    // Three axe passes, a stop dialog and an upload: a busy machine needs more than the default.
    test.setTimeout(90_000);
    const widget = new RecorderWidgetPage(page);
    await widget.goto();
    await expectNoSeriousA11yIssues(page);
    await screenshot(page, "widget-ready");

    await widget.record(2);
    await expect(page.getByText("Recording", { exact: true })).toBeVisible();
    await expect(widget.queue).toContainText("1 record");
    await expectNoSeriousA11yIssues(page);
    await screenshot(page, "widget-recording");

    await widget.stop.click();
    await expect(page.getByRole("alertdialog", { name: "Are you sure you want to stop recording ?" })).toBeVisible();
    await expectNoSeriousA11yIssues(page);
    await page.getByRole("button", { name: "Keep recording" }).click();
    await expect(widget.stop).toBeVisible();

    await widget.confirmStop();
    // Merged and deleted from the device: the banner goes away.
    await expect(widget.queue).toHaveCount(0);
  });

  test("records a screen with the microphone in 10 s chunks and uploads it", async ({ page }) => {
    const widget = new RecorderWidgetPage(page);
    await widget.goto();
    await widget.choose("Screen and mic");
    // Spec 2 §2.2: the quality radios, 720 by default, remembered under widget_resolution.
    const qualities = page.getByRole("radiogroup", { name: "Select screen recording quality" });
    await expect(qualities.getByRole("radio", { name: "720p" })).toBeChecked();
    await qualities.getByText("480p", { exact: true }).click();
    await expect(qualities.getByRole("radio", { name: "480p" })).toBeChecked();
    expect(await page.evaluate(() => localStorage.getItem("widget_resolution"))).toBe("480");
    await expectNoSeriousA11yIssues(page);
    await screenshot(page, "widget-screen-quality");
    await widget.record(1, "Screen and mic");
    await expect(widget.queue).toContainText("1 record");
    await screenshot(page, "widget-recording-screen");
    await widget.confirmStop();
    await expect(widget.queue).toHaveCount(0);
  });

  test("a recording made offline waits on the device, downloads as a playable file and can be deleted", async ({
    page,
    context,
  }) => {
    const widget = new RecorderWidgetPage(page);
    await widget.goto();
    // The widget is loaded (its code fetched), then the connection goes: the recording stays queued on the device.
    await expect(widget.page.getByRole("radiogroup", { name: "What do you want to record?" })).toBeVisible();
    await context.setOffline(true);
    await widget.record(2);
    await widget.confirmStop();

    await expect(widget.queue).toContainText("1 record");
    await expect(widget.queue.getByText("Your recordings will upload when the connection returns.")).toBeVisible();
    const entry = widget.entry(/\d{4}/);
    await expect(entry.getByText("Pending")).toBeVisible();
    await expectNoSeriousA11yIssues(page);
    await screenshot(page, "queue-offline");

    // Spec 2 §4.7: the queue is locked while offline, so pausing waits for the connection.
    await expect(entry.getByRole("button", { name: /^Pause / })).toBeDisabled();

    await widget.queue.getByRole("button", { name: "View stored recordings" }).click();
    await expect(widget.storedDialog).toBeVisible();
    const stored = widget.storedDialog.getByRole("listitem");
    await expect(stored).toHaveCount(1);
    await expectNoSeriousA11yIssues(page);
    await screenshot(page, "stored-recordings");

    const download = page.waitForEvent("download");
    await stored.getByRole("button").first().click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/\.webm$/);
    const bytes = await readFile(await file.path());
    // A playable WebM (the slices joined), starting with the EBML header's ID (tests/e2e/persistence checks its duration).
    expect(bytes.subarray(0, 4)).toEqual(Buffer.from([0x1a, 0x45, 0xdf, 0xa3]));
    expect(bytes.length).toBeGreaterThan(1000);

    await widget.storedDialog.getByRole("button", { name: "Delete non-uploaded materials" }).click();
    await expect(widget.clearDialog).toBeVisible();
    const confirm = widget.clearDialog.getByRole("button", { name: "Delete and log out" });
    await expect(confirm).toBeDisabled();
    await widget.clearDialog.getByRole("textbox").fill(PHRASE.toUpperCase());
    await expect(confirm).toBeDisabled();
    await expectNoSeriousA11yIssues(page);
    await screenshot(page, "clear-data");
    await widget.clearDialog.getByRole("textbox").fill(PHRASE);
    await expect(confirm).toBeEnabled();
    await confirm.click();
    await page.waitForURL("**/auth/login");

    await context.setOffline(false);
    const login = new LoginPage(page);
    await login.logIn(DEMO_EMAIL, DEMO_PASSWORD);
    await page.waitForURL((url) => !url.pathname.startsWith("/auth"));
    await widget.goto();
    await expect(widget.queue).toHaveCount(0);
  });
});
