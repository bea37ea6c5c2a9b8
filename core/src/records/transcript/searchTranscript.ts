import { foldForSearch, foldQuery } from "./foldForSearch";
import type { TranscriptSentence } from "./Transcript";

/** One match: in which sentence, and which characters of its original text (for a <mark>). */
export interface TranscriptMatch {
  readonly sentenceIndex: number;
  readonly start: number;
  readonly length: number;
}

export interface TranscriptSearch {
  readonly matches: readonly TranscriptMatch[];
  readonly count: number;
}

export const NO_MATCHES: TranscriptSearch = { matches: [], count: 0 };

/**
 * Every occurrence of `query` in the sentences, ignoring case and accents ("ecole" finds "École"),
 * in reading order. Occurrences inside one sentence do not overlap (the next search starts after a
 * match), so each can be marked on its own. An empty (or blank) query matches nothing.
 */
export const searchTranscript = (
  sentences: readonly Pick<TranscriptSentence, "index" | "text">[],
  query: string,
): TranscriptSearch => {
  const needle = foldQuery(query);
  if (needle === "") return NO_MATCHES;
  const matches: TranscriptMatch[] = [];
  for (const sentence of sentences) {
    const { folded, starts, ends } = foldForSearch(sentence.text);
    let from = folded.indexOf(needle);
    while (from !== -1) {
      const last = from + needle.length - 1;
      const start = starts[from] ?? 0;
      matches.push({ sentenceIndex: sentence.index, start, length: (ends[last] ?? start) - start });
      from = folded.indexOf(needle, from + needle.length);
    }
  }
  return { matches, count: matches.length };
};
