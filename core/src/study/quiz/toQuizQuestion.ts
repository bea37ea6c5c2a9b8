import type { Flashcard } from "../flashcards/Flashcard";
import type { FlashcardResource } from "../flashcards/flashcardReplies";
import { toFlashcard } from "../flashcards/toFlashcard";
import type { QuizQuestion } from "./QuizQuestion";
import type { QuizResource } from "./quizReplies";

/** A decoded `quizzes` resource as the quiz and the flashcards show it. */
export const toQuizQuestion = (resource: QuizResource): QuizQuestion => {
  const attributes = resource.attributes;
  return {
    id: String(resource.id),
    sessionId: String(attributes.session_id),
    sessionName: attributes.session_name ?? "",
    question: attributes.question,
    answer: attributes.answer,
    answerId: String(attributes.answer_id),
    choices: attributes.choices.map((choice) => ({ id: String(choice.id), text: choice.text })),
    summary: attributes.summary ?? null,
    start: attributes.start ?? null,
    end: attributes.end ?? null,
  };
};

/** The user's cards among a reply's included resources, by quiz id. */
export const includedCards = (
  included: readonly { readonly id: string | number; readonly type: string }[] | undefined,
): ReadonlyMap<string, Flashcard> =>
  new Map(
    (included ?? [])
      .filter((resource): resource is FlashcardResource => resource.type === "flashcards")
      .map((resource) => {
        const card = toFlashcard(resource);
        return [card.quizId, card] as const;
      }),
  );
