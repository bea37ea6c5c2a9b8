import type { Locator, Page } from "@playwright/test";
import { RecorderWidgetPage } from "../pages/RecorderWidgetPage";
import { screenshot } from "../pages/screenshot";
import { expect, expectNoSeriousA11yIssues, test } from "../support/fixtures";
import { newestSessionContent } from "./demoControls";

const NOTE = "Lemma 2 needs the bound from last week";
const SESSION_NAME = "Thermodynamics, lecture 4";
/** How far the demo student's trackback reaches back (their settings). */
const TRACKBACK_REACH_MS = 30_000;

/** Presses Tab until `target` has the focus (a keyboard user's way there). */
const tabTo = async (page: Page, target: Locator) => {
  for (let presses = 0; presses < 60; presses += 1) {
    if (await target.evaluate((node) => node === document.activeElement)) return;
    await page.keyboard.press("Tab");
  }
  throw new Error("Tab never reached the control");
};

/** Runs `press` and returns the page-clock interval it happened in. */
const timed = async (widget: RecorderWidgetPage, press: () => Promise<void>) => {
  const before = await widget.now();
  await press();
  const after = await widget.now();
  return { before, after };
};

const expectWithin = (actual: number, interval: { before: number; after: number }, offset = 0) => {
  expect(actual).toBeGreaterThanOrEqual(interval.before + offset - 50);
  expect(actual).toBeLessThanOrEqual(interval.after + offset + 50);
};

for (const capture of ["Audio only", "Screen and mic"] as const) {
  test(`${capture}: a trackback, a highlight with its note and a flag reach the server with the merged recording`, async ({
    page,
  }) => {
    test.setTimeout(150_000);
    const widget = await RecorderWidgetPage.openSignedIn(page);
    await widget.startRecording(capture);
    await expect(widget.playlist.getByText("Your highlight will appear here")).toBeVisible();
    await expectNoSeriousA11yIssues(page);
    await screenshot(page, `trackpad-ready-${capture === "Audio only" ? "audio" : "screen"}`);

    // 0. The session is renamed (saved on Enter): the server and the upload queue take the new name.
    const sessionName = page.getByRole("textbox", { name: "Session name" });
    await sessionName.fill(SESSION_NAME);
    await sessionName.press("Enter");
    await expect(widget.entry(SESSION_NAME)).toBeVisible();

    // 1. Trackback a few seconds in: clamped to the session start (the user's 30 s reach back further).
    // A busy machine may take longer than that to get here: then it reaches back its 30 s.
    await widget.untilRecorded(2);
    const trackbackAt = await timed(widget, () => widget.trackback.click());
    await expect(widget.page.getByText("Trackback running")).toBeVisible();
    await widget.untilRecorded(4);
    const backtrackEnd = await timed(widget, () => widget.stopHighlight.click());
    await expect(widget.playlist.getByRole("listitem")).toHaveCount(1);

    // 2. A stopwatch highlight with a note typed while it runs.
    const stopwatchStart = await timed(widget, () => widget.highlight.click());
    await page.getByRole("button", { name: "Notes" }).click();
    await widget.notesPanel.getByLabel("Note for the running highlight").fill(NOTE);
    await expectNoSeriousA11yIssues(page);
    await screenshot(page, `highlight-running-with-note-${capture === "Audio only" ? "audio" : "screen"}`);
    await widget.untilRecorded(9);
    const stopwatchEnd = await timed(widget, () => widget.stopHighlight.click());
    await expect(widget.playlist.getByRole("listitem")).toHaveCount(2);
    const noteField = widget.notesPanel.getByRole("textbox", { name: /^Note for \d\d:\d\d - highlighting/ });
    await expect(noteField.filter({ hasText: NOTE })).toHaveCount(1);

    // 3. A flag.
    await widget.untilRecorded(12);
    const flagAt = await timed(widget, () => widget.flag.click());
    await expect(widget.playlist.getByRole("listitem")).toHaveCount(3);
    await expectNoSeriousA11yIssues(page);
    await screenshot(page, `highlights-and-notes-${capture === "Audio only" ? "audio" : "screen"}`);

    await widget.untilRecorded(20);
    await widget.confirmStop();
    await expect(widget.queue).toHaveCount(0, { timeout: 60_000 });

    const content = await newestSessionContent(page);
    const start = content.session.startedAt ?? 0;
    const byType = (type: string) => content.pois.find((poi) => poi.type === type);
    const backtrack = byType("backtrack");
    const stopwatch = byType("stopwatch");
    const flag = byType("poi") ?? byType("auto");
    expect(content.session.name).toBe(SESSION_NAME);
    expect(content.pois).toHaveLength(3);
    const reachBack = (at: number) => Math.max(start, at - TRACKBACK_REACH_MS);
    expectWithin(backtrack?.startedAt ?? 0, {
      before: reachBack(trackbackAt.before),
      after: reachBack(trackbackAt.after),
    });
    expectWithin(backtrack?.endedAt ?? 0, backtrackEnd);
    expectWithin(stopwatch?.startedAt ?? 0, stopwatchStart);
    expectWithin(stopwatch?.endedAt ?? 0, stopwatchEnd);
    expectWithin(flag?.startedAt ?? 0, flagAt, -5_000);
    expectWithin(flag?.endedAt ?? 0, flagAt, 5_000);
    expect(content.notes).toEqual([expect.objectContaining({ text: NOTE, poiId: stopwatch?.id })]);
    // The merged recording lasts as long as the session did, within two seconds: the session's start is
    // stamped before the microphone opens and the recorder starts, which a loaded CI machine delays by
    // more than a second (1.42 s seen); a lost or doubled 10 s upload batch would still be far outside.
    const recordedSeconds = ((content.session.endedAt ?? 0) - start) / 1000;
    expect(recordedSeconds).toBeGreaterThanOrEqual(20);
    expect(Math.abs((content.mergedSeconds ?? 0) - recordedSeconds)).toBeLessThanOrEqual(2);
    // The figure the issue asks for, printed for the closing note and the README.
    console.log(
      `${capture}: recorded ${recordedSeconds.toFixed(2)} s, merged ${(content.mergedSeconds ?? 0).toFixed(2)} s`,
    );
  });
}

