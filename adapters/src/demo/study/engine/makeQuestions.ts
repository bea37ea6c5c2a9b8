import type { AnalysedLecture } from "./analyseLecture";
import { highlightOf } from "./highlightOf";
import { type LectureTerm, type SentenceTerm, lectureTerms, sentenceTerms } from "./lectureTerms";
import { rankOrder } from "./rankSentences";
import { seededOrder } from "./seededOrder";
import type { StudyQuestion } from "./StudyEngine";
import { sameTextKey } from "./studyItemOf";
import { cosine } from "./termVectors";

export const DEFAULT_QUESTION_COUNT = 10;
export const BLANK = "_____";

/** Sentences this similar to one already asked about would ask the same thing again. */
const NEAR_DUPLICATE = 0.7;
/** Wrong answers are drawn from this many of the most plausible same-kind terms. */
const DISTRACTOR_POOL = 12;

const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** Whether one term's words contain the other's ("membrane" in "plasma membrane"): too close to be wrong. */
const overlapping = (a: string, b: string): boolean => ` ${a} `.includes(` ${b} `) || ` ${b} `.includes(` ${a} `);

/** The sentence with every occurrence of the answer blanked out. */
export const clozeOf = (text: string, answer: string): string =>
  text.replace(new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(answer)}(?![\\p{L}\\p{N}])`, "giu"), BLANK);

/**
 * How good a term is as an answer: words that recur in the lecture but are not everywhere (tf × idf
 * of its lemmas over sentences), numbers and names a little ahead, two-word phrases a little ahead.
 */
const termWeight = (term: SentenceTerm, lecture: AnalysedLecture): number => {
  const count = lecture.sentences.length;
  const lemmaWeight = (lemma: string): number => {
    const df = lecture.documentFrequency.get(lemma) ?? 1;
    return Math.log(1 + df) * Math.log(1 + count / df);
  };
  const base = term.lemmas.reduce((sum, lemma) => sum + lemmaWeight(lemma), 0) / term.lemmas.length;
  const kindFactor = term.kind === "noun" ? 1 : 1.15;
  // Two-word phrases read best as answers; three words are often two phrases run together.
  const lengthFactor = term.words === 2 ? 1.15 : term.words === 3 ? 0.9 : 1;
  return base * kindFactor * lengthFactor;
};

/** Three wrong answers of the answer's kind from elsewhere in the lecture, or null when there are not three. */
const wrongAnswersFor = (
  term: SentenceTerm,
  sentenceText: string,
  byKind: ReadonlyMap<string, readonly LectureTerm[]>,
): [string, string, string] | null => {
  const lowerSentence = sentenceText.toLowerCase();
  const plausible = (byKind.get(term.kind) ?? [])
    .filter(
      (other) =>
        other.key !== term.key &&
        !overlapping(other.key, term.key) &&
        // A wrong answer printed in the question itself would give the game away.
        !lowerSentence.includes(other.key),
    )
    // Same number of words first (a phrase against phrases), then the lecture's most frequent terms.
    .sort(
      (a, b) =>
        Math.abs(a.words - term.words) - Math.abs(b.words - term.words) ||
        b.sentences - a.sentences ||
        (a.key < b.key ? -1 : 1),
    )
    .slice(0, DISTRACTOR_POOL);
  const chosen: LectureTerm[] = [];
  for (const other of seededOrder(plausible, term.key, (item) => item.key)) {
    if (chosen.some((taken) => overlapping(taken.key, other.key))) continue;
    chosen.push(other);
    if (chosen.length === 3) break;
  }
  return chosen.length === 3 ? [chosen[0]!.text, chosen[1]!.text, chosen[2]!.text] : null;
};

/**
 * Cloze questions from the lecture's important sentences (the summary's first, then by rank): the
 * sentence's best term is the answer (exactly as written there), the question is the sentence with it
 * blanked, the wrong answers are other terms of the same kind from the same lecture. Deterministic:
 * every choice is by rank or by a hash of the lecture's own words.
 */
export const makeQuestions = (
  lecture: AnalysedLecture,
  scores: readonly number[],
  summaryIndexes: readonly number[],
  count: number = DEFAULT_QUESTION_COUNT,
): StudyQuestion[] => {
  if (count <= 0) return [];
  const termsBySentence = lecture.sentences.map(sentenceTerms);
  const terms = lectureTerms(termsBySentence);
  const byKind = new Map<string, LectureTerm[]>();
  for (const term of terms.values()) byKind.set(term.kind, [...(byKind.get(term.kind) ?? []), term]);

  const inSummary = new Set(summaryIndexes);
  const order = [...summaryIndexes].sort((a, b) => scores[b]! - scores[a]! || a - b);
  for (const index of rankOrder(scores)) if (!inSummary.has(index)) order.push(index);

  const questions: StudyQuestion[] = [];
  const usedAnswers = new Set<string>();
  const usedTexts = new Set<string>();
  const sources: number[] = [];
  for (const index of order) {
    if (questions.length >= count) break;
    const sentence = lecture.sentences[index]!;
    if (sentence.words < 6 || sentence.text.trim().endsWith("?")) continue;
    const textKey = sameTextKey(sentence.text);
    if (usedTexts.has(textKey)) continue;
    const vector = lecture.vectors[index]!;
    if (sources.some((other) => cosine(vector, lecture.vectors[other]!) > NEAR_DUPLICATE)) continue;
    const candidates = termsBySentence[index]!.filter((term) => !usedAnswers.has(term.key))
      .map((term) => ({ term, weight: termWeight(term, lecture) }))
      .sort((a, b) => b.weight - a.weight || a.term.key.localeCompare(b.term.key));
    for (const { term } of candidates) {
      const wrongAnswers = wrongAnswersFor(term, sentence.text, byKind);
      if (!wrongAnswers) continue;
      const question = clozeOf(sentence.text, term.text);
      if (!question.includes(BLANK)) continue;
      const summaryPosition = summaryIndexes.indexOf(index);
      questions.push({
        question,
        answer: term.text,
        wrongAnswers,
        start: sentence.start,
        end: sentence.end,
        poiId: highlightOf(sentence, lecture.input.highlights)?.id ?? null,
        summaryIndex: summaryPosition >= 0 ? summaryPosition : null,
      });
      usedAnswers.add(term.key);
      usedTexts.add(textKey);
      sources.push(index);
      break;
    }
  }
  return questions;
};
