import type { Flashcard } from "@lectern/core/study/flashcards/Flashcard";
import type { QuizQuestion } from "@lectern/core/study/quiz/QuizQuestion";
import { QUIZ_TEXTS as TEXTS, dueDateText } from "./quizTexts";

export interface FlashcardScheduleProps {
  readonly questions: readonly QuizQuestion[];
  readonly cards: ReadonlyMap<string, Flashcard>;
}

/** Every card of the record with its next review (as the server keeps it), folded away until asked. */
export function FlashcardSchedule({ questions, cards }: FlashcardScheduleProps) {
  return (
    <details className="flashcard-schedule">
      <summary>{TEXTS.scheduleTitle(questions.length)}</summary>
      <ul className="flashcard-schedule__list">
        {questions.map((question) => {
          const card = cards.get(question.id);
          return (
            <li key={question.id} className="flashcard-schedule__item">
              <span className="flashcard-schedule__question">{question.question}</span>
              <span className="flashcard-schedule__due">
                {card === undefined ? TEXTS.scheduleNew : TEXTS.scheduleDue(dueDateText(card.due))}
              </span>
            </li>
          );
        })}
      </ul>
    </details>
  );
}
