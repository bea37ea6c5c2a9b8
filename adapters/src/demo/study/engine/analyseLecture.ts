import type { ItsFunction, PartOfSpeech } from "wink-nlp";
import type { StudyNlp } from "./loadStudyNlp";
import type { StudyInput, StudySentence } from "./StudyEngine";
import { type TermVector, termVectorsOf } from "./termVectors";

/** One wink token of a sentence, with where it sits in the sentence's own text. */
export interface StudyToken {
  readonly value: string;
  /** Lower-case lemma ("studies" → "study"). */
  readonly lemma: string;
  readonly pos: PartOfSpeech;
  readonly stop: boolean;
  /** wink's token type: word, number, punctuation, … */
  readonly type: string;
  /** Character offsets in the sentence's text: `text.slice(from, to) === value`. */
  readonly from: number;
  readonly to: number;
}

export interface AnalysedSentence extends StudySentence {
  readonly index: number;
  readonly tokens: readonly StudyToken[];
  /** Lemmas of the content words (no stop words, no punctuation): what ranking and similarity read. */
  readonly terms: readonly string[];
  readonly words: number;
}

/** A lecture read once by wink, shared by every picker. */
export interface AnalysedLecture {
  readonly input: StudyInput;
  readonly sentences: readonly AnalysedSentence[];
  /** Unit-length TF-IDF vectors of the sentences' terms, by sentence index. */
  readonly vectors: readonly TermVector[];
  /** In how many sentences each term occurs. */
  readonly documentFrequency: ReadonlyMap<string, number>;
  /** Content lemmas of each note, in `input.notes` order. */
  readonly noteTerms: readonly ReadonlySet<string>[];
}

const CONTENT_POS: ReadonlySet<PartOfSpeech> = new Set(["NOUN", "PROPN", "VERB", "ADJ", "ADV", "NUM"]);

/** Whether a token carries meaning for ranking: a content word that is not a stop word. */
export const isContentToken = (token: StudyToken): boolean =>
  !token.stop &&
  (token.type === "word" || token.type === "number") &&
  CONTENT_POS.has(token.pos) &&
  token.lemma.length > 1;

/** wink's typings give `its.lemma` an extra parameter that `out()` does not accept; it works as any its. */
const lemmaOf = (its: StudyNlp["its"]): ItsFunction<string> => its.lemma as unknown as ItsFunction<string>;

/**
 * Reads every sentence with wink in one document (one readDoc of the joined text is several times
 * faster than one per sentence) and hands each token back to the sentence it came from by offset,
 * so the transcript's own sentence boundaries stay the unit, whatever wink's sentence splitter thinks.
 */
export const analyseLecture = (input: StudyInput, { nlp, its }: StudyNlp): AnalysedLecture => {
  const separator = "\n";
  const starts: number[] = [];
  let length = 0;
  for (const sentence of input.sentences) {
    starts.push(length);
    length += sentence.text.length + separator.length;
  }
  const joined = input.sentences.map((sentence) => sentence.text).join(separator);
  const tokens = nlp.readDoc(joined).tokens();
  const values = tokens.out(its.value) as string[];
  const spaces = tokens.out(its.precedingSpaces) as string[];
  const lemmas = tokens.out(lemmaOf(its)) as string[];
  const tags = tokens.out(its.pos) as PartOfSpeech[];
  const stops = tokens.out(its.stopWordFlag) as unknown as boolean[];
  const types = tokens.out(its.type) as string[];

  const perSentence: StudyToken[][] = input.sentences.map(() => []);
  let cursor = 0;
  let sentenceIndex = 0;
  for (let i = 0; i < values.length; i += 1) {
    const value = values[i]!;
    cursor += spaces[i]!.length;
    // wink keeps the text as it was, so the cursor lands on the token; search only if it ever does not.
    const at = joined.startsWith(value, cursor) ? cursor : joined.indexOf(value, cursor);
    if (at < 0) continue;
    cursor = at + value.length;
    while (sentenceIndex + 1 < starts.length && at >= starts[sentenceIndex + 1]!) sentenceIndex += 1;
    const sentenceStart = starts[sentenceIndex]!;
    const sentenceText = input.sentences[sentenceIndex]!.text;
    // A token that runs past its sentence's end (never with a newline between) is not one of its words.
    if (at + value.length > sentenceStart + sentenceText.length) continue;
    perSentence[sentenceIndex]!.push({
      value,
      lemma: (lemmas[i] ?? value).toLowerCase(),
      pos: tags[i]!,
      stop: Boolean(stops[i]),
      type: types[i]!,
      from: at - sentenceStart,
      to: at - sentenceStart + value.length,
    });
  }

  const sentences: AnalysedSentence[] = input.sentences.map((sentence, index) => {
    const sentenceTokens = perSentence[index]!;
    return {
      text: sentence.text,
      start: sentence.start,
      end: sentence.end,
      index,
      tokens: sentenceTokens,
      terms: sentenceTokens.filter(isContentToken).map((token) => token.lemma),
      words: sentenceTokens.filter((token) => token.type === "word" || token.type === "number").length,
    };
  });
  const { vectors, documentFrequency } = termVectorsOf(sentences.map((sentence) => sentence.terms));
  const noteTerms = input.notes.map((note) => {
    const doc = nlp.readDoc(note.text).tokens();
    const noteLemmas = doc.out(lemmaOf(its)) as string[];
    const noteStops = doc.out(its.stopWordFlag) as unknown as boolean[];
    const noteTypes = doc.out(its.type) as string[];
    return new Set(
      noteLemmas
        .map((lemma) => lemma.toLowerCase())
        .filter(
          (lemma, i) => !noteStops[i] && (noteTypes[i] === "word" || noteTypes[i] === "number") && lemma.length > 1,
        ),
    );
  });
  return { input, sentences, vectors, documentFrequency, noteTerms };
};
