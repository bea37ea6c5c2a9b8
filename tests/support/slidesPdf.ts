import { PDFDocument, StandardFonts, rgb } from "pdf-lib";

/**
 * A slide deck as a real PDF: `pageCount` landscape pages (960×540 points, a 16:9 slide, unless told),
 * each with a large "Slide N" title and a line of body text "Lecture slide N of M". The text is real
 * text (Helvetica), so pdf.js' getTextContent finds it, as it would a lecturer's deck.
 */
export const makeSlidesPdf = async (
  pageCount: number,
  options: { readonly width?: number; readonly height?: number } = {},
): Promise<Uint8Array> => {
  const width = options.width ?? 960;
  const height = options.height ?? 540;
  const pdf = await PDFDocument.create();
  const title = await pdf.embedFont(StandardFonts.HelveticaBold);
  const body = await pdf.embedFont(StandardFonts.Helvetica);
  for (let n = 1; n <= pageCount; n += 1) {
    const page = pdf.addPage([width, height]);
    const margin = width * 0.08;
    page.drawText(`Slide ${n}`, {
      x: margin,
      y: height * 0.7,
      size: height * 0.12,
      font: title,
      color: rgb(0.17, 0.18, 0.25),
    });
    page.drawText(`Lecture slide ${n} of ${pageCount}`, {
      x: margin,
      y: height * 0.45,
      size: height * 0.05,
      font: body,
    });
  }
  return pdf.save();
};
