import { RecorderWidgetPage } from "../pages/RecorderWidgetPage";
import { screenshot } from "../pages/screenshot";
import { expect, expectNoSeriousA11yIssues, test } from "../support/fixtures";
import { InTabBackend } from "./inTabBackend";
import { stopRecording } from "./stopRecording";

test("a merged file the browser cannot store (full disk): the user is told why, the recording stays queued and Resume delivers it", async ({
  page,
}) => {
  test.setTimeout(180_000);
  const widget = await RecorderWidgetPage.openSignedIn(page);
  const backend = new InTabBackend(page);
  await backend.failNextMergedWrite();
  await widget.record(4);
  await stopRecording(widget);

  const dialog = page
    .getByRole("alertdialog", { name: "Merge Error" })
    .or(page.getByRole("dialog", { name: "Merge Error" }));
  // Finishing, uploading and merging come first: a bound for a busy machine, not a wait.
  await expect(dialog).toBeVisible({ timeout: 90_000 });
  await expect(dialog).toContainText("This browser has no room left to keep the recording.");
  await expectNoSeriousA11yIssues(page);
  await screenshot(page, "merge-error-storage-full");
  await dialog.getByRole("button").last().click();

  // The device copy is still queued, suspended until the user resumes it.
  const [session] = await backend.sessions();
  const entry = widget.entry(session!.name);
  await expect(entry.getByText("Suspended")).toBeVisible();
  await entry.getByRole("button", { name: `Resume ${session!.name}` }).click();
  await expect(widget.queue).toHaveCount(0, { timeout: 60_000 });
  const delivered = await backend.recording(session!.id);
  expect(delivered.session.status).toBe(30);
  expect(delivered.merged?.length).toBeGreaterThan(0);
});
