/** FSRS ratings (contract 5 `last_rating`): Again 1, Hard 2, Good 3, Easy 4. */
export type FlashcardRating = 1 | 2 | 3 | 4;

export const FLASHCARD_RATINGS: readonly FlashcardRating[] = [1, 2, 3, 4];

/** FSRS card states: New 0, Learning 1, Review 2, Relearning 3. */
export type FlashcardCardState = 0 | 1 | 2 | 3;

/**
 * This user's spaced-repetition card for one quiz question (contract 5 `flashcards`). Times are ISO
 * strings as the server keeps them; the client computes the next state with ts-fsrs and saves it.
 */
export interface Flashcard {
  readonly quizId: string;
  readonly sessionId: string;
  readonly due: string;
  readonly stability: number;
  readonly difficulty: number;
  readonly elapsedDays: number;
  readonly scheduledDays: number;
  readonly learningSteps: number;
  readonly reps: number;
  readonly lapses: number;
  readonly state: FlashcardCardState;
  readonly lastReview: string | null;
  readonly lastRating: FlashcardRating | null;
}

/** The wire attributes of `PUT flashcards/{quizId}` (contract 5: every field but quiz_id and session_id). */
export const toFlashcardAttributes = (card: Flashcard) => ({
  due: card.due,
  stability: card.stability,
  difficulty: card.difficulty,
  elapsed_days: card.elapsedDays,
  scheduled_days: card.scheduledDays,
  learning_steps: card.learningSteps,
  reps: card.reps,
  lapses: card.lapses,
  state: card.state,
  last_review: card.lastReview,
  last_rating: card.lastRating,
});
