import { type PdfDeck, type PdfPageSize, RenderCancelled } from "./pdf/PdfDeck";

/** What the slider shows; a new object on every change (useSyncExternalStore compares by identity). */
export interface SlideDeckSnapshot {
  readonly status: "empty" | "opening" | "ready" | "failed";
  readonly pageCount: number;
  /** The page the large view shows (1-based), and its image once drawn. */
  readonly page: number;
  readonly pageUrl: string | null;
  /** Thumbnails drawn so far, by page; only those near the strip's view are kept. */
  readonly thumbnails: ReadonlyMap<number, string>;
  /** Why the deck could not be opened or drawn (the adapter's message). */
  readonly error: string | null;
}

export interface SlideDeckControllerOptions {
  readonly open: (data: Uint8Array) => Promise<PdfDeck>;
  /** The strip's scroll and the view's resize settle for this long before anything is drawn (spec 3 §9). */
  readonly debounceMs?: number;
  /** Thumbnails kept beyond those wanted, so scrolling back a little draws nothing again. */
  readonly keepThumbnails?: number;
  readonly setTimer?: (run: () => void, ms: number) => unknown;
  readonly clearTimer?: (timer: unknown) => void;
}

export const SLIDES_DEBOUNCE_MS = 200;
export const SLIDES_KEEP_THUMBNAILS = 4;
/** What a controller with no deck shows (before its first open, after close). */
export const EMPTY_DECK: SlideDeckSnapshot = {
  status: "empty",
  pageCount: 0,
  page: 1,
  pageUrl: null,
  thumbnails: new Map(),
  error: null,
};

interface Drawn {
  readonly url: string;
  /** The CSS width it was drawn for: a strip resized to another width draws it again. */
  readonly width: number;
}

/**
 * The slide viewer's lifecycle outside React: the open deck, what is drawn, and which blob URLs are
 * alive. Components subscribe to it and report what they show (the current page and width, the
 * thumbnails in view); they never open, draw or release anything themselves, so React 19's
 * StrictMode double mount cannot open a deck twice or leak a URL. Newest open wins: a deck opened
 * after another is on its way destroys the older one when it arrives.
 */
export class SlideDeckController {
  private snapshot: SlideDeckSnapshot = EMPTY_DECK;
  private readonly listeners = new Set<() => void>();
  private deck: PdfDeck | null = null;
  private generation = 0;
  private pageWidth = 0;
  private pageRequest: AbortController | null = null;
  private thumbnailWidth = 0;
  private wanted = new Set<number>();
  private readonly thumbnailRequests = new Map<number, AbortController>();
  /** Page → image, in the order they were drawn or last wanted (oldest first). */
  private readonly thumbnails = new Map<number, Drawn>();
  private readonly timers = new Map<"page" | "thumbnails", unknown>();
  private readonly debounceMs: number;
  private readonly keep: number;
  private readonly setTimer: (run: () => void, ms: number) => unknown;
  private readonly clearTimer: (timer: unknown) => void;

  constructor(private readonly options: SlideDeckControllerOptions) {
    this.debounceMs = options.debounceMs ?? SLIDES_DEBOUNCE_MS;
    this.keep = options.keepThumbnails ?? SLIDES_KEEP_THUMBNAILS;
    this.setTimer = options.setTimer ?? ((run, ms) => setTimeout(run, ms));
    this.clearTimer = options.clearTimer ?? ((timer) => clearTimeout(timer as ReturnType<typeof setTimeout>));
  }

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  readonly getSnapshot = (): SlideDeckSnapshot => this.snapshot;

  /** The page's size at scale 1, for laying out a page before it is drawn; null before a deck is open. */
  pageSize(page: number): PdfPageSize | null {
    if (!this.deck || page < 1 || page > this.deck.pageCount) return null;
    return this.deck.pageSize(page);
  }

  /** Blob URLs alive (thumbnails and the large page): the bench's measure of what is held. */
  liveUrls(): number {
    return this.deck?.liveUrls() ?? 0;
  }

