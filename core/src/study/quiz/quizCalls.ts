/** Contract 3–5: the calls of quizzes and flashcards. */
export const quizCalls = {
  session: (sessionId: string) => `sessions/${sessionId}`,
  sessionQuizzes: (sessionId: string) => `sessions/${sessionId}/quizzes`,
  generate: (sessionId: string) => `sessions/${sessionId}/summaries`,
  flashcard: (quizId: string) => `flashcards/${quizId}`,
  due: () => "flashcards/due",
} as const;

/** Contract 4 `meta.status` of quiz generation. */
export const QUIZ_GENERATION = { generating: 0, completed: 20, failed: 30 } as const;

/** The most `GET flashcards/due` answers at once (contract 5). */
export const DUE_LIMIT = 100;
