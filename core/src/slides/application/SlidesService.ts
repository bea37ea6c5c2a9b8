import { firstValueFrom, timer } from "rxjs";
import { isApiError } from "../../kernel/ApiError";
import { Store } from "../../kernel/Store";
import type { NoteContent } from "../../notes/domain/noteHtmlRules";
import type { FileUploadPort } from "../../ports/FileUploadPort";
import { ASSET_RETRY_DELAYS_MS, type Wait, withAssetRetry } from "../domain/assetRetry";
import { SLIDE_MIME_TYPES, type SlideFormat, checkSlideFiles, isViewableSlideFormat } from "../domain/slideFormats";
import { type SlideNote, blankSlideNote, selectSlidePage } from "../domain/slidePages";
import { SLIDES_TEXTS } from "../domain/slidesTexts";
import { type SlidesViewEvent, initialSlidesView, nextSlidesView } from "../domain/slidesViewState";
import type { PickedSlideFile, RecordSlides, RecordSlidesState, SlidesDocument, SlidesNotice } from "./RecordSlides";
import type { SlideFiles } from "./SlideFiles";
import { SlideNoteWriter } from "./SlideNoteWriter";
import type { SlidesCalls } from "./slidesCalls";
import { byPageNumber } from "./slidesReplies";

/** What the service needs of the calls (tests give a fake of the same shape). */
export type SlidesServiceCalls = Pick<
  SlidesCalls,
  "uploadUrl" | "attach" | "list" | "remove" | "createNote" | "updateNote"
>;

export interface SlidesServiceOptions {
  /** Waits between the file read's retries; tests inject one that resolves at once. */
  readonly wait?: Wait;
}

/** A real wait; rxjs's timer, as core has no DOM or Node timer types. */
const realWait: Wait = async (ms) => {
  await firstValueFrom(timer(ms));
};

/** Screen readers hear the upload's progress at most once per step of this many percent. */
const ANNOUNCED_STEP_PERCENT = 10;

const uploadingText = (percent: number): string => `${SLIDES_TEXTS.uploading} ${percent}%`;

const serverDocumentKey = (slideSetId: string): string => `server:${slideSetId}`;

/**
 * One record's slides (spec 3 §2–§4, §8): loads the set and its notes, reads its file, uploads a
 * picked file (a local preview meanwhile), writes a note per page and removes the set. Each command
 * runs outside React (ARCHITECTURE rule 1); the pure rules live in ../domain and noteDrafts.
 *
 * Ordering: the newest of open/upload/removal decides what is shown (`#round`); a note's calls go
 * one at a time with only the newest pending content kept (noteDrafts), and a reply is applied only
 * while its slide set is still the one shown. Note errors are swallowed (spec 3 §8).
 */
export class SlidesService implements RecordSlides {
  readonly #store: Store<RecordSlidesState>;
  readonly state$;
  readonly #wait: Wait;
  /** Bumped by each open, upload and removal: a result of an older one is dropped when it lands. */
  #round = 0;
  #noticeId = 0;
  #localFiles = 0;
  /** The last upload percent step announced. */
  #announcedStep = 0;
  #disposed = false;
  readonly #notes: SlideNoteWriter;

