import { PDFDocument } from "pdf-lib";
import { describe, expect, it } from "vitest";
import { makeSlidesPdf } from "../../support/slidesPdf";

describe("makeSlidesPdf", () => {
  it("makes a PDF of N landscape 960×540 pages", async () => {
    const bytes = await makeSlidesPdf(4);
    expect(new TextDecoder().decode(bytes.subarray(0, 5))).toBe("%PDF-");
    const pdf = await PDFDocument.load(bytes);
    expect(pdf.getPageCount()).toBe(4);
    expect(pdf.getPages().map((page) => page.getSize())).toEqual(Array(4).fill({ width: 960, height: 540 }));
  });

  it("takes another page size", async () => {
    const pdf = await PDFDocument.load(await makeSlidesPdf(1, { width: 1600, height: 1200 }));
    expect(pdf.getPage(0).getSize()).toEqual({ width: 1600, height: 1200 });
  });
});