  /** The page's text for the slide note's `ocr`; "" when no deck is open. */
  async pageText(page: number): Promise<string> {
    return this.deck && page >= 1 && page <= this.deck.pageCount ? this.deck.pageText(page) : "";
  }

  /**
   * Opens a PDF from its bytes (a local preview or the slide set's file); the older deck goes. It
   * never rejects: a deck that cannot be opened shows as `failed` with the adapter's message, so a
   * caller that does not await it leaves no unhandled rejection.
   */
  async open(data: Uint8Array, page = 1): Promise<void> {
    const generation = this.reset();
    this.set({ ...EMPTY_DECK, status: "opening", page });
    let deck: PdfDeck;
    try {
      deck = await this.options.open(data);
    } catch (error) {
      if (generation === this.generation) this.set({ ...EMPTY_DECK, status: "failed", error: messageOf(error) });
      return;
    }
    if (generation !== this.generation) {
      await destroyQuietly(deck);
      return;
    }
    this.deck = deck;
    // The view may have moved to another page while the deck was opening.
    const current = clamp(this.snapshot.page, deck.pageCount);
    this.set({ ...this.snapshot, status: "ready", pageCount: deck.pageCount, page: current });
    this.drawPage();
    this.drawThumbnails();
  }

  /** Closes the deck: every request cancelled, every URL revoked. */
  close(): void {
    this.reset();
    this.set(EMPTY_DECK);
  }

  /**
   * The large view shows `page` at `cssWidth`. A new page draws at once; a new width only (the
   * view resized) waits for the resize to settle.
   */
  showPage(page: number, cssWidth: number): void {
    const width = Math.round(cssWidth);
    const pageChanged = page !== this.snapshot.page;
    const widthChanged = width !== this.pageWidth;
    if (!pageChanged && !widthChanged) return;
    const firstWidth = this.pageWidth <= 0;
    this.pageWidth = width;
    if (pageChanged) this.set({ ...this.snapshot, page });
    if (pageChanged || firstWidth) {
      this.drawPage();
    } else {
      this.debounce("page", () => this.drawPage());
    }
  }

  /**
   * The strip shows these pages (visible plus a margin) at `cssWidth`. The first report, and one at a
   * new width, draws at once; later ones, while the strip scrolls, wait until it has been still for
   * the debounce.
   */
  wantThumbnails(pages: readonly number[], cssWidth: number): void {
    const width = Math.round(cssWidth);
    const widthChanged = width !== this.thumbnailWidth;
    const first = this.wanted.size === 0 || widthChanged;
    if (widthChanged) {
      // Drawn at the old width: no longer worth waiting for. What is shown stays until it is redrawn.
      for (const request of this.thumbnailRequests.values()) request.abort();
      this.thumbnailRequests.clear();
    }
    this.thumbnailWidth = width;
    this.wanted = new Set(pages);
    if (first) this.drawThumbnails();
    else this.debounce("thumbnails", () => this.drawThumbnails());
  }

  private drawPage(): void {
    const deck = this.deck;
    if (!deck || this.pageWidth <= 0) return;
    this.pageRequest?.abort();
    const request = new AbortController();
    this.pageRequest = request;
    const page = clamp(this.snapshot.page, deck.pageCount);
    deck.renderPage(page, this.pageWidth, request.signal).then(
      (url) => {
        if (this.deck !== deck || request.signal.aborted) {
          deck.release(url);
          return;
        }
        // The old image stays on screen until the new one is ready, then goes.
        const previous = this.snapshot.pageUrl;
        this.set({ ...this.snapshot, pageUrl: url, error: null });
        if (previous) deck.release(previous);
      },
      (error: unknown) => {
        if (!(error instanceof RenderCancelled) && this.deck === deck)
          this.set({ ...this.snapshot, error: messageOf(error) });
      },
    );
  }

