import { pageCounterText } from "./slidesTexts";

/** Spec 3 §3 "Slide page/note". */
export interface SlideNote {
  /** The server's id; null for a blank page made locally that the server has not created yet. */
  readonly id: string | null;
  readonly slideId: string;
  readonly pageUrl: string | null;
  readonly pageNumber: number;
  /** Sanitised HTML. */
  readonly note: string;
  /** Its plain text. */
  readonly text: string;
  readonly ocr: string | null;
  readonly createdAt: string | null;
}

export interface PageSelection {
  /** The current slide after selecting. */
  readonly slide: SlideNote | null;
  /** The notes with the blank page added when one was made. */
  readonly slides: readonly SlideNote[];
  /** True when the owner should create this blank page's note on the server. */
  readonly createOnServer: boolean;
}

/** A blank page of a slide set, before the server has a note for it. */
export const blankSlideNote = (slideId: string, pageNumber: number): SlideNote => ({
  id: null,
  slideId,
  pageUrl: null,
  pageNumber,
  note: "",
  text: "",
  ocr: null,
  createdAt: null,
});

/**
 * Spec 3 §4 "Selecting a page": the existing note for that page number; if none and a slide set
 * exists, a blank local page (created on the server when the user is the owner). With no slide set
 * nothing is selected.
 */
export const selectSlidePage = (
  slides: readonly SlideNote[],
  pageNumber: number,
  slideSetId: string | null,
  isOwner: boolean,
): PageSelection => {
  const existing = slides.find((slide) => slide.pageNumber === pageNumber);
  if (existing) return { slide: existing, slides, createOnServer: false };
  if (slideSetId === null) return { slide: null, slides, createOnServer: false };
  const blank = blankSlideNote(slideSetId, pageNumber);
  return { slide: blank, slides: [...slides, blank], createOnServer: isOwner };
};

/**
 * Spec 3 §4: the notes list shows the non-empty notes that are not the current slide, plus the
 * current slide, by descending page number.
 */
export const visibleSlideNotes = (slides: readonly SlideNote[], current: SlideNote | null): readonly SlideNote[] => {
  const others = slides.filter(
    (slide) => slide.text.trim() !== "" && (current === null || slide.pageNumber !== current.pageNumber),
  );
  const shown = current === null ? others : [...others, current];
  return [...shown].sort((a, b) => b.pageNumber - a.pageNumber);
};

/** A page number kept within 1..pageCount (1 when there are no pages). */
export const clampPage = (pageNumber: number, pageCount: number): number =>
  Math.min(Math.max(1, Math.trunc(pageNumber)), Math.max(1, pageCount));

export const previousPage = (current: number, pageCount: number): number => clampPage(current - 1, pageCount);

export const nextPage = (current: number, pageCount: number): number => clampPage(current + 1, pageCount);

/** The slider's 'N / M' counter. */
export const pageCounter = (current: number, pageCount: number): string =>
  pageCounterText(clampPage(current, pageCount), pageCount);
