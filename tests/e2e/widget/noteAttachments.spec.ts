import { crc32, deflateSync } from "node:zlib";
import type { FileChooser, Locator, Page } from "@playwright/test";
import { RecorderWidgetPage } from "../pages/RecorderWidgetPage";
import { screenshot } from "../pages/screenshot";
import { expect, expectNoSeriousA11yIssues, test } from "../support/fixtures";

/** One PNG chunk: length, type, data and the CRC of type and data. */
const chunk = (type: string, data: Buffer): Buffer => {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
};

/** A real PNG of one colour with a lighter band, so each slide looks different in the viewer. */
const png = (width: number, height: number, [r, g, b]: readonly [number, number, number]): Buffer => {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  const rows: number[] = [];
  for (let y = 0; y < height; y += 1) {
    rows.push(0);
    const band = y > height / 3 && y < (2 * height) / 3;
    for (let x = 0; x < width; x += 1) rows.push(band ? 255 : r, band ? 255 : g, band ? 255 : b);
  }
  const signature = Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]);
  return Buffer.concat([
    signature,
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(Buffer.from(rows))),
    chunk("IEND", Buffer.alloc(0)),
  ]);
};

const COLOURS = [
  [58, 206, 139],
  [31, 67, 149],
  [85, 70, 188],
  [34, 121, 129],
  [205, 109, 29],
  [209, 65, 76],
] as const;

const SLIDES = COLOURS.map((colour, index) => ({
  name: `slide-${index + 1}.png`,
  mimeType: "image/png",
  buffer: png(320, 200, colour),
}));
const HANDOUT = {
  name: "handout.txt",
  mimeType: "text/plain",
  buffer: Buffer.from("Lemma 2: every bounded monotone sequence converges.\n"),
};

/** Picks files the way a person does: the Attach button opens the chooser. */
const attach = async (page: Page, button: Locator, files: Parameters<FileChooser["setFiles"]>[0]) => {
  const [chooser] = await Promise.all([page.waitForEvent("filechooser"), button.click()]);
  await chooser.setFiles(files);
};

test("files attached to the session's note: list, image viewer, document viewer, refused file", async ({ page }) => {
  // Seven uploads, two viewers and four axe runs while a recording uploads: generous on a busy machine.
  test.setTimeout(240_000);
  const widget = await RecorderWidgetPage.openSignedIn(page);
  await widget.startRecording("Audio only");
  await page.getByRole("button", { name: "Notes" }).click();

  const notes = widget.notesPanel;
  const attachButton = notes.getByRole("button", { name: "Attach files to Session notes" });
  await expect(attachButton).toBeEnabled();
  await attach(page, attachButton, [...SLIDES, HANDOUT]);

  // Spec 2 §2.4: five files, then 'Show 2 more Notes' for the other two.
  const list = notes.getByRole("list", { name: "Files of Session notes" });
  await expect(notes.getByRole("button", { name: "Show 2 more Notes" })).toBeVisible({ timeout: 20_000 });
  await expect(list.getByRole("listitem")).toHaveCount(5);
  await expect(notes.getByRole("list", { name: "Files being attached to Session notes" })).toHaveCount(0);
  await expectNoSeriousA11yIssues(page);
  await screenshot(page, "note-attachments-five-and-more");
  await notes.getByRole("button", { name: "Show 2 more Notes" }).click();
  await expect(list.getByRole("listitem")).toHaveCount(7);
  await expect(list.getByRole("button", { name: "handout.txt", exact: true })).toBeVisible();

  // The image viewer (its 800 ms loader is timed in virtual time in AttachmentViewer.test.ts): the
  // image, arrows step (wrapping), Escape closes.
  await list.getByRole("button", { name: "slide-2.png", exact: true }).click();
  const imageViewer = page.getByRole("dialog", { name: "slide-2.png" });
  await expect(imageViewer).toBeVisible();
  const image = imageViewer.getByRole("img", { name: "slide-2.png" });
  await expect(image).toBeVisible();
  await expect.poll(() => image.evaluate((node: HTMLImageElement) => node.naturalWidth)).toBe(320);
  await expect(imageViewer.getByText("Image 2 of 6")).toBeVisible();
  await expectNoSeriousA11yIssues(page);
  await screenshot(page, "note-attachments-image-viewer");
  await page.keyboard.press("ArrowRight");
  await expect(
    page.getByRole("dialog", { name: "slide-3.png" }).getByRole("img", { name: "slide-3.png" }),
  ).toBeVisible();
  await page.keyboard.press("ArrowLeft");
  await page.keyboard.press("ArrowLeft");
  await page.keyboard.press("ArrowLeft");
  const last = page.getByRole("dialog", { name: "slide-6.png" });
  await expect(last.getByText("Image 6 of 6")).toBeVisible();
  await expect(last.getByRole("img", { name: "slide-6.png" })).toBeVisible();
  await last.getByRole("button", { name: "Next" }).click();
  await expect(page.getByRole("dialog", { name: "slide-1.png" })).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expect(list.getByRole("button", { name: "slide-2.png", exact: true })).toBeFocused();

  // The document viewer shows the text file inside; Escape closes.
  await list.getByRole("button", { name: "handout.txt", exact: true }).click();
  const documentViewer = page.getByRole("dialog", { name: "handout.txt" });
  await expect(documentViewer).toBeVisible();
  await expect(documentViewer.getByLabel("Text of handout.txt")).toContainText("every bounded monotone sequence");
  await expect(documentViewer.getByRole("link", { name: "Download handout.txt" })).toBeVisible();
  await expectNoSeriousA11yIssues(page);
  await screenshot(page, "note-attachments-document-viewer");
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog")).toHaveCount(0);

  // A refused file says why, and the files already attached stay.
  await attach(page, attachButton, [
    { name: "setup.exe", mimeType: "application/octet-stream", buffer: Buffer.from("MZ") },
  ]);
  await expect(notes.getByRole("alert")).toContainText('"setup.exe" was not attached: .exe files are not supported.');
  await expect(list.getByRole("listitem")).toHaveCount(7);

  // Removing one leaves six: 'Show 1 more Note' once the list is folded again.
  await list.getByRole("button", { name: "Remove slide-6.png" }).click();
  await expect(list.getByRole("listitem")).toHaveCount(6);
  await notes.getByRole("button", { name: "Show fewer" }).click();
  await expect(notes.getByRole("button", { name: "Show 1 more Note" })).toBeVisible();
  await expectNoSeriousA11yIssues(page);
  await screenshot(page, "note-attachments-refused-file");
});
