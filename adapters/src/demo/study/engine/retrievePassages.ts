import MiniSearch from "minisearch";
import type { StudyInput, TutorPassage } from "./StudyEngine";
import { sameTextKey } from "./studyItemOf";
import { processTutorTerm, tutorTermsOf } from "./tutorTerms";

/** One searchable piece of the lecture. */
export interface TutorDocument {
  readonly id: number;
  readonly text: string;
  readonly source: TutorPassage["source"];
  readonly start: number;
  readonly end: number;
  /** The transcript sentence's index, or -1 for a highlight or a note. */
  readonly sentence: number;
  /** A highlight's own id, or the highlight a note belongs to; null otherwise. */
  readonly highlightId: string | null;
}

/** A document that matched a question well enough to answer from, with its BM25 score. */
export interface TutorMatch {
  readonly document: TutorDocument;
  readonly score: number;
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
/**
 * A question of four content terms or more carries words of its own framing ("why does a plant cell
 * not burst in pure water": the answer says plant and cell, not burst): 40 % of them suffice.
 */
export const LONG_QUESTION_TERMS = 4;
export const LONG_QUESTION_COVERAGE = 0.4;
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

/**
 * A note's sentences: a long note ("Membrane = bilayer. Fluid mosaic model (…). Transport: …") is
 * several facts, and BM25's length normalisation buries a whole note under any one sentence that
 * shares a word, so each fact is found (and quoted) on its own.
 */
const noteSentencesOf = (text: string): string[] =>
  text
    .split(/(?<=[.!])\s+|\n+/)
    .map((piece) => piece.trim())
    .filter((piece) => piece !== "");

/** Indexes transcript sentences, highlights' names and notes' sentences, each its own document. */
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
      highlightId: null,
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
        highlightId: highlight.id,
      });
    }
  }
  for (const note of input.notes) {
    // A note is cited at its moment: its highlight's span, else when it was written.
    const poi = note.poiId ? input.highlights.find((highlight) => highlight.id === note.poiId) : undefined;
    const start = poi?.start ?? note.time;
    if (start === null || start === undefined) continue;
    for (const text of noteSentencesOf(note.text)) {
      documents.push({
        id: documents.length,
        text,
        source: "note",
        start,
        end: poi?.end ?? start,
        sentence: -1,
        highlightId: poi?.id ?? null,
      });
    }
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
 * The documents relevant to a question, best first: BM25 over the lecture, each matching at least
 * MIN_COVERAGE of the question's terms, none under MIN_SCORE nor under RELATIVE_SCORE of the best.
 */
export const matchTutorDocuments = (index: TutorIndex, question: string): TutorMatch[] => {
  const asked = tutorTermsOf(question);
  if (asked.size === 0 || index.documents.length === 0) return [];
  const coverage = asked.size >= LONG_QUESTION_TERMS ? LONG_QUESTION_COVERAGE : MIN_COVERAGE;
  const results = index.search
    .search(question, searchOptions)
    .filter((result) => new Set(result.queryTerms).size / asked.size >= coverage);
  const best = results[0]?.score ?? 0;
  if (best < MIN_SCORE) return [];
  return results
    .filter((result) => result.score >= Math.max(MIN_SCORE, best * RELATIVE_SCORE))
    .map((result) => ({ document: index.documents[result.id as number]!, score: result.score }));
};

/**
 * The best passages for a question, best first, at most three (the evidence the answer is composed
 * from). A transcript sentence comes with its neighbour when that one also matched or when it is too
 * short to stand alone (the passage's times then span both).
 */
export const retrievePassages = (
  index: TutorIndex,
  question: string,
  relevant: readonly TutorMatch[] = matchTutorDocuments(index, question),
): TutorPassage[] => {
  const matchedSentences = new Set(
    relevant.map((match) => match.document.sentence).filter((sentence) => sentence >= 0),
  );
  const covered = new Set<number>();
  const citedTexts = new Set<string>();
  const passages: TutorPassage[] = [];
  for (const { document } of relevant) {
    if (passages.length >= MAX_PASSAGES) break;
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
