import type { Flashcard, FlashcardCardState, FlashcardRating } from "./Flashcard";

/** What one rating would do to a card: the card to save and when it comes back. */
export interface FlashcardOutcome {
  readonly rating: FlashcardRating;
  readonly card: Flashcard;
  /** Milliseconds from the review to the new due date. */
  readonly intervalMs: number;
}

export type FlashcardPreview = Readonly<Record<FlashcardRating, FlashcardOutcome>>;

/** Computes the next state of a card for each rating (ts-fsrs, FSRS-6). */
export interface FlashcardScheduler {
  /** The four outcomes of reviewing `card` (null: a question never rated) at `now` (ms). */
  preview(
    card: Flashcard | null,
    quiz: { readonly quizId: string; readonly sessionId: string },
    now: number,
  ): FlashcardPreview;
}

type Fsrs = typeof import("ts-fsrs");

/**
 * Days, not minutes: Lectern reviews once a day ("Due today"), so the short-term learning steps
 * (1 and 10 minutes) are off and every rating schedules a later day. No fuzz, so the interval a
 * button shows is the one saved.
 */
const buildScheduler = ({ fsrs, createEmptyCard }: Fsrs): FlashcardScheduler => {
  const scheduler = fsrs({ enable_short_term: false, enable_fuzz: false });
  return {
    preview(card, quiz, now) {
      const input =
        card === null
          ? createEmptyCard(new Date(now))
          : {
              due: new Date(card.due),
              stability: card.stability,
              difficulty: card.difficulty,
              elapsed_days: card.elapsedDays,
              scheduled_days: card.scheduledDays,
              learning_steps: card.learningSteps,
              reps: card.reps,
              lapses: card.lapses,
              state: card.state,
              last_review: card.lastReview === null ? undefined : new Date(card.lastReview),
            };
      const outcome = (rating: FlashcardRating): FlashcardOutcome => {
        const next = scheduler.next(input, new Date(now), rating).card;
        return {
          rating,
          intervalMs: next.due.getTime() - now,
          card: {
            quizId: quiz.quizId,
            sessionId: quiz.sessionId,
            due: next.due.toISOString(),
            stability: next.stability,
            difficulty: next.difficulty,
            elapsedDays: next.elapsed_days,
            scheduledDays: next.scheduled_days,
            learningSteps: next.learning_steps,
            reps: next.reps,
            lapses: next.lapses,
            state: next.state as FlashcardCardState,
            lastReview: (next.last_review ?? new Date(now)).toISOString(),
            lastRating: rating,
          },
        };
      };
      return { 1: outcome(1), 2: outcome(2), 3: outcome(3), 4: outcome(4) };
    },
  };
};

let loading: Promise<FlashcardScheduler> | null = null;

/**
 * The scheduler, with ts-fsrs imported on first use: it stays out of the signed-in chunk and loads
 * only when a flashcard is turned. A failed import is tried again next time.
 */
export const loadFlashcardScheduler = (): Promise<FlashcardScheduler> => {
  loading ??= import("ts-fsrs").then(buildScheduler).catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
};
