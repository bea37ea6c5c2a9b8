/** The study routes' texts (contract of issue 12), in one place so tests can import them. */
export const STUDY_TEXTS = {
  generateForbidden: "You don't have permission to generate this.",
  noTranscript: "This lecture has no transcript to learn from yet.",
  quizzesForbidden: "Quizzes are not part of your plan.",
  tutorForbidden: "The tutor is not part of your plan.",
  blankQuestion: "Ask a question about this lecture.",
  questionTooLong: "The question may not be greater than 2000 characters.",
  notFound: "I could not find that in this lecture.",
  tutorFailed: "The tutor could not answer just now. Please ask again.",
  generationFailed: "The study material could not be generated",
  summaryType: "The type must be sessions_summaries.",
  parts: "The parts must list what to generate: summary, key_points, action_items or quizzes.",
  tutorType: "The type must be tutor_messages.",
  quizNotFound: "This question does not exist or has been removed.",
  flashcardType: "The type must be flashcards.",
  dueLimit: "The limit must be a whole number from 1 to 100.",
  dueBefore: "The before must be a date in ISO 8601 with a time zone, e.g. 2026-11-22T09:00:00Z.",
} as const;

export const MAX_QUESTION_LENGTH = 2000;
