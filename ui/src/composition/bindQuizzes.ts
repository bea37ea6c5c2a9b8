import type { Container } from "inversify";

/** Quizzes and flashcards (the quiz helper fills this in). */
export const bindQuizzes = (_container: Container): void => undefined;
