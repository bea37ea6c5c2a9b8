import { nextDue } from "@lectern/core/study/flashcards/FlashcardItem";
import type { QuizDeck, QuizDeckState } from "@lectern/core/study/quiz/QuizDeck";
import { useMemo } from "react";
import { FlashcardFlow } from "./FlashcardFlow";
import { FlashcardSchedule } from "./FlashcardSchedule";
import { QUIZ_TEXTS as TEXTS, dueDateText } from "./quizTexts";

export interface RecordFlashcardsProps {
  readonly deck: QuizDeck;
  readonly state: Extract<QuizDeckState, { phase: "ready" }>;
}

/** One record's flashcards: those due today (and never rated), then "all caught up" with the next date. */
export function RecordFlashcards({ deck, state }: RecordFlashcardsProps) {
  const questionKey = state.questions.map((question) => question.id).join(",");
  // A new run when the questions change (regenerated); a saved rating keeps the run going.
  // oxlint-disable-next-line react-hooks/exhaustive-deps
  const run = useMemo(() => deck.flashcardRun(), [deck, questionKey]);
  const next = nextDue(state.cards.values(), Date.now());
  return (
    <div className="record-flashcards">
      <FlashcardFlow
        run={run}
        done={{
          title: TEXTS.allDoneRecordTitle,
          text: TEXTS.allDoneText(next === null ? null : dueDateText(next)),
        }}
      />
      <FlashcardSchedule questions={state.questions} cards={state.cards} />
    </div>
  );
}
