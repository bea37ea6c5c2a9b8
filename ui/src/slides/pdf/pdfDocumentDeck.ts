import { thumbnailScale } from "@lectern/core/slides/domain/thumbnailScale";
import { type PdfDeck, type PdfPageSize, RenderCancelled } from "./PdfDeck";
import { RenderQueue } from "./renderQueue";

/** The part of pdf.js' PDFPageProxy the deck uses (a fake one drives the tests). */
export interface PdfPageLike {
  getViewport(params: { scale: number }): { width: number; height: number };
  render(params: { canvas: HTMLCanvasElement; viewport: never }): {
    promise: Promise<void>;
    cancel(): void;
  };
  getTextContent(): Promise<{ items: ReadonlyArray<{ str?: string; hasEOL?: boolean }> }>;
  cleanup(): unknown;
}

/** The part of pdf.js' PDFDocumentProxy the deck uses. */
export interface PdfDocumentLike {
  readonly numPages: number;
  getPage(page: number): Promise<PdfPageLike>;
}

/** Where pages are drawn and how images leave the canvas; the browser's by default. */
export interface DrawingSurface {
  createCanvas(width: number, height: number): HTMLCanvasElement;
  toBlob(canvas: HTMLCanvasElement): Promise<Blob>;
  createObjectURL(blob: Blob): string;
  revokeObjectURL(url: string): void;
  /** The screen's density for the large page (capped at 2). */
  pixelRatio(): number;
}

export const browserSurface: DrawingSurface = {
  createCanvas(width, height) {
    const canvas = document.createElement("canvas");
    canvas.width = width;
    canvas.height = height;
    return canvas;
  },
  toBlob: (canvas) =>
    new Promise((resolve, reject) =>
      // WebP keeps a slide's text sharp at a tenth of PNG's size; a browser without it gives PNG.
      canvas.toBlob(
        (blob) => (blob ? resolve(blob) : reject(new Error("The page could not be drawn."))),
        "image/webp",
        0.9,
      ),
    ),
  createObjectURL: (blob) => URL.createObjectURL(blob),
  revokeObjectURL: (url) => URL.revokeObjectURL(url),
  pixelRatio: () => (typeof window === "undefined" ? 1 : window.devicePixelRatio || 1),
};

/** Thumbnails are drawn at twice their CSS size so they stay sharp on any screen (MACHINE.md). */
const THUMBNAIL_DENSITY = 2;
const MAX_PAGE_DENSITY = 2;

/**
 * A PdfDeck over an opened document. Sizes are read once at open (every page's viewport at scale 1),
 * so layout never waits on a draw. Each draw gets a temporary canvas that is zeroed afterwards and
 * the page's resources are cleaned up: 100 pages stay a few MB of blobs, not 100 canvases.
 */
export async function createPdfDeck(
  document: PdfDocumentLike,
  onDestroy: () => Promise<void>,
  surface: DrawingSurface = browserSurface,
): Promise<PdfDeck> {
  const sizes: PdfPageSize[] = [];
  for (let page = 1; page <= document.numPages; page += 1) {
    const proxy = await document.getPage(page);
    const { width, height } = proxy.getViewport({ scale: 1 });
    sizes.push({ width, height });
  }
  const queue = new RenderQueue();
  const live = new Set<string>();
  let destroyed = false;

  const sizeOf = (page: number): PdfPageSize => {
    const size = sizes[page - 1];
    if (!size) throw new RangeError(`There is no page ${page} in this ${sizes.length}-page deck.`);
    return size;
  };

  const draw = (page: number, scale: number, signal?: AbortSignal) =>
    queue.schedule(async (running) => {
      const proxy = await document.getPage(page);
      const viewport = proxy.getViewport({ scale });
      const canvas = surface.createCanvas(
        Math.max(1, Math.round(viewport.width)),
        Math.max(1, Math.round(viewport.height)),
      );
      try {
        if (running.aborted) throw new RenderCancelled();
        const task = proxy.render({ canvas, viewport: viewport as never });
        const cancel = () => task.cancel();
        running.addEventListener("abort", cancel, { once: true });
        try {
          await task.promise;
        } finally {
          running.removeEventListener("abort", cancel);
        }
        if (running.aborted) throw new RenderCancelled();
        const blob = await surface.toBlob(canvas);
        if (running.aborted || destroyed) throw new RenderCancelled();
        const url = surface.createObjectURL(blob);
        live.add(url);
        return url;
      } finally {
        // Zeroing the canvas frees its pixels now rather than at the next garbage collection.
        canvas.width = 0;
        canvas.height = 0;
        proxy.cleanup();
      }
    }, signal);

  return {
    pageCount: sizes.length,
    pageSize: sizeOf,
    // Async, so a page out of range rejects like every other failure rather than throwing.
    async renderThumbnail(page, cssWidth, signal) {
      const size = sizeOf(page);
      return draw(page, ((cssWidth * THUMBNAIL_DENSITY) / size.width) * thumbnailScale(size), signal);
    },
    async renderPage(page, cssWidth, signal) {
      const density = Math.min(MAX_PAGE_DENSITY, Math.max(1, surface.pixelRatio()));
      return draw(page, (cssWidth * density) / sizeOf(page).width, signal);
    },
    async pageText(page) {
      sizeOf(page);
      const proxy = await document.getPage(page);
      const content = await proxy.getTextContent();
      return content.items
        .map((item) => (item.str ?? "") + (item.hasEOL ? "\n" : ""))
        .join("")
        .replace(/[ \t]+\n/g, "\n")
        .trim();
    },
    release(url) {
      if (live.delete(url)) surface.revokeObjectURL(url);
    },
    liveUrls: () => live.size,
    async destroy() {
      if (destroyed) return;
      destroyed = true;
      queue.close();
      for (const url of live) surface.revokeObjectURL(url);
      live.clear();
      await onDestroy();
    },
  };
}
