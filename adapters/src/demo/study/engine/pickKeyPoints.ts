import type { AnalysedLecture } from "./analyseLecture";
import { pickDiverse } from "./pickDiverse";
import { rankOrder } from "./rankSentences";
import type { StudyItem } from "./StudyEngine";
import { studyItemOf } from "./studyItemOf";

/** 5 to 10 key points, more for longer lectures (√sentences). */
export const keyPointCount = (sentences: number): number => Math.max(5, Math.min(10, Math.round(Math.sqrt(sentences))));

/** Only the best-ranked sentences compete (MMR over all 3,000 of a long lecture would be wasted work). */
const CANDIDATES = 80;

/** Key points read best at a moderate length: a clause is too thin, a paragraph too much. */
const moderateLength = (words: number): number =>
  words < 6 ? 0.5 : words < 10 ? 0.85 : words <= 28 ? 1 : words <= 40 ? 0.8 : 0.6;

/**
 * The key points: top-ranked sentences of moderate length chosen by maximal marginal relevance (each
 * next one the best trade of importance against similarity to those already taken), no
 * near-duplicates, in lecture order. Sentences without content words are not usable; when too few
 * are left the lecture gets fewer points.
 */
export const pickKeyPoints = (lecture: AnalysedLecture, scores: readonly number[]): StudyItem[] => {
  const usable = rankOrder(scores).filter((index) => lecture.sentences[index]!.terms.length > 0);
  const wanted = Math.min(keyPointCount(lecture.sentences.length), usable.length);
  const candidates = new Map(
    usable
      .slice(0, CANDIDATES)
      .map((index) => [index, scores[index]! * moderateLength(lecture.sentences[index]!.words)] as const),
  );
  return pickDiverse(lecture, candidates, usable, { wanted, lambda: 0.7, nearDuplicate: 0.5 })
    .sort((a, b) => a - b)
    .map((index) => studyItemOf(lecture.sentences[index]!, lecture.input.highlights));
};
