import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";
import { describe, expect, it } from "vitest";
import { type PdfDocumentLike, createPdfDeck } from "../../../ui/src/slides/pdf/pdfDocumentDeck";
import { makeSlidesPdf } from "../../support/slidesPdf";

// pdf.js' own font metrics, so it reads the standard (unembedded) fonts pdf-lib writes without a warning.
const standardFontDataUrl = join(
  dirname(createRequire(import.meta.url).resolve("pdfjs-dist/package.json")),
  "standard_fonts/",
);

/**
 * The pinned pdf.js (its legacy build runs in Node, without a canvas: only parsing and text) reads
 * the test decks the way the viewer will, with eval off as openPdfDeck opens every deck.
 */
describe("pdf.js on a deck from makeSlidesPdf", () => {
  it("reads its pages and their text, and the deck joins that text", async () => {
    const loadingTask = getDocument({ data: await makeSlidesPdf(3), isEvalSupported: false, standardFontDataUrl });
    try {
      const document = await loadingTask.promise;
      expect(document.numPages).toBe(3);
      const page = await document.getPage(2);
      const text = (await page.getTextContent()).items.map((item) => ("str" in item ? item.str : "")).join(" ");
      expect(text).toContain("Slide 2");
      const deck = await createPdfDeck(document as unknown as PdfDocumentLike, () => loadingTask.destroy());
      expect(deck.pageSize(1)).toEqual({ width: 960, height: 540 });
      expect(await deck.pageText(2)).toBe("Slide 2\nLecture slide 2 of 3");
      await deck.destroy();
    } finally {
      await loadingTask.destroy();
    }
  });
});
