import MiniSearch from "minisearch";
import type { StudyInput, TutorPassage } from "./StudyEngine";
import { sameTextKey } from "./studyItemOf";
import { processTutorTerm } from "./tutorTerms";

/** One searchable piece of the lecture. */
interface TutorDocument {
  readonly id: number;
  readonly text: string;
  readonly source: TutorPassage["source"];
  readonly start: number;
  readonly end: number;
  /** The transcript sentence's index, or -1 for a highlight or a note. */
  readonly sentence: number;
}

/** A lecture's BM25 index, built once per lecture and kept for follow-up questions. */
export interface TutorIndex {
  readonly search: MiniSearch<TutorDocument>;
  readonly documents: readonly TutorDocument[];
  readonly input: StudyInput;
}

export const MAX_PASSAGES = 3;
/**
 * Below this BM25 score a match is noise (a fuzzy or prefix hit on a word said everywhere). What keeps
 * unrelated questions out is mostly MIN_COVERAGE; calibrated on the seeded lectures with paraphrased
 * and unrelated questions (tests/adapters/study/engine).
 */
export const MIN_SCORE = 1.5;
/**
 * A passage must match at least this share of the question's words: "the capital of France" on an
 * economics lecture that mentions capital once is not a question about that lecture.
 */
export const MIN_COVERAGE = 0.5;
/** A passage scoring under this fraction of the best one is left out. */
const RELATIVE_SCORE = 0.4;

const searchOptions = {
  processTerm: processTutorTerm,
  // Modest: a typo of a long word, and a word's start from five letters on ("mitochond…").
  fuzzy: (term: string) => (term.length >= 6 ? 0.15 : false),
  prefix: (term: string) => term.length >= 5,
  combineWith: "OR",
  weights: { fuzzy: 0.3, prefix: 0.5 },
} as const;

/** Indexes transcript sentences, highlights' names and notes' texts, each its own document. */
export const buildTutorIndex = (input: StudyInput): TutorIndex => {
  const documents: TutorDocument[] = [];
  input.sentences.forEach((sentence, index) => {
    documents.push({
      id: documents.length,
      text: sentence.text,
      source: "transcript",
      start: sentence.start,
      end: sentence.end,
      sentence: index,
    });
  });
  for (const highlight of input.highlights) {
    if (highlight.name.trim()) {
      documents.push({
        id: documents.length,
        text: highlight.name,
        source: "highlight",
        start: highlight.start,
        end: highlight.end,
        sentence: -1,
      });
    }
  }
  for (const note of input.notes) {
    // A note is cited at its moment: its highlight's span, else when it was written.
    const poi = note.poiId ? input.highlights.find((highlight) => highlight.id === note.poiId) : undefined;
    const start = poi?.start ?? note.time;
    if (start === null || start === undefined || !note.text.trim()) continue;
    documents.push({
      id: documents.length,
      text: note.text,
      source: "note",
      start,
      end: poi?.end ?? start,
      sentence: -1,
    });
  }
  const search = new MiniSearch<TutorDocument>({
    fields: ["text"],
    storeFields: [],
    processTerm: processTutorTerm,
    searchOptions,
  });
  search.addAll(documents);
  return { search, documents, input };
};

/**
 * The best passages for a question, best first: BM25 over the lecture, nothing under the relevance
 * threshold, at most three. A transcript sentence comes with its neighbour when that one also matched
 * or when it is too short to stand alone (the passage's times then span both).
 */
export const retrievePassages = (index: TutorIndex, question: string): TutorPassage[] => {
  const asked = new Set(
    (MiniSearch.getDefault("tokenize") as (text: string) => string[])(question)
      .map((word) => processTutorTerm(word))
      .filter((term): term is string => term !== null),
  );
  if (asked.size === 0) return [];
  const results = index.search
    .search(question, searchOptions)
    .filter((result) => new Set(result.queryTerms).size / asked.size >= MIN_COVERAGE);
  const best = results[0]?.score ?? 0;
  if (best < MIN_SCORE) return [];
  const relevant = results.filter((result) => result.score >= Math.max(MIN_SCORE, best * RELATIVE_SCORE));
  const matchedSentences = new Set(
    relevant
      .map((result) => index.documents[result.id as number]!)
      .filter((doc) => doc.sentence >= 0)
      .map((doc) => doc.sentence),
  );
  const covered = new Set<number>();
  const citedTexts = new Set<string>();
  const passages: TutorPassage[] = [];
  for (const result of relevant) {
    if (passages.length >= MAX_PASSAGES) break;
    const document = index.documents[result.id as number]!;
    if (document.sentence < 0) {
      if (passages.some((passage) => passage.text === document.text)) continue;
      passages.push({ text: document.text, start: document.start, end: document.end, source: document.source });
      continue;
    }
    // A sentence said again later ("A price ceiling is a legal maximum price.") is cited once.
    const said = sameTextKey(document.text);
    if (covered.has(document.sentence) || citedTexts.has(said)) continue;
    citedTexts.add(said);
    const sentences = index.input.sentences;
    const at = document.sentence;
    const short = sentences[at]!.text.split(/\s+/).length < 12;
    const neighbour =
      matchedSentences.has(at + 1) || (short && at + 1 < sentences.length)
        ? at + 1
        : matchedSentences.has(at - 1)
          ? at - 1
          : null;
    const span =
      neighbour === null || covered.has(neighbour) ? [at] : [Math.min(at, neighbour), Math.max(at, neighbour)];
    for (const sentence of span) covered.add(sentence);
    passages.push({
      text: span.map((sentence) => sentences[sentence]!.text).join(" "),
      start: sentences[span[0]!]!.start,
      end: sentences[span[span.length - 1]!]!.end,
      source: "transcript",
    });
  }
  return passages;
};
