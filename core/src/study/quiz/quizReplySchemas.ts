import { lazyReply } from "../../api/ReplySchema";
import type { SessionDocumentReply } from "../../records/record/recordReplies";
import type { FlashcardReply } from "../flashcards/flashcardReplies";
import type { DueCardsReply, QuizDeckReply } from "./quizReplies";

/** The quiz and flashcard reply schemas, fetched with the first request that needs them. */
export const QUIZ_REPLIES = {
  deck: lazyReply<QuizDeckReply>(async () => (await import("./quizReplies")).QuizDeckReply),
  due: lazyReply<DueCardsReply>(async () => (await import("./quizReplies")).DueCardsReply),
  session: lazyReply<SessionDocumentReply>(
    async () => (await import("../../records/record/recordReplies")).SessionDocumentReply,
  ),
  flashcard: lazyReply<FlashcardReply>(async () => (await import("../flashcards/flashcardReplies")).FlashcardReply),
} as const;