  private drawThumbnails(): void {
    const deck = this.deck;
    if (!deck || this.thumbnailWidth <= 0) return;
    for (const [page, request] of this.thumbnailRequests) {
      if (!this.wanted.has(page)) {
        request.abort();
        this.thumbnailRequests.delete(page);
      }
    }
    // Wanted ones move to the newest end, so the ones released are those scrolled away longest ago.
    for (const page of this.wanted) {
      const drawn = this.thumbnails.get(page);
      if (drawn !== undefined) {
        this.thumbnails.delete(page);
        this.thumbnails.set(page, drawn);
      }
    }
    this.evictThumbnails(deck);
    const width = this.thumbnailWidth;
    // Requested from the far end back, so the newest-first queue draws the strip's left edge first.
    const missing = [...this.wanted]
      .filter(
        (page) =>
          page >= 1 &&
          page <= deck.pageCount &&
          this.thumbnails.get(page)?.width !== width &&
          !this.thumbnailRequests.has(page),
      )
      .sort((a, b) => b - a);
    for (const page of missing) this.drawThumbnail(deck, page, width);
    this.publishThumbnails();
  }

  private drawThumbnail(deck: PdfDeck, page: number, width: number): void {
    const request = new AbortController();
    this.thumbnailRequests.set(page, request);
    const settled = () => {
      if (this.thumbnailRequests.get(page) === request) this.thumbnailRequests.delete(page);
    };
    deck.renderThumbnail(page, width, request.signal).then(
      (url) => {
        settled();
        if (this.deck !== deck || request.signal.aborted) {
          deck.release(url);
          return;
        }
        const previous = this.thumbnails.get(page);
        this.thumbnails.delete(page);
        this.thumbnails.set(page, { url, width });
        if (previous) deck.release(previous.url);
        this.evictThumbnails(deck);
        this.publishThumbnails();
      },
      (error: unknown) => {
        settled();
        if (!(error instanceof RenderCancelled) && this.deck === deck)
          this.set({ ...this.snapshot, error: messageOf(error) });
      },
    );
  }

  /** Keeps every wanted thumbnail and at most `keep` others, releasing those unwanted longest first. */
  private evictThumbnails(deck: PdfDeck): void {
    let extra = [...this.thumbnails.keys()].filter((page) => !this.wanted.has(page)).length - this.keep;
    for (const [page, drawn] of this.thumbnails) {
      if (extra <= 0) break;
      if (this.wanted.has(page)) continue;
      this.thumbnails.delete(page);
      deck.release(drawn.url);
      extra -= 1;
    }
  }

  /** A strip that did not change keeps its snapshot, so a scroll that draws nothing renders nothing. */
  private publishThumbnails(): void {
    const before = this.snapshot.thumbnails;
    const shown = new Map([...this.thumbnails].map(([page, drawn]) => [page, drawn.url] as const));
    const same = shown.size === before.size && [...shown].every(([page, url]) => before.get(page) === url);
    if (!same) this.set({ ...this.snapshot, thumbnails: shown });
  }

  private debounce(which: "page" | "thumbnails", run: () => void): void {
    const timer = this.timers.get(which);
    if (timer !== undefined) this.clearTimer(timer);
    this.timers.set(
      which,
      this.setTimer(() => {
        this.timers.delete(which);
        run();
      }, this.debounceMs),
    );
  }

  /** Drops the deck and everything drawn from it; returns the new generation. */
  private reset(): number {
    this.generation += 1;
    for (const timer of this.timers.values()) this.clearTimer(timer);
    this.timers.clear();
    this.pageRequest?.abort();
    this.pageRequest = null;
    for (const request of this.thumbnailRequests.values()) request.abort();
    this.thumbnailRequests.clear();
    this.thumbnails.clear();
    this.wanted = new Set();
    const deck = this.deck;
    this.deck = null;
    // destroy() revokes every URL the deck made, the large page's included.
    if (deck) void destroyQuietly(deck);
    return this.generation;
  }

  private set(next: SlideDeckSnapshot): void {
    this.snapshot = next;
    for (const listener of [...this.listeners]) listener();
  }
}

/** A deck going away has no one left to tell; its failure must not become an unhandled rejection. */
const destroyQuietly = (deck: PdfDeck): Promise<void> => deck.destroy().catch(() => undefined);
const clamp = (page: number, count: number) => Math.min(Math.max(1, Math.round(page)), Math.max(1, count));
const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));
