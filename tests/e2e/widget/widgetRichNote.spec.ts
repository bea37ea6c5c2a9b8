import { RecorderWidgetPage } from "../pages/RecorderWidgetPage";
import { screenshot } from "../pages/screenshot";
import { expect, expectNoSeriousA11yIssues, test } from "../support/fixtures";
import { newestSessionContent } from "./demoControls";

const DEFINITION = "Ohm's law";
const LINE = `${DEFINITION} relates voltage and current.`;
const BULLET = "Resistance rises with heat";

/**
 * Issue 22: the widget's NOTES panel and the record page use one editor. A note formatted while
 * recording (bold by the toolbar, a bullet list) opens formatted on the record page, in the same
 * editor, after the shortest recording that carries it.
 */
test("a session note formatted in the widget's Notes panel opens formatted in the record page's editor", async ({
  page,
}) => {
  test.setTimeout(180_000);
  const widget = await RecorderWidgetPage.openSignedIn(page);
  await widget.startRecording("Audio only");
  await page.getByRole("button", { name: "Notes" }).click();

  const editor = widget.notesPanel.getByRole("textbox", { name: "Session notes" });
  const toolbar = page.getByRole("toolbar", { name: "Formatting" });
  await editor.click();
  await page.keyboard.type(LINE);
  await page.keyboard.press("Home");
  for (let step = 0; step < DEFINITION.length; step += 1) await page.keyboard.press("Shift+ArrowRight");
  await expect(toolbar).toBeVisible();
  await toolbar.getByRole("button", { name: "Bold", exact: true }).click();
  await expect(editor.locator("strong")).toHaveText(DEFINITION);
  await expect(editor).toBeFocused();
  await page.keyboard.press("End");
  await page.keyboard.press("Enter");
  await page.keyboard.type(BULLET);
  await toolbar.getByRole("button", { name: "Bullet list", exact: true }).click();
  // Quill keeps a bullet list as <ol><li data-list="bullet">, drawn with a bullet.
  await expect(editor.locator('li[data-list="bullet"]')).toHaveText(BULLET);
  await expectNoSeriousA11yIssues(page);
  await screenshot(page, "widget-rich-note");
  // Leaving the editor sends what the debounce still held.
  await page.keyboard.press("Tab");
  await expect
    .poll(async () => (await newestSessionContent(page)).notes.map((note) => note.text).join("\n"), {
      timeout: 30_000,
    })
    .toContain(BULLET);

  await widget.untilRecorded(2);
  await widget.confirmStop();
  await expect(widget.queue).toHaveCount(0, { timeout: 60_000 });
  const { session } = await newestSessionContent(page);

  await page.goto(`/records/${session.id}?tab=notes`);
  const item = page
    .getByRole("tabpanel")
    .getByRole("list", { name: "Notes" })
    .getByRole("listitem")
    .filter({ hasText: DEFINITION });
  await expect(item.locator("strong")).toHaveText(DEFINITION, { timeout: 30_000 });
  await expect(item.locator('li[data-list="bullet"]')).toHaveText(BULLET);

  // Edit opens the same editor with the same formatting, its toolbar a selection away.
  await item.getByRole("button", { name: /^Edit note/ }).click();
  const field = page.getByRole("textbox", { name: /^Text of note/ });
  await expect(field.locator("strong")).toHaveText(DEFINITION);
  await expect(field.locator('li[data-list="bullet"]')).toHaveText(BULLET);
  await expectNoSeriousA11yIssues(page);
  await screenshot(page, "widget-rich-note-on-record-page");
});
