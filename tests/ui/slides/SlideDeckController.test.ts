import { describe, expect, it } from "vitest";
import { SLIDES_DEBOUNCE_MS, SlideDeckController } from "../../../ui/src/slides/SlideDeckController";
import type { PdfDeck } from "../../../ui/src/slides/pdf/PdfDeck";
import { type Deferred, deferred, flush } from "./deferred";
import { FakePdfDeck } from "./FakePdfDeck";
import { ManualTimers } from "./ManualTimers";

const BYTES = new Uint8Array([0x25, 0x50, 0x44, 0x46]);

/** A controller whose opens answer when the test says, on manual timers. */
const setUp = (keepThumbnails = 12) => {
  const opens: { readonly data: Uint8Array; readonly answer: Deferred<PdfDeck> }[] = [];
  const timers = new ManualTimers();
  const controller = new SlideDeckController({
    open: (data) => {
      const answer = deferred<PdfDeck>();
      opens.push({ data, answer });
      return answer.promise;
    },
    keepThumbnails,
    setTimer: timers.setTimer,
    clearTimer: timers.clearTimer,
  });
  /** Opens `deck` and waits until it is the controller's. */
  const openDeck = async (deck: FakePdfDeck, page = 1) => {
    const opening = controller.open(BYTES, page);
    opens.at(-1)!.answer.resolve(deck);
    await opening;
  };
  return { controller, opens, timers, openDeck };
};

const thumbnailPages = (deck: FakePdfDeck) => deck.open("thumbnail").map((render) => render.page);

