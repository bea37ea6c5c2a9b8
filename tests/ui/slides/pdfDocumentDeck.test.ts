import { describe, expect, it } from "vitest";
import { RenderCancelled } from "../../../ui/src/slides/pdf/PdfDeck";
import {
  type DrawingSurface,
  type PdfDocumentLike,
  type PdfPageLike,
  createPdfDeck,
} from "../../../ui/src/slides/pdf/pdfDocumentDeck";
import { type Deferred, deferred, flush } from "./deferred";

type TextItem = { str?: string; hasEOL?: boolean };

/** A pdf.js page of a given size at scale 1; its renders finish when the test says (or at once). */
class FakePage implements PdfPageLike {
  readonly renders: { scale: number; canvas: FakeCanvas; done: Deferred<void>; cancelled: boolean }[] = [];
  cleanups = 0;
  constructor(
    private readonly width: number,
    private readonly height: number,
    private readonly items: readonly TextItem[] = [],
    private readonly manual = false,
  ) {}
  getViewport({ scale }: { scale: number }) {
    return { width: this.width * scale, height: this.height * scale, scale };
  }
  render({ canvas, viewport }: { canvas: HTMLCanvasElement; viewport: never }) {
    const done = deferred<void>();
    const render = {
      scale: (viewport as { scale: number }).scale,
      canvas: canvas as unknown as FakeCanvas,
      done,
      cancelled: false,
    };
    this.renders.push(render);
    if (!this.manual) done.resolve();
    return {
      promise: done.promise,
      cancel: () => {
        render.cancelled = true;
        done.reject(new Error("Rendering cancelled, page 1"));
      },
    };
  }
  async getTextContent() {
    return { items: this.items };
  }
  cleanup() {
    this.cleanups += 1;
  }
}

interface FakeCanvas {
  width: number;
  height: number;
  /** Its size when it was made: what the draw asked for. */
  readonly made: { readonly width: number; readonly height: number };
}

const documentOf = (pages: readonly FakePage[]): PdfDocumentLike => ({
  numPages: pages.length,
  getPage: async (page) => pages[page - 1]!,
});

/** A surface that makes plain objects for canvases and counts the URLs it hands out and revokes. */
const fakeSurface = (pixelRatio = 1) => {
  const canvases: FakeCanvas[] = [];
  const revoked: string[] = [];
  let made = 0;
  const surface: DrawingSurface = {
    createCanvas(width, height) {
      const canvas: FakeCanvas = { width, height, made: { width, height } };
      canvases.push(canvas);
      return canvas as unknown as HTMLCanvasElement;
    },
    toBlob: async () => new Blob(["image"], { type: "image/webp" }),
    createObjectURL: () => `blob:test/${(made += 1)}`,
    revokeObjectURL: (url) => void revoked.push(url),
    pixelRatio: () => pixelRatio,
  };
  return { surface, canvases, revoked };
};

const open = async (pages: readonly FakePage[], pixelRatio = 1) => {
  const surface = fakeSurface(pixelRatio);
  let destroyed = 0;
  const deck = await createPdfDeck(documentOf(pages), async () => void (destroyed += 1), surface.surface);
  return { deck, ...surface, destroyed: () => destroyed };
};

