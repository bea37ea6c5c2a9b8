import { loadPdfjs } from "./loadPdfjs";
import type { PdfDeck } from "./PdfDeck";
import { type PdfDocumentLike, createPdfDeck } from "./pdfDocumentDeck";

/**
 * Opens a PDF from its bytes. Only data is ever given to pdf.js, never a URL a user controls, and
 * `isEvalSupported: false` keeps a crafted font from running script (the CVE-2024-4367 class). The
 * bytes are copied: pdf.js transfers its buffer to the worker, and the caller may still need them.
 */
export async function openPdfDeck(data: Uint8Array): Promise<PdfDeck> {
  const pdfjs = await loadPdfjs();
  const loadingTask = pdfjs.getDocument({
    data: data.slice(),
    isEvalSupported: false,
    // No scripting, no XFA forms, no fetches of our own: a slide is a picture with text.
    enableXfa: false,
    stopAtErrors: false,
  });
  try {
    const document = await loadingTask.promise;
    return await createPdfDeck(document as unknown as PdfDocumentLike, () => loadingTask.destroy());
  } catch (error) {
    await loadingTask.destroy();
    throw error;
  }
}
