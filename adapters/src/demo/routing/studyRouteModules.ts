// The demo API's study routes (issue 12: generation, quizzes, flashcards, the tutor), loaded together
// on the first request for one of them. The pipeline and the engine load on their first use.
export { flashcardRoutes } from "../handlers/flashcardRoutes";
export { quizRoutes } from "../handlers/quizRoutes";
export { studyGenerationRoutes } from "../handlers/studyGenerationRoutes";
export { tutorRoutes } from "../handlers/tutorRoutes";
