import { fileURLToPath } from "node:url";
import { logIn } from "../captions/captionsFlow";
import { RecorderWidgetPage } from "../pages/RecorderWidgetPage";
import { screenshot } from "../pages/screenshot";
import { expect, expectNoSeriousA11yIssues, test } from "../support/fixtures";

const FIXTURE = fileURLToPath(new URL("../../fixtures/photosynthesis-lecture.srt", import.meta.url));
const FIRST = "Good morning, and welcome to the lecture on photosynthesis.";
// Two lines in the file, one sentence in the transcript.
const JOINED = "Photosynthesis is the process by which green plants turn light energy into chemical energy.";
const BROKEN = "1\r\n00:00:01,000 --> 00:00:02,000\r\nOne.\r\n\r\n2\r\n00:00:03 --> 00:00:04,000\r\nTwo.\r\n";

/**
 * Issue 21, "Study material for every recording": in a browser without live speech recognition
 * (as Firefox, Safari or Electron) the widget says so before and during the recording; the lecture
 * then has no transcript, and its owner imports a caption file on its page — a broken one is
 * refused with its line and changes nothing, a good one becomes the transcript, and the summary and
 * quiz are made from it.
 */
test("a recording without live recognition: the widget warns, then an imported SRT file gives the transcript, summary and quiz", async ({
  page,
}) => {
  // A sign-in, a recording, its upload and processing, then the study pipeline: more than the default.
  test.setTimeout(180_000);
  await page.addInitScript(() => {
    const host = window as unknown as Record<string, unknown>;
    delete host["SpeechRecognition"];
    delete host["webkitSpeechRecognition"];
  });
  await logIn(page);
  const widget = new RecorderWidgetPage(page);
  await widget.goto();

  // Before recording: a status in the launcher, with what to do.
  const before = page.getByRole("status").filter({ hasText: "No live transcript in this browser" });
  await expect(before).toBeVisible();
  await expect(before).toContainText("import a caption file (SRT or WebVTT) on the lecture's page");
  await expectNoSeriousA11yIssues(page);
  await screenshot(page, "caption-import-widget-before");

  // During recording: said again beside the live view, and the recording goes on.
  await widget.record(2);
  const during = page.getByRole("status").filter({ hasText: "No live transcript in this browser" });
  await expect(during).toContainText("Keep recording: nothing is lost.");
  await expectNoSeriousA11yIssues(page);
  await screenshot(page, "caption-import-widget-recording");
  await widget.confirmStop();
  await expect(widget.queue).toHaveCount(0, { timeout: 60_000 });

  // The lecture's page: no transcript, and the owner's import in its place.
  await page.goto("/records");
  const first = page.locator("a.record-row").first();
  await expect(first).toBeVisible({ timeout: 30_000 });
  await first.click();
  await expect(page).toHaveURL(/\/records\/[^/?]+/);
  const id = new URL(page.url()).pathname.split("/")[2]!;
  const transcript = page.getByRole("region", { name: "Transcript" });
  await expect(transcript.getByRole("heading", { name: "No transcript" })).toBeVisible({ timeout: 60_000 });
  const input = transcript.getByLabel("Caption file (.srt or .vtt)");
  const importButton = transcript.getByRole("button", { name: "Import a caption file" });
  await expect(importButton).toBeVisible();
  await expectNoSeriousA11yIssues(page);
  await screenshot(page, "caption-import-empty");

  // A broken file: the line and what it should look like, and the lecture keeps what it had.
  await input.setInputFiles({ name: "broken.srt", mimeType: "application/x-subrip", buffer: Buffer.from(BROKEN) });
  await importButton.click();
  const alert = transcript.getByRole("alert");
  await expect(alert).toContainText("The caption file was not imported");
  await expect(alert).toContainText("Line 6: the cue's times must look like 00:01:02,500 --> 00:01:05,000.");
  await expect(transcript.getByRole("heading", { name: "No transcript" })).toBeVisible();
  await expectNoSeriousA11yIssues(page);
  await screenshot(page, "caption-import-invalid");

  // The real file: its cues become the transcript's sentences.
  await input.setInputFiles(FIXTURE);
  await importButton.click();
  await expect(transcript.getByRole("button", { name: FIRST })).toBeVisible({ timeout: 30_000 });
  await expect(transcript.getByRole("button", { name: JOINED })).toBeVisible();
  await expect(page.getByText("Imported 17 captions.", { exact: false }).first()).toBeVisible();
  await expect(transcript.getByRole("alert")).toHaveCount(0);
  await expectNoSeriousA11yIssues(page);
  await screenshot(page, "caption-import-transcript");

  // The study material is made from it, shown without a reload.
  await page.getByRole("tab", { name: "Summary" }).click();
  const summary = page.getByRole("list", { name: "Summary" });
  await expect(summary.getByRole("listitem").first()).toBeVisible({ timeout: 60_000 });
  const lines = await summary.getByRole("listitem").allInnerTexts();
  expect(lines.some((line) => /photosynthesis|chlorophyll|Calvin|rubisco/i.test(line))).toBe(true);
  await expectNoSeriousA11yIssues(page);
  await screenshot(page, "caption-import-summary");

  await page.goto(`/records/${id}/quizzes`);
  await expect(page.getByText(/^Question 1 of \d+$/)).toBeVisible({ timeout: 60_000 });
  await expect(page.getByRole("radio")).toHaveCount(4);
  await expectNoSeriousA11yIssues(page);
  await screenshot(page, "caption-import-quiz");
});