describe("SlideDeckController", () => {
  it("opens a deck: opening, then ready with its page count; the page is drawn at the view's width", async () => {
    const { controller, opens } = setUp();
    const seen: string[] = [];
    controller.subscribe(() => seen.push(controller.getSnapshot().status));
    controller.showPage(1, 640.4);
    const opening = controller.open(BYTES, 2);
    expect(controller.getSnapshot()).toMatchObject({ status: "opening", page: 2 });
    expect(opens[0]!.data).toBe(BYTES);
    const deck = new FakePdfDeck(5);
    opens[0]!.answer.resolve(deck);
    await opening;
    expect(controller.getSnapshot()).toMatchObject({ status: "ready", pageCount: 5, page: 2, pageUrl: null });
    expect(deck.open("page").map(({ page, width }) => [page, width])).toEqual([[2, 640]]);
    const url = deck.open("page")[0]!.finish();
    await flush();
    expect(controller.getSnapshot().pageUrl).toBe(url);
    expect(seen[0]).toBe("opening");
    expect(seen).toContain("ready");
  });

  it("newest open wins: an older deck arriving late is destroyed, never shown", async () => {
    const { controller, opens } = setUp();
    const first = controller.open(BYTES);
    const second = controller.open(BYTES);
    const older = new FakePdfDeck(3, "older");
    const newer = new FakePdfDeck(7, "newer");
    opens[1]!.answer.resolve(newer);
    await second;
    opens[0]!.answer.resolve(older);
    await first;
    expect(older.destroyed).toBe(1);
    expect(newer.destroyed).toBe(0);
    expect(controller.getSnapshot()).toMatchObject({ status: "ready", pageCount: 7 });
  });

  it("opening another deck destroys the one open", async () => {
    const { controller, openDeck } = setUp();
    const older = new FakePdfDeck(3, "older");
    await openDeck(older);
    controller.showPage(1, 600);
    controller.wantThumbnails([1, 2], 100);
    older.open("thumbnail")[0]!.finish();
    await flush();
    await openDeck(new FakePdfDeck(4, "newer"));
    expect(older.destroyed).toBe(1);
    expect(older.renders.filter((render) => render.signal?.aborted).length).toBe(2);
    expect(controller.getSnapshot()).toMatchObject({ status: "ready", pageCount: 4, thumbnails: new Map() });
  });

  it("shows a deck that cannot be opened as failed, with the adapter's message, and does not reject", async () => {
    const { controller, opens } = setUp();
    const opening = controller.open(BYTES);
    opens[0]!.answer.reject(new Error("Invalid PDF structure."));
    await expect(opening).resolves.toBeUndefined();
    expect(controller.getSnapshot()).toMatchObject({ status: "failed", error: "Invalid PDF structure." });
  });

  it("draws thumbnails only for the wanted pages in range, the strip's first page last requested (drawn first)", async () => {
    const { controller, openDeck } = setUp();
    const deck = new FakePdfDeck(4);
    await openDeck(deck);
    controller.wantThumbnails([0, 1, 2, 3, 9], 120);
    expect(thumbnailPages(deck)).toEqual([3, 2, 1]);
    expect(deck.open("thumbnail").every((render) => render.width === 120)).toBe(true);
    const url = deck.open("thumbnail")[2]!.finish();
    await flush();
    expect(controller.getSnapshot().thumbnails).toEqual(new Map([[1, url]]));
  });

  it("waits for the strip to be still for 200 ms before drawing what a scroll brought into view", async () => {
    const { controller, openDeck, timers } = setUp();
    const deck = new FakePdfDeck(20);
    await openDeck(deck);
    controller.wantThumbnails([1, 2], 100);
    controller.wantThumbnails([5, 6], 100);
    controller.wantThumbnails([9, 10], 100);
    expect(timers.delays()).toEqual([SLIDES_DEBOUNCE_MS]);
    expect(SLIDES_DEBOUNCE_MS).toBe(200);
    expect(thumbnailPages(deck)).toEqual([2, 1]);
    timers.fireAll();
    // Pages 1 and 2 scrolled away before they were drawn: their requests go.
    expect(thumbnailPages(deck)).toEqual([10, 9]);
  });

  it("draws a new page at once but waits for a resize of the view to settle", async () => {
    const { controller, openDeck, timers } = setUp();
    const deck = new FakePdfDeck(5);
    await openDeck(deck);
    controller.showPage(1, 600);
    expect(deck.open("page").map(({ page }) => page)).toEqual([1]);
    controller.showPage(1, 700);
    controller.showPage(1, 720);
    expect(timers.delays()).toEqual([200]);
    expect(deck.open("page").map(({ width }) => width)).toEqual([600]);
    timers.fireAll();
    expect(deck.open("page").map(({ width }) => width)).toEqual([720]);
    controller.showPage(3, 720);
    expect(deck.open("page").map(({ page }) => page)).toEqual([3]);
  });

  it("keeps the old page on screen until the new one is drawn, then releases it", async () => {
    const { controller, openDeck } = setUp();
    const deck = new FakePdfDeck(5);
    await openDeck(deck);
    controller.showPage(1, 600);
    const first = deck.open("page")[0]!.finish();
    await flush();
    controller.showPage(2, 600);
    expect(controller.getSnapshot()).toMatchObject({ page: 2, pageUrl: first });
    const second = deck.open("page")[0]!.finish();
    await flush();
    expect(controller.getSnapshot().pageUrl).toBe(second);
    expect(deck.released).toEqual([first]);
    expect(controller.liveUrls()).toBe(1);
  });

  it("keeps the wanted thumbnails and the most recently wanted others, releasing the rest", async () => {
    const { controller, openDeck, timers } = setUp(2);
    const deck = new FakePdfDeck(20);
    await openDeck(deck);
    controller.wantThumbnails([1, 2, 3], 100);
    const urls = new Map(deck.open("thumbnail").map((render) => [render.page, render.finish()]));
    await flush();
    controller.wantThumbnails([4, 5, 6], 100);
    timers.fireAll();
    for (const render of deck.open("thumbnail")) render.finish();
    await flush();
    expect([...controller.getSnapshot().thumbnails.keys()].sort((a, b) => a - b)).toEqual([1, 2, 4, 5, 6]);
    // Page 3 was drawn first (the queue draws the far end's request first), so it was wanted longest ago.
    expect(deck.released).toEqual([urls.get(3)]);
    expect(controller.liveUrls()).toBe(5);
    // Scrolling back to pages already drawn draws nothing again.
    controller.wantThumbnails([1, 2], 100);
    timers.fireAll();
    expect(deck.open("thumbnail")).toEqual([]);
  });

  it("redraws the thumbnails at a new strip width, showing the old ones until then", async () => {
    const { controller, openDeck } = setUp();
    const deck = new FakePdfDeck(5);
    await openDeck(deck);
    controller.wantThumbnails([1], 100);
    const narrow = deck.open("thumbnail")[0]!.finish();
    await flush();
    controller.wantThumbnails([1], 150);
    expect(deck.open("thumbnail").map(({ page, width }) => [page, width])).toEqual([[1, 150]]);
    expect(controller.getSnapshot().thumbnails.get(1)).toBe(narrow);
    const wide = deck.open("thumbnail")[0]!.finish();
    await flush();
    expect(controller.getSnapshot().thumbnails.get(1)).toBe(wide);
    expect(deck.released).toEqual([narrow]);
  });

  it("releases a drawing that was done just as its request was given up", async () => {
    const { controller, openDeck, timers } = setUp();
    const deck = new FakePdfDeck(5);
    await openDeck(deck);
    controller.wantThumbnails([1], 100);
    const late = deck.renders[0]!;
    // Drawn, but the strip scrolled on before the controller heard of it.
    const url = late.finish();
    controller.wantThumbnails([4], 100);
    timers.fireAll();
    expect(late.signal?.aborted).toBe(true);
    await flush();
    expect(deck.released).toEqual([url]);
    expect(controller.getSnapshot().thumbnails.has(1)).toBe(false);
    expect(thumbnailPages(deck)).toEqual([4]);
  });

  it("close cancels every request, destroys the deck and leaves nothing alive", async () => {
    const { controller, openDeck, timers } = setUp();
    const deck = new FakePdfDeck(5);
    await openDeck(deck);
    controller.showPage(1, 600);
    controller.wantThumbnails([1, 2, 3], 100);
    deck.open("thumbnail")[0]!.finish();
    deck.open("page")[0]!.finish();
    await flush();
    expect(controller.liveUrls()).toBe(2);
    controller.wantThumbnails([4], 100);
    controller.close();
    expect(timers.delays()).toEqual([]);
    expect(deck.destroyed).toBe(1);
    const undrawn = deck.renders.filter((render) => render.kind === "thumbnail" && render.page !== 3);
    expect(undrawn.map(({ page }) => page)).toEqual([2, 1]);
    expect(undrawn.every((render) => render.signal?.aborted)).toBe(true);
    expect(controller.getSnapshot()).toMatchObject({
      status: "empty",
      pageCount: 0,
      pageUrl: null,
      thumbnails: new Map(),
    });
    expect(controller.liveUrls()).toBe(0);
  });

  it("reports an error drawing a page without dropping the deck, and gives page text through the deck", async () => {
    const { controller, openDeck } = setUp();
    expect(await controller.pageText(1)).toBe("");
    const deck = new FakePdfDeck(2);
    await openDeck(deck);
    controller.showPage(1, 600);
    deck.open("page")[0]!.fail(new Error("The page could not be drawn."));
    await flush();
    expect(controller.getSnapshot()).toMatchObject({ status: "ready", error: "The page could not be drawn." });
    expect(await controller.pageText(2)).toBe("Slide 2");
    expect(await controller.pageText(3)).toBe("");
    expect(controller.pageSize(1)).toEqual({ width: 960, height: 540 });
    expect(controller.pageSize(3)).toBeNull();
  });
});
