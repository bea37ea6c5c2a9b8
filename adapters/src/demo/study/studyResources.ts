import type { DemoFlashcard, DemoQuiz, DemoRecordingSession, DemoTutorMessage } from "../db/DemoSnapshot";
import { iso } from "../routing/replies";

/** JSON:API `quizzes` resource (spec 3 §3 "Question"). */
export const quizResource = (quiz: DemoQuiz, session: Pick<DemoRecordingSession, "id" | "name">) => ({
  id: quiz.id,
  type: "quizzes",
  attributes: {
    question_id: quiz.id,
    question: quiz.question,
    answer: quiz.answer,
    answer_id: quiz.answerId,
    choices: quiz.choices.map((choice) => ({ id: choice.id, text: choice.text })),
    summary_id: quiz.summaryId,
    summary: quiz.summaryText,
    start: quiz.start,
    end: quiz.end,
    session_id: session.id,
    session_name: session.name,
    created_at: iso(quiz.createdAt),
  },
  relationships: {
    summary: { data: quiz.summaryId === null ? null : { id: quiz.summaryId, type: "sessions_summaries" } },
    poi: { data: quiz.poiId === null ? null : { id: quiz.poiId, type: "pois" } },
  },
});

/** JSON:API `flashcards` resource: one user's FSRS card of one question (id = the quiz's id). */
export const flashcardResource = (card: DemoFlashcard) => ({
  id: card.quizId,
  type: "flashcards",
  attributes: {
    quiz_id: card.quizId,
    session_id: card.sessionId,
    due: iso(card.due),
    stability: card.stability,
    difficulty: card.difficulty,
    elapsed_days: card.elapsedDays,
    scheduled_days: card.scheduledDays,
    learning_steps: card.learningSteps,
    reps: card.reps,
    lapses: card.lapses,
    state: card.state,
    last_review: card.lastReview === null ? null : iso(card.lastReview),
    last_rating: card.lastRating,
  },
});

/** JSON:API `tutor_messages` resource: a question or an answer with its citations. */
export const tutorMessageResource = (message: DemoTutorMessage) => ({
  id: message.id,
  type: "tutor_messages",
  attributes: {
    role: message.role,
    segments: message.segments.map((segment) => ({ ...segment })),
    stopped: message.stopped,
    created_at: iso(message.createdAt),
  },
});
