/** A page's size in CSS pixels at scale 1 (PDF points). */
export interface PdfPageSize {
  readonly width: number;
  readonly height: number;
}

/**
 * An opened PDF, drawn page by page into images (spec 3 §2: the thumbnail strip and the large page).
 * Every draw goes through one render queue, newest request first; a request whose signal aborts is
 * cancelled (its pdf.js render task too) and never produces a URL.
 */
export interface PdfDeck {
  readonly pageCount: number;
  /** 1-based page; its size at scale 1. */
  pageSize(page: number): PdfPageSize;
  /** A blob URL of the page drawn for a thumbnail `cssWidth` wide: at 2×, half that above 1000 px. */
  renderThumbnail(page: number, cssWidth: number, signal?: AbortSignal): Promise<string>;
  /** A blob URL of the page drawn `cssWidth` wide at the screen's density (at most 2×). */
  renderPage(page: number, cssWidth: number, signal?: AbortSignal): Promise<string>;
  /** The page's text (getTextContent), lines joined: it feeds the slide note's `ocr`. */
  pageText(page: number): Promise<string>;
  /** Revokes a URL this deck made; unknown URLs are ignored. */
  release(url: string): void;
  /** URLs made and not yet released. */
  liveUrls(): number;
  /** Cancels every request, revokes every URL, frees pdf.js' document and worker. */
  destroy(): Promise<void>;
}

/** A request given up: its signal aborted, or the deck destroyed. */
export class RenderCancelled extends Error {
  override readonly name = "RenderCancelled";
  constructor() {
    super("The page render was cancelled.");
  }
}
