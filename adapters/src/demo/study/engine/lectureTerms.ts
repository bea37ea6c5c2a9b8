import type { AnalysedSentence, StudyToken } from "./analyseLecture";

/** What a term is: wrong answers are taken from the same kind (numbers with numbers, …). */
export type TermKind = "number" | "name" | "noun";

/** A term of a sentence: a number, a proper name or a noun phrase, as written in the sentence. */
export interface SentenceTerm {
  readonly text: string;
  /** Lower case, single spaces: how terms are compared. */
  readonly key: string;
  readonly kind: TermKind;
  readonly words: number;
  readonly lemmas: readonly string[];
}

/** One term as it occurs across the lecture. */
export interface LectureTerm extends SentenceTerm {
  /** In how many sentences it occurs. */
  readonly sentences: number;
}

const termKey = (text: string): string => text.toLowerCase().replace(/\s+/g, " ").trim();

const isNounish = (token: StudyToken): boolean =>
  (token.pos === "NOUN" || token.pos === "PROPN") && token.type === "word" && !token.stop && token.value.length > 2;

const isPhraseWord = (token: StudyToken): boolean =>
  (token.pos === "NOUN" || token.pos === "ADJ") && !token.stop && token.type === "word";

/** Nouns too general to ask for or to offer as a wrong answer. */
const GENERIC = new Set([
  "time",
  "way",
  "thing",
  "lot",
  "case",
  "kind",
  "sort",
  "part",
  "today",
  "week",
  "day",
  "people",
  "example",
  "end",
  "bit",
  "point",
  "number",
  "percent",
  "matter",
  "okay",
  "question",
  "answer",
  "lecture",
  "session",
  "right",
  "left",
  "moment",
]);

/**
 * wink sometimes tags a verb as a plural noun ("when the price rises, …"): the last word of a noun run
 * that ends in -s is taken for a verb when a determiner follows it, or when the run follows a
 * determiner in a clause with no other verb.
 */
const looksLikeVerb = (tokens: readonly StudyToken[], runStart: number, at: number): boolean => {
  const word = tokens[at]!.value.toLowerCase();
  if (!word.endsWith("s") || word.endsWith("ss")) return false;
  // "the price controls the …": a plural noun is rarely followed straight by a determiner or pronoun.
  const next = tokens[at + 1]?.pos;
  if (next === "DET" || next === "PRON") return true;
  // "When the price rises, …", "when coffee costs more": after a determiner or "when", in a verbless clause.
  const before = tokens[runStart - 1];
  if (!before || !(before.pos === "DET" || before.pos === "SCONJ" || ["when", "if", "as"].includes(before.lemma)))
    return false;
  let from = at;
  while (from > 0 && tokens[from - 1]!.type !== "punctuation") from -= 1;
  let to = at;
  while (to + 1 < tokens.length && tokens[to + 1]!.type !== "punctuation") to += 1;
  return !tokens.slice(from, to + 1).some((token) => token.pos === "VERB" || token.pos === "AUX");
};

const termOf = (sentence: AnalysedSentence, run: readonly StudyToken[], kind: TermKind): SentenceTerm => {
  const text = sentence.text.slice(run[0]!.from, run[run.length - 1]!.to);
  return { text, key: termKey(text), kind, words: run.length, lemmas: run.map((token) => token.lemma) };
};

/**
 * The terms a question can ask for in a sentence, read from wink's part-of-speech tags: numbers written
 * with digits, proper names (runs of proper nouns; not a lone first word, which wink often takes
 * for a name), and noun phrases of up to three words (adjectives and nouns ending in a noun).
 */
export const sentenceTerms = (sentence: AnalysedSentence): SentenceTerm[] => {
  const tokens = sentence.tokens;
  const terms: SentenceTerm[] = [];
  for (let i = 0; i < tokens.length; i += 1) {
    const token = tokens[i]!;
    if ((token.type === "number" || token.pos === "NUM") && /\d/.test(token.value)) {
      terms.push(termOf(sentence, [token], "number"));
      continue;
    }
    // A sentence's first word is a name only when a second one follows ("Rosalind Franklin argued").
    if (token.pos === "PROPN" && isNounish(token) && (i > 0 || (tokens[1]?.pos === "PROPN" && isNounish(tokens[1])))) {
      const run = [token];
      while (run.length < 3 && tokens[i + run.length]?.pos === "PROPN" && isNounish(tokens[i + run.length]!)) {
        run.push(tokens[i + run.length]!);
      }
      terms.push(termOf(sentence, run, "name"));
      i += run.length - 1;
      continue;
    }
    if (token.pos === "NOUN" || (token.pos === "ADJ" && !token.stop)) {
      // The whole run of adjectives and nouns from here; a phrase only when it ends in a noun (a run
      // that ends in an adjective is a mis-tagged noun: "lower water [potential]") and has ≤ 3 words.
      let end = i;
      while (end < tokens.length && isPhraseWord(tokens[end]!)) end += 1;
      let run = tokens.slice(i, end);
      if (run.length === 0) continue;
      if (run.length > 1 && looksLikeVerb(tokens, i, end - 1)) run = run.slice(0, -1);
      if (
        run.length <= 3 &&
        !GENERIC.has(run[run.length - 1]!.lemma) &&
        run.every((part) => part.value.length > 2) &&
        isNounish(run[run.length - 1]!)
      ) {
        terms.push(termOf(sentence, run, "noun"));
      }
      i = end - 1;
    }
  }
  return terms;
};

/** Every term of the lecture by key, with how many sentences it occurs in. */
export const lectureTerms = (termsBySentence: readonly SentenceTerm[][]): Map<string, LectureTerm> => {
  const terms = new Map<string, LectureTerm>();
  termsBySentence.forEach((sentenceTermList) => {
    for (const term of new Map(sentenceTermList.map((t) => [t.key, t])).values()) {
      const known = terms.get(term.key);
      terms.set(term.key, known ? { ...known, sentences: known.sentences + 1 } : { ...term, sentences: 1 });
    }
  });
  return terms;
};
