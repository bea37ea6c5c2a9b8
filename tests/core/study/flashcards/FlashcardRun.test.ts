import type { Flashcard } from "@lectern/core/study/flashcards/Flashcard";
import { FlashcardRun } from "@lectern/core/study/flashcards/FlashcardRun";
import {
  currentFlashcard,
  flashcardRunReducer,
  startFlashcardRun,
} from "@lectern/core/study/flashcards/flashcardRunReducer";
import { loadFlashcardScheduler } from "@lectern/core/study/flashcards/flashcardScheduler";
import fc from "fast-check";
import { firstValueFrom, filter } from "rxjs";
import { describe, expect, it } from "vitest";
import { aQuestion } from "../quiz/quizMother";

const NOW = Date.UTC(2026, 10, 22, 9, 0, 0);
const items = [aQuestion("1"), aQuestion("2")].map((question) => ({ question, card: null }));

describe("FlashcardRun", () => {
  it("front → Show answer → the four outcomes → Good saves the later card → the new due date → next → done", async () => {
    const saved: Flashcard[] = [];
    const run = new FlashcardRun(
      items,
      async (card) => (saved.push(card), card),
      () => NOW,
    );
    expect(run.state.phase).toBe("front");
    void run.rate(3);
    expect(run.state.phase).toBe("front");
    run.reveal();
    const back = await firstValueFrom(run.state$.pipe(filter((state) => state.preview !== null)));
    expect(back.phase).toBe("back");
    await run.rate(3);
    expect(run.state.phase).toBe("rated");
    expect(saved[0]).toMatchObject({ quizId: "1", sessionId: "41", lastRating: 3 });
    expect(Date.parse(run.state.rated?.card.due ?? "")).toBeGreaterThan(NOW);
    expect(run.state.items[0]?.card).toBe(saved[0]);
    run.next();
    expect(currentFlashcard(run.state)?.question.id).toBe("2");
    run.reveal();
    await firstValueFrom(run.state$.pipe(filter((state) => state.preview !== null)));
    await run.rate(1);
    run.next();
    expect(run.state).toMatchObject({ phase: "done", reviewed: 2 });
  });

  it("keeps the back with the reason when saving fails, to rate again", async () => {
    let fail = true;
    const run = new FlashcardRun(
      items,
      async (card) => {
        if (fail) throw new Error("You are offline.");
        return card;
      },
      () => NOW,
    );
    run.reveal();
    await firstValueFrom(run.state$.pipe(filter((state) => state.preview !== null)));
    await run.rate(4);
    expect(run.state).toMatchObject({ phase: "back", error: "You are offline." });
    fail = false;
    await run.rate(4);
    expect(run.state).toMatchObject({ phase: "rated", error: null, reviewed: 1 });
  });

  it("never goes past its cards, and counts each card reviewed once, whatever is pressed", async () => {
    const scheduler = await loadFlashcardScheduler();
    const preview = scheduler.preview(null, { quizId: "1", sessionId: "41" }, NOW);
    fc.assert(
      fc.property(
        fc.array(
          fc.oneof(
            fc.constantFrom({ type: "revealed" } as const, { type: "next" } as const),
            fc.integer({ min: 0, max: 2 }).map((index) => ({ type: "previewed", index, preview }) as const),
            fc.constantFrom(1, 2, 3, 4).map((rating) => ({ type: "saving", rating }) as const),
            fc
              .integer({ min: 0, max: 2 })
              .map((index) => ({ type: "saved", index, rating: 3, card: preview[3].card }) as const),
            fc.integer({ min: 0, max: 2 }).map((index) => ({ type: "saveFailed", index, message: "No" }) as const),
          ),
          { maxLength: 50 },
        ),
        (events) => {
          let state = startFlashcardRun(items);
          for (const event of events) state = flashcardRunReducer(state, event);
          expect(state.index).toBeLessThanOrEqual(items.length);
          expect(state.reviewed).toBeLessThanOrEqual(items.length);
          expect(state.phase === "done").toBe(state.index === items.length);
          if (state.phase === "saving" || state.phase === "rated") expect(state.preview).not.toBeNull();
        },
      ),
    );
  });
});
