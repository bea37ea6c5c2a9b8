import {
  currentQuestion,
  type QuizEvent,
  quizReducer,
  quizScore,
  startQuiz,
} from "@lectern/core/study/quiz/quizReducer";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { aQuestion } from "./quizMother";

const questions = [aQuestion("1", 0), aQuestion("2", 2), aQuestion("3", 3)];

const anEvent: fc.Arbitrary<QuizEvent> = fc.oneof(
  fc.constantFrom<QuizEvent>({ type: "checked" }, { type: "next" }, { type: "retried" }),
  fc
    .tuple(fc.constantFrom("1", "2", "3", "9"), fc.integer({ min: 0, max: 4 }))
    .map(([id, index]) => ({ type: "selected", choiceId: `${id}-c${index}` }) as const),
);

describe("quizReducer", () => {
  it("runs one question at a time: select, check (the answer stands), next; the score at the end; retry", () => {
    let state = startQuiz(questions);
    expect(currentQuestion(state)?.id).toBe("1");
    state = quizReducer(state, { type: "checked" });
    expect(state.checked).toBeNull();
    state = quizReducer(state, { type: "selected", choiceId: "1-c0" });
    state = quizReducer(state, { type: "checked" });
    expect(state.checked).toEqual({ questionId: "1", choiceId: "1-c0", correct: true });
    state = quizReducer(state, { type: "selected", choiceId: "1-c1" });
    expect(state.selected).toBe("1-c0");
    state = quizReducer(state, { type: "next" });
    state = quizReducer(state, { type: "selected", choiceId: "2-c1" });
    state = quizReducer(state, { type: "checked" });
    expect(state.checked?.correct).toBe(false);
    state = quizReducer(state, { type: "next" });
    state = quizReducer(state, { type: "selected", choiceId: "3-c3" });
    state = quizReducer(state, { type: "checked" });
    state = quizReducer(state, { type: "next" });
    expect(state.finished).toBe(true);
    expect(quizScore(state)).toBe(2);
    state = quizReducer(state, { type: "retried" });
    expect(state).toEqual(startQuiz(questions));
  });

  it("never counts more than one answer per question, a score above the questions, or a next before a check", () => {
    fc.assert(
      fc.property(fc.array(anEvent, { maxLength: 60 }), (events) => {
        let state = startQuiz(questions);
        for (const event of events) {
          const before = state;
          state = quizReducer(state, event);
          if (event.type === "next" && before.checked === null) expect(state).toBe(before);
          if (event.type === "checked" && state.checked !== null && before.checked === null) {
            const question = before.questions[before.index];
            expect(state.checked.correct).toBe(before.selected === question?.answerId);
          }
        }
        const ids = state.answers.map((answer) => answer.questionId);
        expect(new Set(ids).size).toBe(ids.length);
        expect(quizScore(state)).toBeLessThanOrEqual(state.questions.length);
        expect(state.index).toBeLessThan(state.questions.length);
        expect(state.finished).toBe(state.answers.length === state.questions.length && state.checked === null);
      }),
    );
  });

  it("answering every question right scores them all; an empty deck is finished at once", () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 3 }), { minLength: 1, maxLength: 12 }), (answers) => {
        const deck = answers.map((at, index) => aQuestion(String(index), at));
        let state = startQuiz(deck);
        for (const question of deck) {
          state = quizReducer(state, { type: "selected", choiceId: question.answerId });
          state = quizReducer(state, { type: "checked" });
          state = quizReducer(state, { type: "next" });
        }
        expect(state.finished).toBe(true);
        expect(quizScore(state)).toBe(deck.length);
      }),
    );
    expect(startQuiz([]).finished).toBe(true);
  });
});
