import type { QuizQuestion } from "@lectern/core/study/quiz/QuizQuestion";

/** A question with four choices; the answer is choice `answerAt` (not always the first, as on the wire). */
export const aQuestion = (id: string, answerAt = 1, overrides: Partial<QuizQuestion> = {}): QuizQuestion => {
  const choices = [0, 1, 2, 3].map((index) => ({ id: `${id}-c${index}`, text: `Choice ${index} of ${id}` }));
  return {
    id,
    sessionId: "41",
    sessionName: "Cell biology",
    question: `Question ${id}?`,
    answer: choices[answerAt]?.text ?? "",
    answerId: `${id}-c${answerAt}`,
    choices,
    summary: null,
    start: 12.5,
    end: 18,
    ...overrides,
  };
};

/** The wire shape of a question (contract 4). */
export const quizResource = (id: string, answerAt = 1, sessionId = "41") => ({
  id,
  type: "quizzes",
  attributes: {
    question_id: id,
    question: `Question ${id}?`,
    answer: `Choice ${answerAt} of ${id}`,
    answer_id: `${id}-c${answerAt}`,
    choices: [0, 1, 2, 3].map((index) => ({ id: `${id}-c${index}`, text: `Choice ${index} of ${id}` })),
    summary_id: "3",
    summary: "A summary line.",
    start: 12.5,
    end: 18,
    session_id: sessionId,
    session_name: "Cell biology",
    created_at: "2026-11-22T09:00:00.000Z",
  },
});

/** The wire shape of a card (contract 5). */
export const flashcardResource = (quizId: string, due: string, sessionId = "41") => ({
  id: quizId,
  type: "flashcards",
  attributes: {
    quiz_id: quizId,
    session_id: sessionId,
    due,
    stability: 3.2,
    difficulty: 5.1,
    elapsed_days: 0,
    scheduled_days: 3,
    learning_steps: 0,
    reps: 1,
    lapses: 0,
    state: 2,
    last_review: "2026-11-20T09:00:00.000Z",
    last_rating: 3,
  },
});
