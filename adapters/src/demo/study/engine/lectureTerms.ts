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

const termOf = (sentence: AnalysedSentence, run: readonly StudyToken[], kind: TermKind): SentenceTerm => {
  const text = sentence.text.slice(run[0]!.from, run[run.length - 1]!.to);
  return { text, key: termKey(text), kind, words: run.length, lemmas: run.map((token) => token.lemma) };
};

/**
 * The terms a question can ask for in a sentence, read from wink's part-of-speech tags: numbers written
 * with digits, proper names (runs of proper nouns, not the sentence's first word, which wink often
 * takes for a name), and noun phrases of up to three words (adjectives and nouns ending in a noun).
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
    if (token.pos === "PROPN" && i > 0 && isNounish(token)) {
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
      const run = tokens.slice(i, end);
      if (run.length === 0) continue;
      if (run.length <= 3 && run.every((part) => part.value.length > 2) && isNounish(run[run.length - 1]!)) {
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
