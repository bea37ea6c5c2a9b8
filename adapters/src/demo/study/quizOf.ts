import type { DemoQuiz, DemoSummaryItem } from "../db/DemoSnapshot";
import type { StudyQuestion } from "./engine/StudyEngine";

/** A small stable hash of a text, so a question's answer sits at the same place every time. */
const hashOf = (text: string): number => {
  let hash = 2166136261;
  for (let index = 0; index < text.length; index += 1) hash = Math.imul(hash ^ text.charCodeAt(index), 16777619);
  return hash >>> 0;
};

/**
 * A quiz row from the engine's question: four choices (ids `{quiz id}-1…4`), the answer at a place
 * fixed by the question's text (so not always first), the summary item it came from.
 */
export const quizOf = (
  id: string,
  sessionId: string,
  question: StudyQuestion,
  summary: { readonly id: string | null; readonly item: DemoSummaryItem | null },
  createdAt: number,
): DemoQuiz => {
  const wrong = [...question.wrongAnswers];
  const place = hashOf(question.question) % 4;
  const texts = [...wrong.slice(0, place), question.answer, ...wrong.slice(place)];
  const choices = texts.map((text, index) => ({ id: `${id}-${index + 1}`, text }));
  return {
    id,
    sessionId,
    question: question.question,
    answer: question.answer,
    answerId: choices[place]!.id,
    choices,
    summaryId: summary.id,
    summaryText: summary.item?.text ?? null,
    poiId: question.poiId,
    start: question.start,
    end: question.end,
    createdAt,
  };
};
