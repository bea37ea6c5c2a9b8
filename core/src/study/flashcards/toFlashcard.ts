import type { Flashcard, FlashcardCardState, FlashcardRating } from "./Flashcard";
import type { FlashcardResource } from "./flashcardReplies";

const cardState = (value: number): FlashcardCardState => (value === 1 || value === 2 || value === 3 ? value : 0);

const rating = (value: number | null | undefined): FlashcardRating | null =>
  value === 1 || value === 2 || value === 3 || value === 4 ? value : null;

/** A decoded `flashcards` resource as the scheduler and the pages use it. */
export const toFlashcard = (resource: FlashcardResource): Flashcard => {
  const attributes = resource.attributes;
  return {
    quizId: String(attributes.quiz_id),
    sessionId:
      attributes.session_id === null || attributes.session_id === undefined ? "" : String(attributes.session_id),
    due: attributes.due,
    stability: attributes.stability,
    difficulty: attributes.difficulty,
    elapsedDays: attributes.elapsed_days,
    scheduledDays: attributes.scheduled_days,
    learningSteps: attributes.learning_steps,
    reps: attributes.reps,
    lapses: attributes.lapses,
    state: cardState(attributes.state),
    lastReview: attributes.last_review ?? null,
    lastRating: rating(attributes.last_rating),
  };
};
