import { foldQuery } from "./foldForSearch";
import { type SearchableSentence, prepareSearch } from "./prepareSearch";
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
 * Every occurrence of `query` in sentences already folded by prepareSearch, in reading order.
 * Occurrences inside one sentence do not overlap (the next search starts after a match), so each
 * can be marked on its own. An empty (or blank) query matches nothing.
 */
export const searchPrepared = (sentences: readonly SearchableSentence[], query: string): TranscriptSearch => {
  const needle = foldQuery(query);
  if (needle === "") return NO_MATCHES;
  const matches: TranscriptMatch[] = [];
  for (const { index, folded: text } of sentences) {
    let from = text.folded.indexOf(needle);
    while (from !== -1) {
      const start = text.starts[from] ?? 0;
      const end = text.ends[from + needle.length - 1] ?? start;
      matches.push({ sentenceIndex: index, start, length: end - start });
      from = text.folded.indexOf(needle, from + needle.length);
    }
  }
  return { matches, count: matches.length };
};

/**
 * Every occurrence of `query` in the sentences, ignoring case and accents ("ecole" finds "École").
 * Searching many times over one transcript? prepareSearch once and call searchPrepared.
 */
export const searchTranscript = (
  sentences: readonly Pick<TranscriptSentence, "index" | "text">[],
  query: string,
): TranscriptSearch => searchPrepared(prepareSearch(sentences), query);
