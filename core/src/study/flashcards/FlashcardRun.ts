import type { Observable } from "rxjs";
import { errorText } from "../../kernel/ApiError";
import { Store } from "../../kernel/Store";
import type { Flashcard, FlashcardRating } from "./Flashcard";
import type { FlashcardItem } from "./FlashcardItem";
import {
  type FlashcardRunEvent,
  type FlashcardRunState,
  currentFlashcard,
  flashcardRunReducer,
  startFlashcardRun,
} from "./flashcardRunReducer";
import { type FlashcardScheduler, loadFlashcardScheduler } from "./flashcardScheduler";

/** Saves a rated card (PUT flashcards/{quizId}) and answers the card as the server keeps it. */
export type SaveFlashcard = (card: Flashcard) => Promise<Flashcard>;

/**
 * One review of flashcards (a record's due cards, or "Due today" across records). Runs the pure
 * flashcardRunReducer; turning a card computes its four outcomes with ts-fsrs (loaded on first
 * use), a rating saves the chosen one and shows when the card comes back.
 */
export class FlashcardRun {
  readonly #store: Store<FlashcardRunState>;
  readonly state$: Observable<FlashcardRunState>;

  constructor(
    items: readonly FlashcardItem[],
    private readonly save: SaveFlashcard,
    private readonly now: () => number,
    private readonly scheduler: () => Promise<FlashcardScheduler> = loadFlashcardScheduler,
  ) {
    this.#store = new Store(startFlashcardRun(items));
    this.state$ = this.#store.state$;
  }

  get state(): FlashcardRunState {
    return this.#store.value;
  }

  /** "Show answer": the back, and the ratings' next intervals as soon as they are computed. */
  reveal(): void {
    const index = this.state.index;
    const item = currentFlashcard(this.state);
    this.#dispatch({ type: "revealed" });
    if (item === null) return;
    void this.#preview(index, item);
  }

  /** Rates the card shown: saves its next state; the run then shows the new due date. */
  async rate(rating: FlashcardRating): Promise<void> {
    const { index, preview } = this.state;
    if (preview === null) return;
    this.#dispatch({ type: "saving", rating });
    if (this.state.phase !== "saving") return;
    try {
      const saved = await this.save(preview[rating].card);
      this.#dispatch({ type: "saved", index, rating, card: saved });
    } catch (error) {
      this.#dispatch({ type: "saveFailed", index, message: errorText(error) });
    }
  }

  next(): void {
    this.#dispatch({ type: "next" });
  }

  async #preview(index: number, item: FlashcardItem): Promise<void> {
    try {
      const scheduler = await this.scheduler();
      const preview = scheduler.preview(
        item.card,
        { quizId: item.question.id, sessionId: item.question.sessionId },
        this.now(),
      );
      this.#dispatch({ type: "previewed", index, preview });
    } catch (error) {
      this.#dispatch({ type: "previewFailed", index, message: errorText(error) });
    }
  }

  #dispatch(event: FlashcardRunEvent): void {
    this.#store.set(flashcardRunReducer(this.#store.value, event));
  }
}
