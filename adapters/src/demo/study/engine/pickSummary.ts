import type { AnalysedLecture } from "./analyseLecture";
import { rankOrder } from "./rankSentences";
import type { StudyItem } from "./StudyEngine";
import { sameTextKey, studyItemOf } from "./studyItemOf";
import { cosine } from "./termVectors";

/** About a tenth of the lecture, at least 3 sentences and at most 12. */
export const summaryLength = (sentences: number): number =>
  Math.min(sentences, Math.max(3, Math.min(12, Math.round(sentences / 10))));

/** Two sentences this similar say the same thing: the summary keeps the better one. */
const NEAR_DUPLICATE = 0.85;

/**
 * The extractive summary: the best-ranked sentences (skipping repeats of one already taken), shown in
 * lecture order. Returns the items and, for each, its sentence index.
 */
export const pickSummary = (
  lecture: AnalysedLecture,
  scores: readonly number[],
): { items: StudyItem[]; indexes: number[] } => {
  const wanted = summaryLength(lecture.sentences.length);
  const picked: number[] = [];
  const seen = new Set<string>();
  for (const index of rankOrder(scores)) {
    if (picked.length >= wanted) break;
    const key = sameTextKey(lecture.sentences[index]!.text);
    if (seen.has(key)) continue;
    const vector = lecture.vectors[index]!;
    if (vector.size > 0 && picked.some((other) => cosine(vector, lecture.vectors[other]!) > NEAR_DUPLICATE)) continue;
    seen.add(key);
    picked.push(index);
  }
  const indexes = picked.sort((a, b) => a - b);
  return {
    indexes,
    items: indexes.map((index) => studyItemOf(lecture.sentences[index]!, lecture.input.highlights)),
  };
};
