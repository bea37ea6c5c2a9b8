import type { Flashcard, FlashcardRating } from "@lectern/core/study/flashcards/Flashcard";
import { loadFlashcardScheduler } from "@lectern/core/study/flashcards/flashcardScheduler";
import { intervalText } from "@lectern/core/study/flashcards/intervalText";
import fc from "fast-check";
import { describe, expect, it } from "vitest";

const QUIZ = { quizId: "7", sessionId: "41" };
const START = Date.UTC(2026, 10, 22, 9, 0, 0);
const DAY = 86_400_000;

/** A card's history: ratings given on days that each come when the card was due (or later). */
const aHistory = fc.array(
  fc.record({ rating: fc.constantFrom<FlashcardRating>(1, 2, 3, 4), lateDays: fc.integer({ min: 0, max: 30 }) }),
  { maxLength: 8 },
);

describe("flashcard scheduling (ts-fsrs, FSRS-6)", () => {
  it("moves the due date forward on Good and Easy, and Easy ≥ Good ≥ Hard for the same card", async () => {
    const scheduler = await loadFlashcardScheduler();
    await fc.assert(
      fc.asyncProperty(aHistory, async (history) => {
        let card: Flashcard | null = null;
        let now = START;
        for (const step of history) {
          card = scheduler.preview(card, QUIZ, now)[step.rating].card;
          now = Date.parse(card.due) + step.lateDays * DAY;
        }
        const preview = scheduler.preview(card, QUIZ, now);
        const due = (rating: FlashcardRating) => Date.parse(preview[rating].card.due);
        expect(due(3)).toBeGreaterThan(now);
        expect(due(4)).toBeGreaterThan(now);
        if (card !== null) {
          expect(due(3)).toBeGreaterThan(Date.parse(card.due));
          expect(due(4)).toBeGreaterThan(Date.parse(card.due));
        }
        expect(preview[4].intervalMs).toBeGreaterThanOrEqual(preview[3].intervalMs);
        expect(preview[3].intervalMs).toBeGreaterThanOrEqual(preview[2].intervalMs);
        for (const rating of [1, 2, 3, 4] as const) {
          expect(preview[rating].card).toMatchObject({ quizId: "7", sessionId: "41", lastRating: rating });
          expect(Date.parse(preview[rating].card.lastReview ?? "")).toBe(now);
        }
      }),
      { numRuns: 200 },
    );
  });

  it("schedules in days (no same-day learning steps): a new card rated Good leaves today", async () => {
    const scheduler = await loadFlashcardScheduler();
    const preview = scheduler.preview(null, QUIZ, START);
    for (const rating of [1, 2, 3, 4] as const) expect(preview[rating].intervalMs).toBeGreaterThanOrEqual(DAY);
    expect(preview[3].card.reps).toBe(1);
    expect(preview[3].card.state).toBe(2);
  });

  it("says intervals shortly", () => {
    expect(intervalText(5 * 60_000)).toBe("5 min");
    expect(intervalText(3 * 3_600_000)).toBe("3 hours");
    expect(intervalText(DAY)).toBe("1 day");
    expect(intervalText(3 * DAY)).toBe("3 days");
    expect(intervalText(60 * DAY)).toBe("2 months");
    expect(intervalText(365 * DAY)).toBe("1 year");
  });
});
