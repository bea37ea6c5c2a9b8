import type { AnalysedLecture } from "./analyseLecture";
import { sameTextKey } from "./studyItemOf";
import { cosine } from "./termVectors";

export interface DiversityOptions {
  /** How many to pick. */
  readonly wanted: number;
  /** Relevance against novelty: 1 is pure rank, lower prefers what the picks do not say yet. */
  readonly lambda: number;
  /** Above this similarity to a pick already taken, a sentence is a near-duplicate and skipped. */
  readonly nearDuplicate: number;
}

/**
 * Maximal marginal relevance: from `candidates` (sentence index → relevance, best first), each next pick
 * is the best trade of relevance against similarity to the picks so far; repeats and near-duplicates
 * are skipped. When the candidates run out of distinct sentences, the rest of `fallback` (indexes best
 * first) fills up with any sentence not said yet. Returns sentence indexes in picking order.
 */
export const pickDiverse = (
  lecture: AnalysedLecture,
  candidates: ReadonlyMap<number, number>,
  fallback: readonly number[],
  { wanted, lambda, nearDuplicate }: DiversityOptions,
): number[] => {
  const remaining = new Map(candidates);
  const top = Math.max(...remaining.values(), Number.MIN_VALUE);
  const picked: number[] = [];
  const seen = new Set<string>();
  // The highest similarity of each candidate to any pick, updated as picks come (linear, not quadratic).
  const similarity = new Map<number, number>();
  const take = (index: number): void => {
    picked.push(index);
    seen.add(sameTextKey(lecture.sentences[index]!.text));
    for (const other of remaining.keys()) {
      const next = cosine(lecture.vectors[other]!, lecture.vectors[index]!);
      if (next > (similarity.get(other) ?? 0)) similarity.set(other, next);
    }
  };
  while (picked.length < wanted && remaining.size > 0) {
    let best = -1;
    let bestValue = -Infinity;
    for (const [index, relevance] of remaining) {
      const marginal = lambda * (relevance / top) - (1 - lambda) * (similarity.get(index) ?? 0);
      if (marginal > bestValue || (marginal === bestValue && index < best)) {
        best = index;
        bestValue = marginal;
      }
    }
    remaining.delete(best);
    if (seen.has(sameTextKey(lecture.sentences[best]!.text))) continue;
    if ((similarity.get(best) ?? 0) > nearDuplicate) continue;
    take(best);
  }
  for (const index of fallback) {
    if (picked.length >= wanted) break;
    if (seen.has(sameTextKey(lecture.sentences[index]!.text))) continue;
    take(index);
  }
  return picked;
};
