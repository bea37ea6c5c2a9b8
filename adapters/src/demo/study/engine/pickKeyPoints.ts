import type { AnalysedLecture } from "./analyseLecture";
import { rankOrder } from "./rankSentences";
import type { StudyItem } from "./StudyEngine";
import { sameTextKey, studyItemOf } from "./studyItemOf";
import { cosine } from "./termVectors";

/** 5 to 10 key points, more for longer lectures (√sentences). */
export const keyPointCount = (sentences: number): number => Math.max(5, Math.min(10, Math.round(Math.sqrt(sentences))));

/** Only the best-ranked sentences compete (MMR over all 3,000 of a long lecture would be quadratic). */
const CANDIDATES = 80;
/** Relevance against novelty in maximal marginal relevance. */
const LAMBDA = 0.7;
/** Above this similarity to a point already taken, a sentence is a near-duplicate. */
const NEAR_DUPLICATE = 0.5;

/** Key points read best at a moderate length: a clause is too thin, a paragraph too much. */
const moderateLength = (words: number): number =>
  words < 6 ? 0.5 : words < 10 ? 0.85 : words <= 28 ? 1 : words <= 40 ? 0.8 : 0.6;

/**
 * The key points: top-ranked sentences chosen by maximal marginal relevance (each next one the best
 * trade of importance against similarity to those already taken), no near-duplicates, in lecture order.
 * Sentences without content words are not usable; when too few are left the lecture gets fewer points.
 */
export const pickKeyPoints = (lecture: AnalysedLecture, scores: readonly number[]): StudyItem[] => {
  const usable = rankOrder(scores).filter((index) => lecture.sentences[index]!.terms.length > 0);
  const wanted = Math.min(keyPointCount(lecture.sentences.length), usable.length);
  const relevance = new Map<number, number>();
  for (const index of usable.slice(0, CANDIDATES)) {
    relevance.set(index, scores[index]! * moderateLength(lecture.sentences[index]!.words));
  }
  const top = Math.max(...relevance.values(), Number.MIN_VALUE);
  const picked: number[] = [];
  const seen = new Set<string>();
  const similarity = (index: number): number =>
    Math.max(0, ...picked.map((other) => cosine(lecture.vectors[index]!, lecture.vectors[other]!)));
  while (picked.length < wanted && relevance.size > 0) {
    let best = -1;
    let bestValue = -Infinity;
    for (const [index, value] of relevance) {
      const marginal = LAMBDA * (value / top) - (1 - LAMBDA) * similarity(index);
      if (marginal > bestValue || (marginal === bestValue && index < best)) {
        best = index;
        bestValue = marginal;
      }
    }
    relevance.delete(best);
    const key = sameTextKey(lecture.sentences[best]!.text);
    if (seen.has(key) || similarity(best) > NEAR_DUPLICATE) continue;
    seen.add(key);
    picked.push(best);
  }
  // Few distinct candidates left (a repetitive lecture): fill with the next best distinct sentences.
  for (const index of usable) {
    if (picked.length >= wanted) break;
    const key = sameTextKey(lecture.sentences[index]!.text);
    if (seen.has(key)) continue;
    seen.add(key);
    picked.push(index);
  }
  return picked.sort((a, b) => a - b).map((index) => studyItemOf(lecture.sentences[index]!, lecture.input.highlights));
};
