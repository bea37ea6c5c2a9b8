import type { QuizQuestion } from "./QuizQuestion";

/** One checked answer. */
export interface QuizAnswer {
  readonly questionId: string;
  readonly choiceId: string;
  readonly correct: boolean;
}

/**
 * A multiple-choice run through a record's questions: one question at a time; a choice is selected,
 * then checked (the right answer shows), then the next question; after the last, the score.
 */
export interface QuizState {
  readonly questions: readonly QuizQuestion[];
  readonly index: number;
  readonly selected: string | null;
  /** The current question's checked answer; null until "Check answer". */
  readonly checked: QuizAnswer | null;
  readonly answers: readonly QuizAnswer[];
  readonly finished: boolean;
}

export type QuizEvent =
  | { readonly type: "started"; readonly questions: readonly QuizQuestion[] }
  | { readonly type: "selected"; readonly choiceId: string }
  | { readonly type: "checked" }
  | { readonly type: "next" }
  | { readonly type: "retried" };

export const startQuiz = (questions: readonly QuizQuestion[]): QuizState => ({
  questions,
  index: 0,
  selected: null,
  checked: null,
  answers: [],
  finished: questions.length === 0,
});

export const currentQuestion = (state: QuizState): QuizQuestion | null =>
  state.finished ? null : (state.questions[state.index] ?? null);

export const quizScore = (state: QuizState): number => state.answers.filter((answer) => answer.correct).length;

/** The quiz's state machine: pure, so any order of presses can be checked without a page. */
export const quizReducer = (state: QuizState, event: QuizEvent): QuizState => {
  switch (event.type) {
    case "started":
      return startQuiz(event.questions);
    case "retried":
      return startQuiz(state.questions);
    case "selected": {
      const question = currentQuestion(state);
      // Once checked, the answer stands; a choice that is not this question's is ignored.
      if (question === null || state.checked !== null) return state;
      if (!question.choices.some((choice) => choice.id === event.choiceId)) return state;
      return { ...state, selected: event.choiceId };
    }
    case "checked": {
      const question = currentQuestion(state);
      if (question === null || state.checked !== null || state.selected === null) return state;
      const answer: QuizAnswer = {
        questionId: question.id,
        choiceId: state.selected,
        correct: state.selected === question.answerId,
      };
      return { ...state, checked: answer, answers: [...state.answers, answer] };
    }
    case "next": {
      if (state.finished || state.checked === null) return state;
      const index = state.index + 1;
      if (index >= state.questions.length) return { ...state, selected: null, checked: null, finished: true };
      return { ...state, index, selected: null, checked: null };
    }
  }
};