describe("createPdfDeck", () => {
  it("knows every page's size at scale 1 as soon as it is open", async () => {
    const { deck } = await open([new FakePage(960, 540), new FakePage(540, 960)]);
    expect(deck.pageCount).toBe(2);
    expect(deck.pageSize(2)).toEqual({ width: 540, height: 960 });
    expect(() => deck.pageSize(3)).toThrow(RangeError);
  });

  it("draws a thumbnail at twice its CSS width", async () => {
    const page = new FakePage(960, 540);
    const { deck, canvases } = await open([page]);
    await deck.renderThumbnail(1, 160);
    expect(page.renders[0]!.scale).toBeCloseTo(320 / 960);
    expect(canvases[0]!.made).toEqual({ width: 320, height: 180 });
  });

  it("draws a page over 1000 px wide or high at half that for its thumbnail", async () => {
    const wide = new FakePage(1200, 800);
    const tall = new FakePage(800, 1001);
    const { deck, canvases } = await open([wide, tall]);
    await deck.renderThumbnail(1, 150);
    await deck.renderThumbnail(2, 200);
    expect(canvases[0]!.made).toEqual({ width: 150, height: 100 });
    expect(tall.renders[0]!.scale).toBeCloseTo(((200 * 2) / 800) * 0.5);
  });

  it("draws the large page at the screen's density, between 1 and 2", async () => {
    const sizes = [];
    for (const ratio of [1.5, 3, 0.5]) {
      const { deck, canvases } = await open([new FakePage(960, 540)], ratio);
      await deck.renderPage(1, 480);
      sizes.push(canvases[0]!.made);
    }
    expect(sizes).toEqual([
      { width: 720, height: 405 },
      { width: 960, height: 540 },
      { width: 480, height: 270 },
    ]);
  });

  it("zeroes the canvas and cleans the page up after every draw", async () => {
    const page = new FakePage(960, 540);
    const { deck, canvases } = await open([page]);
    await deck.renderThumbnail(1, 100);
    await deck.renderPage(1, 600);
    expect(canvases.map(({ width, height }) => [width, height])).toEqual([
      [0, 0],
      [0, 0],
    ]);
    expect(page.cleanups).toBe(2);
  });

  it("tracks the URLs it made: release revokes one once, destroy revokes the rest", async () => {
    const { deck, revoked, destroyed } = await open([new FakePage(960, 540)]);
    const a = await deck.renderThumbnail(1, 100);
    const b = await deck.renderThumbnail(1, 120);
    const c = await deck.renderPage(1, 600);
    expect(new Set([a, b, c]).size).toBe(3);
    expect(deck.liveUrls()).toBe(3);
    deck.release(a);
    deck.release(a);
    deck.release("blob:someone-else");
    expect(revoked).toEqual([a]);
    expect(deck.liveUrls()).toBe(2);
    await deck.destroy();
    await deck.destroy();
    expect(revoked.sort()).toEqual([a, b, c].sort());
    expect(deck.liveUrls()).toBe(0);
    expect(destroyed()).toBe(1);
    await expect(deck.renderPage(1, 600)).rejects.toBeInstanceOf(RenderCancelled);
  });

  it("cancels pdf.js' render task when the request aborts: no URL, canvas zeroed, page cleaned up", async () => {
    const page = new FakePage(960, 540, [], true);
    const { deck, canvases } = await open([page]);
    const request = new AbortController();
    const drawing = deck.renderPage(1, 600, request.signal);
    await flush();
    request.abort();
    await expect(drawing).rejects.toBeInstanceOf(RenderCancelled);
    expect(page.renders[0]!.cancelled).toBe(true);
    expect(deck.liveUrls()).toBe(0);
    expect(canvases[0]!.width).toBe(0);
    expect(page.cleanups).toBe(1);
  });

  it("cancels the draw in progress when destroyed", async () => {
    const page = new FakePage(960, 540, [], true);
    const { deck } = await open([page]);
    const drawing = deck.renderThumbnail(1, 100);
    await flush();
    await deck.destroy();
    await expect(drawing).rejects.toBeInstanceOf(RenderCancelled);
    expect(page.renders[0]!.cancelled).toBe(true);
  });

  it("rejects a page out of range rather than throwing", async () => {
    const { deck } = await open([new FakePage(960, 540)]);
    await expect(deck.renderThumbnail(2, 100)).rejects.toThrow(RangeError);
    await expect(deck.pageText(0)).rejects.toThrow(RangeError);
  });

  it("gives a page's text with its lines joined", async () => {
    const items: TextItem[] = [
      { str: "Slide 2", hasEOL: false },
      { str: "", hasEOL: true },
      { str: "Lecture slide " },
      { str: "2 of 3  ", hasEOL: true },
      {},
      { str: "Next: proofs" },
    ];
    const { deck } = await open([new FakePage(960, 540), new FakePage(960, 540, items)]);
    expect(await deck.pageText(2)).toBe("Slide 2\nLecture slide 2 of 3\nNext: proofs");
    expect(await deck.pageText(1)).toBe("");
  });
});
