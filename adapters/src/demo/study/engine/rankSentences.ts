import type { AnalysedLecture, AnalysedSentence } from "./analyseLecture";
import { highlightOf, overlaps } from "./highlightOf";
import type { TermVector } from "./termVectors";

/** How much more a sentence inside a student's highlight weighs. */
export const HIGHLIGHT_BOOST = 1.6;
/** A sentence within this many seconds of a note's time weighs more. */
export const NOTE_WINDOW_SECONDS = 30;
export const NOTE_NEAR_BOOST = 1.3;
/** Per content word shared with a note (up to three). */
export const NOTE_WORD_BOOST = 0.15;

/** Short sentences ("Good morning.") make poor summaries; very long ones read badly. */
const lengthFactor = (words: number): number => (words < 5 ? 0.4 : words < 8 ? 0.8 : words <= 35 ? 1 : 0.85);

/**
 * The student's weight on a sentence: ≥ 1, a product of independent factors, so marking a sentence can
 * only raise its score and never changes another sentence's (the monotonicity the tests check).
 */
export const studentBoost = (lecture: AnalysedLecture, sentence: AnalysedSentence): number => {
  let boost = 1;
  if (highlightOf(sentence, lecture.input.highlights)) boost *= HIGHLIGHT_BOOST;
  lecture.input.notes.forEach((note, index) => {
    if (
      note.time !== null &&
      overlaps(sentence.start, sentence.end, note.time - NOTE_WINDOW_SECONDS, note.time + NOTE_WINDOW_SECONDS)
    ) {
      boost *= NOTE_NEAR_BOOST;
    }
    const noteTerms = lecture.noteTerms[index]!;
    const shared = new Set(sentence.terms.filter((term) => noteTerms.has(term))).size;
    boost *= 1 + NOTE_WORD_BOOST * Math.min(3, shared);
  });
  return boost;
};

/**
 * Each sentence's importance: its centrality (cosine of its TF-IDF vector with the lecture's
 * centroid, i.e. how much it says of what the whole lecture is about) × a length factor × the
 * student's boost. Scores by sentence index; higher is more important.
 */
export const rankSentences = (lecture: AnalysedLecture): number[] => {
  const centroid = new Map<string, number>();
  for (const vector of lecture.vectors) {
    for (const [term, weight] of vector) centroid.set(term, (centroid.get(term) ?? 0) + weight);
  }
  let norm = 0;
  for (const weight of centroid.values()) norm += weight * weight;
  norm = Math.sqrt(norm) || 1;
  const centrality = (vector: TermVector): number => {
    let sum = 0;
    for (const [term, weight] of vector) sum += weight * (centroid.get(term) ?? 0);
    return sum / norm;
  };
  return lecture.sentences.map(
    (sentence) =>
      centrality(lecture.vectors[sentence.index]!) * lengthFactor(sentence.words) * studentBoost(lecture, sentence),
  );
};

/** Sentence indexes best first; ties go to the earlier sentence, so the order is deterministic. */
export const rankOrder = (scores: readonly number[]): number[] =>
  scores.map((_, index) => index).sort((a, b) => scores[b]! - scores[a]! || a - b);
