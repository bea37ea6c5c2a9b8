/** One choice of a multiple-choice question. */
export interface QuizChoice {
  readonly id: string;
  readonly text: string;
}

/**
 * A quiz question (contract 4, spec 3 §3 "Question"): four choices with the answer among them, and
 * the lecture moment it came from (seconds from the start; null when the server has none).
 */
export interface QuizQuestion {
  readonly id: string;
  readonly sessionId: string;
  readonly sessionName: string;
  readonly question: string;
  readonly answer: string;
  readonly answerId: string;
  readonly choices: readonly QuizChoice[];
  /** The summary line it came from, or null. */
  readonly summary: string | null;
  readonly start: number | null;
  readonly end: number | null;
}
