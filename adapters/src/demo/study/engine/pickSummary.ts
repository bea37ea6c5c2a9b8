import type { AnalysedLecture } from "./analyseLecture";
import { pickDiverse } from "./pickDiverse";
import { rankOrder } from "./rankSentences";
import type { StudyItem } from "./StudyEngine";
import { studyItemOf } from "./studyItemOf";

/** About a tenth of the lecture, at least 3 sentences and at most 12. */
export const summaryLength = (sentences: number): number =>
  Math.min(sentences, Math.max(3, Math.min(12, Math.round(sentences / 10))));

/** The best-ranked sentences compete, a few times as many as are wanted. */
const CANDIDATES_PER_ITEM = 6;

/**
 * The extractive summary: the best-ranked sentences, mostly by rank but not saying the same thing
 * twice (a light MMR: a summary should cover the lecture, not repeat its most frequent word), shown in
 * lecture order. Returns the items and, for each, its sentence index.
 */
export const pickSummary = (
  lecture: AnalysedLecture,
  scores: readonly number[],
): { items: StudyItem[]; indexes: number[] } => {
  const wanted = summaryLength(lecture.sentences.length);
  const order = rankOrder(scores);
  const candidates = new Map(
    order.slice(0, Math.max(60, wanted * CANDIDATES_PER_ITEM)).map((index) => [index, scores[index]!] as const),
  );
  const indexes = pickDiverse(lecture, candidates, order, { wanted, lambda: 0.8, nearDuplicate: 0.6 }).sort(
    (a, b) => a - b,
  );
  return {
    indexes,
    items: indexes.map((index) => studyItemOf(lecture.sentences[index]!, lecture.input.highlights)),
  };
};
