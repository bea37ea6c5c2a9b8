import { RecorderWidgetPage } from "../pages/RecorderWidgetPage";
import { screenshot } from "../pages/screenshot";
import { expect, expectNoSeriousA11yIssues, test } from "../support/fixtures";
import { InTabBackend } from "./inTabBackend";
import { stopRecording } from "./stopRecording";

const NOTE = "Ask about the second law";

test("a merge that fails after a flag and a note: resumed, the delivered recording's session holds them, nothing left processing", async ({
  page,
}) => {
  test.setTimeout(180_000);
  const widget = await RecorderWidgetPage.openSignedIn(page);
  const backend = new InTabBackend(page);
  await widget.startRecording("Audio only");
  const [session] = await backend.sessions();

  await widget.flag.click();
  await expect(widget.playlist.getByRole("listitem")).toHaveCount(1);
  await page.getByRole("button", { name: "Notes" }).click();
  await widget.notesPanel.getByRole("textbox", { name: "Session notes" }).fill(NOTE);
  // Both are on the server before the recording ends (the note is saved after its debounce).
  await expect
    .poll(async () => {
      const held = await backend.recording(session!.id);
      return [held.poiTypes.length, held.noteTexts.some((text) => text.includes(NOTE))];
    })
    .toEqual([1, true]);

  await backend.failNextMerge();
  await stopRecording(widget);
  const dialog = page
    .getByRole("alertdialog", { name: "Merge Error" })
    .or(page.getByRole("dialog", { name: "Merge Error" }));
  // Finishing, uploading and merging come first: a bound for a busy machine, not a wait.
  await expect(dialog).toBeVisible({ timeout: 90_000 });
  await expectNoSeriousA11yIssues(page);
  await screenshot(page, "merge-error");
  await dialog.getByRole("button").last().click();

  const entry = widget.entry(session!.name);
  await expect(entry.getByText("Suspended")).toBeVisible();
  await entry.getByRole("button", { name: `Resume ${session!.name}` }).click();
  await expect(widget.queue).toHaveCount(0, { timeout: 60_000 });

  // Delivered into the session the flag and the note were made in: one session, merged, holding both.
  const sessions = await backend.sessions();
  expect(sessions.map(({ id, status }) => ({ id, status }))).toEqual([{ id: session!.id, status: 30 }]);
  const delivered = await backend.recording(session!.id);
  expect(delivered.merged?.length).toBeGreaterThan(0);
  expect(delivered.poiTypes).toHaveLength(1);
  expect(delivered.noteTexts.filter((text) => text.includes(NOTE))).toHaveLength(1);
});
