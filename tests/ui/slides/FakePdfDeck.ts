import { type PdfDeck, type PdfPageSize, RenderCancelled } from "../../../ui/src/slides/pdf/PdfDeck";

export interface FakeRender {
  readonly kind: "thumbnail" | "page";
  readonly page: number;
  readonly width: number;
  readonly signal: AbortSignal | undefined;
  /** Draws it: a new URL, alive until released or the deck is destroyed. */
  finish(): string;
  fail(error: Error): void;
}

/**
 * A PdfDeck whose draws finish when the test says. Like the real one, an aborted request rejects
 * with RenderCancelled, and destroy revokes every URL it made.
 */
export class FakePdfDeck implements PdfDeck {
  readonly renders: FakeRender[] = [];
  readonly live = new Set<string>();
  readonly released: string[] = [];
  destroyed = 0;
  private made = 0;

  constructor(
    readonly pageCount: number,
    private readonly name = "deck",
  ) {}

  pageSize(): PdfPageSize {
    return { width: 960, height: 540 };
  }

  renderThumbnail(page: number, width: number, signal?: AbortSignal): Promise<string> {
    return this.render("thumbnail", page, width, signal);
  }

  renderPage(page: number, width: number, signal?: AbortSignal): Promise<string> {
    return this.render("page", page, width, signal);
  }

  async pageText(page: number): Promise<string> {
    return `Slide ${page}`;
  }

  release(url: string): void {
    if (this.live.delete(url)) this.released.push(url);
  }

  liveUrls(): number {
    return this.live.size;
  }

  async destroy(): Promise<void> {
    this.destroyed += 1;
    this.live.clear();
  }

  /** The requests of one kind not yet settled, oldest first. */
  open(kind: FakeRender["kind"]): FakeRender[] {
    return this.renders.filter(
      (render) => render.kind === kind && !render.signal?.aborted && !this.settled.has(render),
    );
  }

  private readonly settled = new Set<FakeRender>();

  private render(kind: FakeRender["kind"], page: number, width: number, signal?: AbortSignal): Promise<string> {
    return new Promise((resolve, reject) => {
      const render: FakeRender = {
        kind,
        page,
        width,
        signal,
        finish: () => {
          this.settled.add(render);
          this.made += 1;
          const url = `blob:${this.name}/${kind}-${page}-${this.made}`;
          this.live.add(url);
          resolve(url);
          return url;
        },
        fail: (error) => {
          this.settled.add(render);
          reject(error);
        },
      };
      signal?.addEventListener("abort", () => reject(new RenderCancelled()), { once: true });
      this.renders.push(render);
    });
  }
}
