import { readFile } from "node:fs/promises";
import { ALL_FORMATS, BufferSource, Input } from "mediabunny";
import { RecorderWidgetPage } from "../pages/RecorderWidgetPage";
import { expect, expectNoSeriousA11yIssues, test } from "../support/fixtures";

test("a recording not finished uploading downloads as one playable .webm with a finite duration", async ({
  page,
  context,
}) => {
  test.setTimeout(180_000);
  const widget = await RecorderWidgetPage.openSignedIn(page);
  // Offline, the recording stays on the device.
  await context.setOffline(true);
  await widget.record(4);
  await widget.confirmStop();
  await expect(widget.queue).toContainText("1 record");

  await widget.queue.getByRole("button", { name: "View stored recordings" }).click();
  await expect(widget.storedDialog).toBeVisible();
  await expectNoSeriousA11yIssues(page);
  const download = page.waitForEvent("download");
  await widget.storedDialog.getByRole("listitem").getByRole("button").first().click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^[^()]+\.webm$/);

  const bytes = new Uint8Array(await readFile(await file.path()));
  const input = new Input({ source: new BufferSource(bytes), formats: ALL_FORMATS });
  // The Duration is in the file's metadata (what a player shows), and matches the media itself.
  const written = await input.getDurationFromMetadata();
  expect(written).not.toBeNull();
  expect(Number.isFinite(written)).toBe(true);
  expect(written!).toBeGreaterThan(0);
  // Within a frame or two: the last frame's length is estimated from the gap before it.
  expect(Math.abs(written! - (await input.computeDuration()))).toBeLessThanOrEqual(0.1);
  expect((await input.getAudioTracks()).length).toBe(1);
});
