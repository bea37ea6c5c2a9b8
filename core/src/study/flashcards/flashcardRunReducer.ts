import type { Flashcard, FlashcardRating } from "./Flashcard";
import type { FlashcardItem } from "./FlashcardItem";
import type { FlashcardPreview } from "./flashcardScheduler";

/**
 * A review of flashcards, one at a time: the front (question) → "Show answer" → the back with the
 * four ratings → saving → rated (the new due date shown) → the next card; after the last, done.
 */
export interface FlashcardRunState {
  readonly items: readonly FlashcardItem[];
  readonly index: number;
  readonly phase: "front" | "back" | "saving" | "rated" | "done";
  /** The four ratings' outcomes for the current card; null until computed (ts-fsrs loads on first use). */
  readonly preview: FlashcardPreview | null;
  /** The card as saved after its rating. */
  readonly rated: { readonly rating: FlashcardRating; readonly card: Flashcard } | null;
  /** Why the last save failed (the back stays, to rate again). */
  readonly error: string | null;
  readonly reviewed: number;
}

export type FlashcardRunEvent =
  | { readonly type: "revealed" }
  | { readonly type: "previewed"; readonly index: number; readonly preview: FlashcardPreview }
  | { readonly type: "saving"; readonly rating: FlashcardRating }
  | { readonly type: "saved"; readonly index: number; readonly rating: FlashcardRating; readonly card: Flashcard }
  | { readonly type: "saveFailed"; readonly index: number; readonly message: string }
  | { readonly type: "previewFailed"; readonly index: number; readonly message: string }
  | { readonly type: "next" };

export const startFlashcardRun = (items: readonly FlashcardItem[]): FlashcardRunState => ({
  items,
  index: 0,
  phase: items.length === 0 ? "done" : "front",
  preview: null,
  rated: null,
  error: null,
  reviewed: 0,
});

export const currentFlashcard = (state: FlashcardRunState): FlashcardItem | null =>
  state.phase === "done" ? null : (state.items[state.index] ?? null);

/** The flashcard review's state machine: pure; answers for a card no longer shown are dropped. */
export const flashcardRunReducer = (state: FlashcardRunState, event: FlashcardRunEvent): FlashcardRunState => {
  switch (event.type) {
    case "revealed":
      return state.phase === "front" ? { ...state, phase: "back", error: null } : state;
    case "previewed":
      return event.index === state.index && state.phase !== "done" ? { ...state, preview: event.preview } : state;
    case "saving":
      return state.phase === "back" && state.preview !== null ? { ...state, phase: "saving", error: null } : state;
    case "saved": {
      if (state.phase !== "saving" || event.index !== state.index) return state;
      const items = state.items.map((item, index) => (index === state.index ? { ...item, card: event.card } : item));
      return {
        ...state,
        items,
        phase: "rated",
        rated: { rating: event.rating, card: event.card },
        reviewed: state.reviewed + 1,
      };
    }
    case "saveFailed":
      return state.phase === "saving" && event.index === state.index
        ? { ...state, phase: "back", error: event.message }
        : state;
    case "previewFailed":
      return state.phase === "back" && event.index === state.index ? { ...state, error: event.message } : state;
    case "next": {
      if (state.phase !== "rated") return state;
      const index = state.index + 1;
      const done = index >= state.items.length;
      return { ...state, index, phase: done ? "done" : "front", preview: null, rated: null, error: null };
    }
  }
};
