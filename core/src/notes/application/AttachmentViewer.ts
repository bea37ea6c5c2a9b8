import { type Subscription, timer } from "rxjs";
import { Store } from "../../kernel/Store";
import type { ClockPort } from "../../ports/ClockPort";
import { previewOf } from "../domain/attachmentFormats";
import {
  IMAGE_LOADER_MS,
  type ImageViewerPosition,
  imageAfterKey,
  nextImage,
  previousImage,
  startAt,
} from "../domain/imageViewer";
import type { NoteFileAddress } from "./NoteFileAddress";

export interface ViewedFile {
  readonly id: string;
  readonly name: string;
  readonly url: string;
}

/** Where a file's address stands: on its way, ready to load, or unreadable. */
export type FileAddress =
  | { readonly status: "opening" }
  | { readonly status: "ready"; readonly address: string }
  | { readonly status: "failed" };

export type ViewerView =
  | null
  | {
      readonly kind: "image";
      readonly images: readonly ViewedFile[];
      readonly index: number;
      readonly file: FileAddress;
      /** Spec 2 §2.4, §9: the loader shows for 800 ms after the viewer opens, and longer if need be. */
      readonly loading: boolean;
    }
  | {
      readonly kind: "document";
      readonly document: ViewedFile;
      /** Shown inside the page (pdf, txt) or offered for download. */
      readonly preview: "pdf" | "text" | null;
      readonly file: FileAddress;
      /** A text file's content (at most TEXT_PREVIEW_CHARS); null for other documents. */
      readonly text: DocumentText | null;
    };

export type DocumentText =
  | { readonly status: "reading" }
  | { readonly status: "ready"; readonly content: string; readonly truncated: boolean }
  | { readonly status: "failed" };

/** A text file longer than this is shown in part; the download has it all. */
export const TEXT_PREVIEW_CHARS = 200_000;

/**
 * The image viewer and the document viewer of the notes panel (spec 2 §2.4): which file is shown,
 * its loadable address, and the 800 ms loader, timed on the ClockPort so tests run in virtual time.
 * Addresses are freed when the viewer closes.
 */
export class AttachmentViewer {
  readonly #store = new Store<ViewerView>(null);
  readonly state$ = this.#store.state$;
  readonly #opened = new Map<string, Promise<string>>();
  #loader: Subscription | null = null;
  #loaderDone = false;

  constructor(
    private readonly clock: ClockPort,
    private readonly addresses: NoteFileAddress,
  ) {}

  get state(): ViewerView {
    return this.#store.value;
  }

  openImages(images: readonly ViewedFile[], startId: string): void {
    this.close();
    if (!images.length) return;
    const position = startAt(
      images.length,
      images.findIndex((image) => image.id === startId),
    );
    this.#loaderDone = false;
    this.#store.set({ kind: "image", images, index: position.index, file: { status: "opening" }, loading: true });
    this.#loader = timer(IMAGE_LOADER_MS, this.clock.scheduler).subscribe(() => {
      this.#loaderDone = true;
      this.#refreshLoading();
    });
    this.#show(position);
  }

  next(): void {
    this.#move(nextImage);
  }

  previous(): void {
    this.#move(previousImage);
  }

  /** Spec 2 §2.4: ArrowLeft and ArrowRight step through the images. */
  press(key: string): void {
    this.#move((position) => imageAfterKey(position, key));
  }

  openDocument(document: ViewedFile): void {
    this.close();
    const preview = previewOf(document.name);
    const text: DocumentText | null = preview === "text" ? { status: "reading" } : null;
    this.#store.set({ kind: "document", document, preview, file: { status: "opening" }, text });
    const stillWanted = (view: ViewerView) => view?.kind === "document" && view.document.id === document.id;
    void this.#resolve(document.url, stillWanted);
    if (preview !== "text") return;
    // Shown as text in the page rather than in a frame: readable, selectable, and nothing can run.
    const showText = (next: DocumentText) => {
      const view = this.state;
      if (stillWanted(view) && view?.kind === "document") this.#store.set({ ...view, text: next });
    };
    this.addresses.readText(document.url).then(
      (content) =>
        showText({
          status: "ready",
          content: content.slice(0, TEXT_PREVIEW_CHARS),
          truncated: content.length > TEXT_PREVIEW_CHARS,
        }),
      () => showText({ status: "failed" }),
    );
  }

  /** Spec 2 §2.4: Escape or the close button; the addresses opened for it are freed. */
  close(): void {
    this.#loader?.unsubscribe();
    this.#loader = null;
    const opened = [...this.#opened.values()];
    this.#opened.clear();
    for (const address of opened) void address.then((value) => this.addresses.release(value)).catch(() => undefined);
    if (this.state !== null) this.#store.set(null);
  }

  #move(step: (position: ImageViewerPosition) => ImageViewerPosition): void {
    const view = this.state;
    if (view?.kind !== "image") return;
    const position = step({ count: view.images.length, index: view.index });
    if (position.index === view.index) return;
    this.#store.set({ ...view, index: position.index, file: { status: "opening" }, loading: !this.#loaderDone });
    this.#show(position);
  }

  #show(position: ImageViewerPosition): void {
    const view = this.state;
    if (view?.kind !== "image") return;
    const image = view.images[position.index];
    if (!image) return;
    void this.#resolve(image.url, (now) => now?.kind === "image" && now.images[now.index]?.id === image.id).then(() =>
      this.#refreshLoading(),
    );
  }

  /** Opens the address once per url while the viewer is open; applies it only if still wanted. */
  async #resolve(url: string, stillWanted: (view: ViewerView) => boolean): Promise<void> {
    let opening = this.#opened.get(url);
    if (!opening) {
      opening = this.addresses.open(url);
      this.#opened.set(url, opening);
    }
    let file: FileAddress;
    try {
      file = { status: "ready", address: await opening };
    } catch {
      this.#opened.delete(url);
      file = { status: "failed" };
    }
    const view = this.state;
    if (view && stillWanted(view)) this.#store.set({ ...view, file });
  }

  #refreshLoading(): void {
    const view = this.state;
    if (view?.kind !== "image") return;
    const loading = !this.#loaderDone || view.file.status === "opening";
    if (loading !== view.loading) this.#store.set({ ...view, loading });
  }
}
