import type { QuizQuestion } from "../quiz/QuizQuestion";
import type { Flashcard } from "./Flashcard";

/** A question turned into a flashcard: its front is the question, its back the answer; null card = never rated. */
export interface FlashcardItem {
  readonly question: QuizQuestion;
  readonly card: Flashcard | null;
}

/**
 * What is due by `before` (ms), in the order contract 5's due list uses: rated cards by due date
 * first, then questions never rated, in their own order.
 */
export const dueItems = (
  questions: readonly QuizQuestion[],
  cards: ReadonlyMap<string, Flashcard>,
  before: number,
): readonly FlashcardItem[] => {
  const items = questions.map((question) => ({ question, card: cards.get(question.id) ?? null }));
  const scheduled = items
    .filter((item) => item.card !== null && Date.parse(item.card.due) <= before)
    .sort((a, b) => Date.parse(a.card?.due ?? "") - Date.parse(b.card?.due ?? ""));
  return [...scheduled, ...items.filter((item) => item.card === null)];
};

/** The earliest due date (ISO) among `cards` after `now`, or null when none is scheduled. */
export const nextDue = (cards: Iterable<Flashcard>, now: number): string | null => {
  let best: string | null = null;
  for (const card of cards) {
    const due = Date.parse(card.due);
    if (due > now && (best === null || due < Date.parse(best))) best = card.due;
  }
  return best;
};
