import { DevicesPage } from "../pages/DevicesPage";
import { ProfileSettingsPage } from "../pages/ProfileSettingsPage";
import { RecorderWidgetPage } from "../pages/RecorderWidgetPage";
import { screenshot } from "../pages/screenshot";
import { signInToRecords } from "../pages/signInToRecords";
import { expect, expectNoSeriousA11yIssues, test } from "../support/fixtures";
import { newestSessionContent } from "../widget/demoControls";

const TRACKBACK_SECONDS = 3;

test("the Trackback seconds and highlight notes saved on /profile/settings apply to the widget's next recording", async ({
  page,
}) => {
  test.setTimeout(150_000);
  // The widget opens first and reads the settings (30 s): the page then lives on, in one document.
  const widget = await RecorderWidgetPage.openSignedIn(page);
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));

  await page.getByRole("link", { name: "Open recordings" }).click();
  await page.waitForURL("**/records");
  const settings = new ProfileSettingsPage(page);
  await settings.openFromProfileMenu();
  await expect(settings.trackbackSeconds).toHaveValue("30");
  await expect(settings.save).toBeDisabled();
  await expectNoSeriousA11yIssues(page);
  await screenshot(page, "settings-loaded");

  // A refused value says why under the field once left, and Save sends the focus back to it.
  await settings.trackbackSeconds.fill("0");
  await settings.trackbackSeconds.press("Tab");
  await expect(page.getByText("Enter a whole number of seconds from 1 to 600.")).toBeVisible();
  await settings.save.click();
  await expect(settings.trackbackSeconds).toBeFocused();
  await expectNoSeriousA11yIssues(page);
  await screenshot(page, "settings-refused");

  await settings.trackbackSeconds.fill(String(TRACKBACK_SECONDS));
  // Highlight notes off as well: the widget's notes panel then offers the session's note only.
  await settings.highlightNotes.click();
  await expect(settings.highlightNotes).toHaveAttribute("aria-checked", "false");
  await settings.save.click();
  await expect(settings.saved).toBeAttached();
  await expect(settings.save).toBeDisabled();
  await expectNoSeriousA11yIssues(page);
  await screenshot(page, "settings-saved");

  // Back to the widget through the top bar: the same document, its widget session still running.
  await page.getByRole("link", { name: "Record", exact: true }).click();
  await expect(page.getByRole("radiogroup", { name: "What do you want to record?" })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);

  await widget.startRecording("Audio only");
  // Two trackbacks: one as soon as the trackpad unlocks (clamped at the session's start when that is
  // within the new reach), one once the recording is past it.
  const pressTrackback = async () => {
    const before = await widget.now();
    await widget.trackback.click();
    const after = await widget.now();
    await expect(page.getByText("Trackback running")).toBeVisible();
    await widget.stopHighlight.click();
    return { before, after };
  };
  const first = await pressTrackback();
  await expect(widget.playlist.getByRole("listitem")).toHaveCount(1);
  await widget.untilRecorded(TRACKBACK_SECONDS + 2);
  const second = await pressTrackback();
  await expect(widget.playlist.getByRole("listitem")).toHaveCount(2);
  await page.getByRole("button", { name: "Notes" }).click();
  await expect(page.getByRole("textbox", { name: "Session notes" })).toBeVisible();
  await expect(page.getByRole("textbox", { name: /^Note for/ })).toHaveCount(0);
  await screenshot(page, "settings-next-recording-trackback");

  const content = await newestSessionContent(page);
  const start = content.session.startedAt ?? 0;
  const trackbacks = content.pois.filter((poi) => poi.type === "backtrack").sort((a, b) => a.startedAt - b.startedAt);
  expect(trackbacks).toHaveLength(2);
  // start = press − Trackback seconds, never before the session's start (spec 2 §5).
  const reach = TRACKBACK_SECONDS * 1000;
  trackbacks.forEach((trackback, index) => {
    const pressed = index === 0 ? first : second;
    expect(trackback.startedAt).toBeGreaterThanOrEqual(Math.max(start, pressed.before - reach - 50));
    expect(trackback.startedAt).toBeLessThanOrEqual(Math.max(start, pressed.after - reach + 50));
  });
  // The second one reached back by the new 3 s, not the 30 s the widget opened with (which clamps).
  expect(trackbacks[1]?.startedAt).toBeGreaterThan(start);
});

test("UI adjustments: on at once when saved, again after a reload, and off when turned off", async ({ page }) => {
  test.setTimeout(90_000);
  await signInToRecords(page);
  const settings = new ProfileSettingsPage(page);
  await settings.goto();
  const root = page.locator("html");
  await expect(root).not.toHaveClass(/ui-adjustments/);
  const before = await settings.heading.evaluate((node) => parseFloat(getComputedStyle(node).fontSize));

  await settings.uiAdjustments.click();
  await expect(settings.uiAdjustments).toHaveAttribute("aria-checked", "true");
  await settings.save.click();
  await expect(settings.saved).toBeAttached();
  await expect(root).toHaveClass(/ui-adjustments/);
  // Its stylesheet loaded: text is larger than before.
  await expect
    .poll(() => settings.heading.evaluate((node) => parseFloat(getComputedStyle(node).fontSize)))
    .toBeGreaterThan(before);
  // A text field shows its (stronger) focus ring however it got the focus.
  await settings.trackbackSeconds.focus();
  await expectNoSeriousA11yIssues(page);
  await screenshot(page, "settings-ui-adjustments-on");

  // A new page load (the session restored from the stored token) puts them back on the account pages.
  const devices = new DevicesPage(page);
  await devices.goto();
  await expect(root).toHaveClass(/ui-adjustments/);
  await expectNoSeriousA11yIssues(page);
  await screenshot(page, "personal-ui-adjustments-on");

  await settings.goto();
  await settings.uiAdjustments.click();
  await settings.save.click();
  await expect(settings.saved).toBeAttached();
  await expect(root).not.toHaveClass(/ui-adjustments/);
});