test("keyboard only: record, trackback, flag and stop", async ({ page }) => {
  test.setTimeout(90_000);
  const widget = await RecorderWidgetPage.openSignedIn(page);

  // The capture choice is a radio group: Tab into it, Space chooses, Tab on to Start recording.
  const audioOnly = page.getByRole("radio", { name: /^Audio only/ });
  await tabTo(page, audioOnly);
  await page.keyboard.press("Space");
  await expect(audioOnly).toBeChecked();
  await page.keyboard.press("Tab");
  await expect(widget.start).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(widget.trackback).toBeEnabled();

  // The shortcuts shown on the trackpad, announced through aria-keyshortcuts.
  await expect(widget.trackback).toHaveAttribute("aria-keyshortcuts", "Alt+Shift+B");
  await page.keyboard.press("Alt+Shift+KeyB");
  await expect(page.getByText("Trackback running")).toBeVisible();
  await expect(page.locator("output").filter({ hasText: "Trackback started" })).toBeAttached();
  await page.keyboard.press("Alt+Shift+KeyH");
  await expect(widget.playlist.getByRole("listitem")).toHaveCount(1);
  await page.keyboard.press("Alt+Shift+KeyF");
  await expect(widget.playlist.getByRole("listitem")).toHaveCount(2);
  await expect(page.locator("output").filter({ hasText: /Highlight saved/ })).toBeAttached();

  // Stop by keyboard: Tab to the stop button, Enter, then Tab to 'Stop' in the confirmation.
  await tabTo(page, widget.stop);
  await page.keyboard.press("Enter");
  const confirm = page.getByRole("alertdialog", { name: "Are you sure you want to stop recording ?" });
  await expect(confirm).toBeVisible();
  await tabTo(page, confirm.getByRole("button", { name: "Stop", exact: true }));
  await page.keyboard.press("Enter");
  await expect(widget.complete).toBeVisible({ timeout: 20_000 });
  await expectNoSeriousA11yIssues(page);
  await screenshot(page, "recording-complete");
});
