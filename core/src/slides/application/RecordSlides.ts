import type { Observable } from "rxjs";
import type { NoteContent } from "../../notes/domain/noteHtmlRules";
import type { ChosenSlideFile, SlideFormat } from "../domain/slideFormats";
import type { SlideNote } from "../domain/slidePages";
import type { SlidesViewState } from "../domain/slidesViewState";

/** A file the student picked (a browser File fits). */
export interface PickedSlideFile extends ChosenSlideFile {
  arrayBuffer(): Promise<ArrayBuffer>;
}

/** The file the viewer shows: a local preview while it uploads, then the slide set's own. */
export interface SlidesDocument {
  /** Changes whenever other bytes are shown, so the viewer opens them afresh. */
  readonly key: string;
  readonly name: string;
  readonly format: SlideFormat;
  readonly bytes: Uint8Array;
  /** The student's own file, not (yet) the server's. */
  readonly local: boolean;
}

/** A toast to show once (a new `id` each time). */
export interface SlidesNotice {
  readonly id: number;
  readonly tone: "success" | "error";
  readonly text: string;
}

/** Spec 3 §3 "Slides state", plus what the widget shows around it. */
export interface RecordSlidesState {
  readonly recordId: string;
  readonly isOwner: boolean;
  readonly isLoading: boolean;
  readonly isUploading: boolean;
  readonly isRemoving: boolean;
  /** The slide set's id and file address; null with none. */
  readonly id: string | null;
  readonly slideUrl: string | null;
  /** The page notes, as loaded and as written since. */
  readonly slides: readonly SlideNote[];
  /** The current page's note (its page number is the slider's page); null with no slide set. */
  readonly slide: SlideNote | null;
  readonly view: SlidesViewState;
  /** The bytes to show; null while none or while the server's file is being read. */
  readonly document: SlidesDocument | null;
  /** The file going up and how much of it has (0–1); null when none. */
  readonly upload: { readonly fileName: string; readonly progress: number } | null;
  /** 'Delete all slides' asked and not yet answered. */
  readonly confirmingRemoval: boolean;
  readonly notice: SlidesNotice | null;
  /** The last status said politely to screen readers ('Uploading... 40%', 'Slides uploaded'). */
  readonly announcement: string;
}

/** One record's slides (the record page's Slides tab or the widget's SLIDE NOTES tab). */
export interface RecordSlides {
  readonly state$: Observable<RecordSlidesState>;
  readonly state: RecordSlidesState;
  /** Loads the slide set and its notes, then reads its file. */
  open(): void;
  /** Files dropped or picked: refused unless exactly one PDF/PPT/PPTX, else previewed and uploaded. */
  choose(files: readonly PickedSlideFile[]): Promise<void>;
  /** The viewer could not read the bytes shown. */
  documentFailed(): void;
  /** The slider moved to `pageNumber`; `pageText` is its text (pdf.js getTextContent) for the note's ocr. */
  selectPage(pageNumber: number, pageText?: string): void;
  /** A slide's editor emitted content (already debounced): sent after any call for that note still on its way. */
  writeNote(pageNumber: number, content: NoteContent): void;
  askRemove(): void;
  cancelRemove(): void;
  confirmRemove(): Promise<void>;
  dispose(): void;
}

export const RecordSlidesFactory = Symbol.for("RecordSlidesFactory");

export interface RecordSlidesFactory {
  /** `isOwner`: may upload, delete and write notes (a shared viewer may not). */
  create(recordId: string, options: { readonly isOwner: boolean }): RecordSlides;
}
