import type { ApiClient } from "../../api/ApiClient";
import { quizCalls } from "../quiz/quizCalls";
import { QUIZ_REPLIES } from "../quiz/quizReplySchemas";
import { type Flashcard, toFlashcardAttributes } from "./Flashcard";
import { toFlashcard } from "./toFlashcard";

/** `PUT flashcards/{quizId}` (contract 5): stores the card's new state; answers the card as saved. */
export const saveFlashcard = async (api: Pick<ApiClient, "request">, card: Flashcard): Promise<Flashcard> => {
  const reply = await api.request(
    {
      method: "PUT",
      path: quizCalls.flashcard(card.quizId),
      body: { data: { type: "flashcards", id: card.quizId, attributes: toFlashcardAttributes(card) } },
    },
    QUIZ_REPLIES.flashcard,
  );
  const saved = toFlashcard(reply.data);
  return saved.sessionId === "" ? { ...saved, sessionId: card.sessionId } : saved;
};
