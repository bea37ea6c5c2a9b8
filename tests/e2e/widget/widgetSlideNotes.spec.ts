import { RecorderWidgetPage } from "../pages/RecorderWidgetPage";
import { screenshot } from "../pages/screenshot";
import { SlidesTab } from "../slides/SlidesTab";
import { expect, expectNoSeriousA11yIssues, test } from "../support/fixtures";
import { makeSlidesPdf } from "../../support/slidesPdf";
import { newestSessionContent } from "./demoControls";

const NOTE = "Kirchhoff's current law at the junction";

/**
 * Issue 23: during a recording the widget's SLIDE NOTES tab takes the lecture's slides and a note on
 * a slide; after the shortest recording that carries them, the record page's Slides tab shows both.
 */
test("slides added and a slide noted in the widget's SLIDE NOTES tab are on the record page after the stop", async ({
  page,
}) => {
  test.setTimeout(240_000);
  const widget = await RecorderWidgetPage.openSignedIn(page);
  await widget.startRecording("Audio only");
  await page.getByRole("button", { name: "Notes" }).click();
  await widget.notesPanel.getByRole("tab", { name: "SLIDE NOTES" }).click();

  const slides = new SlidesTab(page);
  await expect(slides.addButton).toBeVisible({ timeout: 30_000 });
  await slides.choose("circuits.pdf", "application/pdf", Buffer.from(await makeSlidesPdf(4)));
  await expect(slides.toast("Slides uploaded")).toBeVisible();
  await slides.expectPage(1, 4);
  await slides.viewer.getByRole("button", { name: "Next slide" }).click();
  await slides.expectPage(2, 4);
  await slides.writeNote(2, NOTE);
  await expectNoSeriousA11yIssues(page);
  await screenshot(page, "widget-slide-notes");

  await widget.untilRecorded(2);
  await widget.confirmStop();
  await expect(widget.queue).toHaveCount(0, { timeout: 60_000 });
  const { session } = await newestSessionContent(page);

  await page.goto(`/records/${session.id}?tab=slides`);
  await slides.expectPage(1, 4);
  await expect(slides.noteEditor(2)).toContainText(NOTE, { timeout: 30_000 });
});
