import { joinWebmSlices } from "@lectern/core/queue/domain/webm/joinWebmSlices";
import { ALL_FORMATS, BufferSource, Input } from "mediabunny";
import { RecorderWidgetPage } from "../pages/RecorderWidgetPage";
import { expect, expectNoSeriousA11yIssues, test } from "../support/fixtures";
import { InTabBackend } from "./inTabBackend";

/** Audio slices saved before stopping: ~1 s at one slice every ~180 ms (MACHINE.md), enough to show it. */
const PARTS = 6;

const metadataSeconds = (bytes: Uint8Array) =>
  new Input({ source: new BufferSource(bytes), formats: ALL_FORMATS }).getDurationFromMetadata();

test("an uploaded recording survives a reload: the in-tab backend still serves its merged bytes", async ({ page }) => {
  test.setTimeout(180_000);
  const widget = await RecorderWidgetPage.openSignedIn(page);
  const backend = new InTabBackend(page);
  await widget.record(PARTS);
  await widget.confirmStop();
  // Merged, then deleted from the device: the queue is empty (a bound for a busy machine, not a wait).
  await expect(widget.queue).toHaveCount(0, { timeout: 60_000 });

  const [session, ...others] = await backend.sessions();
  expect(others).toEqual([]);
  expect(session?.status).toBe(30);
  const before = await backend.recording(session!.id);
  expect(before.slices.length).toBeGreaterThanOrEqual(PARTS);
  // The merged file is the committed slices back to back plus the Duration element MediaRecorder leaves out.
  const expected = joinWebmSlices(before.slices.map((slice) => Uint8Array.from(slice)));
  expect(before.merged).toEqual([...expected.bytes]);
  expect(expected.durationSeconds).toBeGreaterThan(0);

  await page.reload();
  await expect(page.getByRole("radiogroup", { name: "What do you want to record?" })).toBeVisible();
  const after = await backend.recording(session!.id);
  expect(after.session.status).toBe(30);
  expect(after.merged).toEqual(before.merged);
  const merged = Uint8Array.from(after.merged!);
  const seconds = await metadataSeconds(merged);
  expect(Number.isFinite(seconds)).toBe(true);
  expect(seconds).toBeCloseTo(expected.durationSeconds!, 2);
  await expectNoSeriousA11yIssues(page);
});
