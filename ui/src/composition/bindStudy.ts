import type { Container } from "inversify";
import { bindQuizzes } from "./bindQuizzes";
import { bindTutor } from "./bindTutor";

/** The study material's services (quizzes and flashcards, the tutor), bound with the signed-in ones. */
export const bindStudy = (container: Container): void => {
  bindQuizzes(container);
  bindTutor(container);
};