  constructor(
    private readonly calls: SlidesServiceCalls,
    private readonly upload: FileUploadPort | null,
    private readonly files: SlideFiles | null,
    private readonly recordId: string,
    { isOwner }: { readonly isOwner: boolean },
    options: SlidesServiceOptions = {},
  ) {
    this.#wait = options.wait ?? realWait;
    this.#notes = new SlideNoteWriter(calls, recordId, (slideId, landed, typed) =>
      this.#showLanded(slideId, landed, typed),
    );
    this.#store = new Store<RecordSlidesState>({
      recordId,
      isOwner,
      isLoading: false,
      isUploading: false,
      isRemoving: false,
      id: null,
      slideUrl: null,
      slides: [],
      slide: null,
      view: initialSlidesView,
      document: null,
      upload: null,
      confirmingRemoval: false,
      notice: null,
      announcement: "",
    });
    this.state$ = this.#store.state$;
  }

  get state(): RecordSlidesState {
    return this.#store.value;
  }

  open(): void {
    // An upload's own result is what shows next; a load now would only race it.
    if (this.#disposed || this.state.isUploading) return;
    const round = ++this.#round;
    this.#set((state) => ({ ...state, isLoading: true }), {
      kind: "init",
      loadOnInit: true,
      isOwner: this.state.isOwner,
      hasSlideUrl: false,
    });
    void this.#load(round);
  }

  async choose(files: readonly PickedSlideFile[]): Promise<void> {
    const { isOwner, isUploading } = this.state;
    if (this.#disposed || !isOwner || this.upload === null || isUploading) return;
    const check = checkSlideFiles(files);
    if (!check.ok) {
      this.#set((state) => ({ ...state, notice: this.#notice("error", check.message) }), {
        kind: "uploadFailed",
        error: check.message,
      });
      return;
    }
    const file = files[0]!;
    const round = ++this.#round;
    // Marked at once, so a second drop while this file is still being read is ignored too.
    this.#set((state) => ({ ...state, isUploading: true, isLoading: false, confirmingRemoval: false }));
    let bytes: Uint8Array;
    try {
      bytes = new Uint8Array(await file.arrayBuffer());
    } catch {
      if (!this.#current(round)) return;
      this.#set(
        (state) => ({
          ...state,
          isUploading: false,
          document: null,
          notice: this.#notice("error", SLIDES_TEXTS.notRead),
        }),
        {
          kind: "readFailed",
          error: SLIDES_TEXTS.cannotBeRead,
        },
      );
      return;
    }
    if (!this.#current(round)) return;
    await this.#upload(round, file, check.format, bytes, this.upload);
  }

  documentFailed(): void {
    if (this.#disposed) return;
    this.#set((state) => ({ ...state, document: null, notice: this.#notice("error", SLIDES_TEXTS.notRead) }), {
      kind: "readFailed",
      error: SLIDES_TEXTS.cannotBeRead,
    });
  }

  selectPage(pageNumber: number, pageText?: string): void {
    if (this.#disposed) return;
    const { id, isOwner } = this.state;
    if (id !== null && pageText !== undefined) this.#notes.rememberPageText(id, pageNumber, pageText);
    const selection = selectSlidePage(this.state.slides, pageNumber, id, isOwner);
    this.#store.update((state) => ({ ...state, slides: selection.slides, slide: selection.slide }));
    if (selection.createOnServer && id !== null) this.#notes.createBlank(id, pageNumber);
  }

  writeNote(pageNumber: number, content: NoteContent): void {
    const { id, isOwner } = this.state;
    if (this.#disposed || !isOwner || id === null) return;
    const shown = this.state.slides.find((slide) => slide.pageNumber === pageNumber);
    this.#notes.write(id, pageNumber, content, shown);
    this.#putSlide({ ...(shown ?? blankSlideNote(id, pageNumber)), note: content.html, text: content.text });
  }

  askRemove(): void {
    const { isOwner, id, isRemoving, isUploading } = this.state;
    // Not while a new file goes up: its attach would bring a set back right after the removal.
    if (this.#disposed || !isOwner || id === null || isRemoving || isUploading) return;
    this.#store.update((state) => ({ ...state, confirmingRemoval: true }));
  }

  cancelRemove(): void {
    if (this.#disposed || this.state.isRemoving) return;
    this.#store.update((state) => ({ ...state, confirmingRemoval: false }));
  }

  async confirmRemove(): Promise<void> {
    const { isOwner, id, isRemoving, confirmingRemoval, isUploading } = this.state;
    if (this.#disposed || !isOwner || id === null || isRemoving || !confirmingRemoval || isUploading) return;
    this.#store.update((state) => ({ ...state, isRemoving: true, confirmingRemoval: false }));
    try {
      await this.calls.remove(this.recordId, id);
    } catch {
      if (this.#disposed) return;
      this.#store.update((state) => ({
        ...state,
        isRemoving: false,
        notice: this.#notice("error", SLIDES_TEXTS.notRemoved),
      }));
      return;
    }
    if (this.#disposed) return;
    // A load on its way would bring the removed set back.
    this.#round += 1;
    this.#notes.forget();
    this.#set(
      (state) => ({
        ...state,
        isRemoving: false,
        isLoading: false,
        id: null,
        slideUrl: null,
        slides: [],
        slide: null,
        document: null,
        notice: this.#notice("success", SLIDES_TEXTS.removed),
        announcement: SLIDES_TEXTS.removed,
      }),
      { kind: "removed" },
    );
  }

  /**
   * Nothing is shown any more. A note's newest content still goes out after the call on its way
   * (closing the widget right after typing must not lose it); nothing is set when it lands.
   */
  dispose(): void {
    this.#disposed = true;
  }

  async #load(round: number): Promise<void> {
    let listed: Awaited<ReturnType<SlidesServiceCalls["list"]>>;
    try {
      listed = await this.calls.list(this.recordId);
    } catch {
      if (!this.#current(round)) return;
      this.#set((state) => ({ ...state, isLoading: false, notice: this.#notice("error", SLIDES_TEXTS.notLoaded) }), {
        kind: "loadFailed",
      });
      return;
    }
    if (!this.#current(round)) return;
    if (listed === null) {
      this.#notes.forget();
      this.#set(
        (state) => ({ ...state, isLoading: false, id: null, slideUrl: null, slides: [], slide: null, document: null }),
        { kind: "loaded", hasSlideUrl: false },
      );
      return;
    }
    const set = listed;
    const slides = this.#notes.overLoaded(set.id, set.slideNotes);
    // Page 1 is shown; its note is created on the server only when the student selects a page.
    const { slide } = selectSlidePage(slides, 1, set.id, this.state.isOwner);
    this.#set(
      (state) => ({ ...state, isLoading: false, id: set.id, slideUrl: set.slideUrl, slides, slide, document: null }),
      { kind: "loaded", hasSlideUrl: set.slideUrl !== "" },
    );
    if (set.slideUrl === "" || this.files === null) return;
    const files = this.files;
    try {
      const bytes = await withAssetRetry(() => files.read(set.slideUrl), this.#wait, ASSET_RETRY_DELAYS_MS);
      if (!this.#current(round)) return;
      const document: SlidesDocument = {
        key: serverDocumentKey(set.id),
        name: set.name,
        format: set.format,
        bytes,
        local: false,
      };
      this.#store.update((state) => ({ ...state, document }));
    } catch {
      if (!this.#current(round)) return;
      this.#set((state) => ({ ...state, document: null, notice: this.#notice("error", SLIDES_TEXTS.notRead) }), {
        kind: "readFailed",
        error: SLIDES_TEXTS.cannotBeRead,
      });
    }
  }

  async #upload(
    round: number,
    file: PickedSlideFile,
    format: SlideFormat,
    bytes: Uint8Array,
    upload: FileUploadPort,
  ): Promise<void> {
    this.#localFiles += 1;
    const preview: SlidesDocument = { key: `local:${this.#localFiles}`, name: file.name, format, bytes, local: true };
    this.#announcedStep = 0;
    // A PPT/PPTX is not drawn (the UI offers it for download), so reading it is skipped: None.
    this.#set(
      (state) => ({
        ...state,
        document: preview,
        upload: { fileName: file.name, progress: 0 },
        announcement: uploadingText(0),
      }),
      { kind: "fileChosen", skipReading: !isViewableSlideFormat(format) },
    );
    try {
      const { url, path } = await this.calls.uploadUrl(this.recordId, file.name);
      if (!this.#current(round)) return;
      const contentType = file.type || SLIDE_MIME_TYPES[format][0]!;
      await upload.put(url, file, contentType, (fraction) => this.#progress(round, file.name, fraction));
      if (!this.#current(round)) return;
      const set = await this.calls.attach(this.recordId, path);
      if (!this.#current(round)) return;
      this.#notes.forget();
      const { slide } = selectSlidePage([], 1, set.id, this.state.isOwner);
      this.#set(
        (state) => ({
          ...state,
          isUploading: false,
          upload: null,
          id: set.id,
          slideUrl: set.slideUrl,
          slides: [],
          slide,
          // The bytes just sent are the set's file: shown as its own, never downloaded again. Unless
          // the viewer already failed to read them (documentFailed): those are not shown again.
          document:
            state.document?.key === preview.key ? { ...preview, key: serverDocumentKey(set.id), local: false } : null,
          notice: this.#notice("success", SLIDES_TEXTS.uploaded),
          announcement: SLIDES_TEXTS.uploaded,
        }),
        { kind: "uploaded" },
      );
    } catch (error) {
      if (!this.#current(round)) return;
      // The server's reason (413 too large, 422 not the format…) shows in the upload area.
      const reason =
        isApiError(error) && error.status >= 400 && error.message ? error.message : SLIDES_TEXTS.notUploaded;
      this.#set(
        (state) => ({
          ...state,
          isUploading: false,
          upload: null,
          document: null,
          notice: this.#notice("error", SLIDES_TEXTS.notUploaded),
          announcement: SLIDES_TEXTS.notUploaded,
        }),
        { kind: "uploadFailed", error: reason },
      );
    }
  }

  #progress(round: number, fileName: string, fraction: number): void {
    if (!this.#current(round) || !this.state.isUploading) return;
    const clamped = Math.min(1, Math.max(0, fraction));
    const percent = Math.round(clamped * 100);
    const step = Math.floor(percent / ANNOUNCED_STEP_PERCENT);
    // Announced once per 10% step, so a screen reader is not flooded with every slice sent.
    const announce = step > this.#announcedStep;
    if (announce) this.#announcedStep = step;
    this.#store.update((state) => ({
      ...state,
      upload: { fileName, progress: clamped },
      announcement: announce ? uploadingText(step * ANNOUNCED_STEP_PERCENT) : state.announcement,
    }));
  }

  /** The server's note (its id, ocr, date) with what is typed now: the draft wins over an older echo. */
  #showLanded(slideId: string, landed: SlideNote, typed: NoteContent): void {
    if (this.#disposed || this.state.id !== slideId) return;
    this.#putSlide({ ...landed, note: typed.html, text: typed.text });
  }

  #putSlide(slide: SlideNote): void {
    if (this.#disposed) return;
    this.#store.update((state) => {
      const others = state.slides.filter((candidate) => candidate.pageNumber !== slide.pageNumber);
      const current = state.slide?.pageNumber === slide.pageNumber ? slide : state.slide;
      return { ...state, slides: byPageNumber([...others, slide]), slide: current };
    });
  }

  #current(round: number): boolean {
    return !this.#disposed && round === this.#round;
  }

  #notice(tone: SlidesNotice["tone"], text: string): SlidesNotice {
    this.#noticeId += 1;
    return { id: this.#noticeId, tone, text };
  }

  /** Changes the state and, with an event, moves the view by the reducer (spec 3 §4). */
  #set(change: (state: RecordSlidesState) => RecordSlidesState, event?: SlidesViewEvent): void {
    if (this.#disposed) return;
    this.#store.update((state) => {
      const next = change(state);
      return event ? { ...next, view: nextSlidesView(next.view, event) } : next;
    });
  }
}
