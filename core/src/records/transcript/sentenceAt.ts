import type { TranscriptSentence } from "./Transcript";

/**
 * The sentence being spoken at `t` seconds: the LAST sentence whose start ≤ t, found by binary
 * search over sentences sorted by start (as flattenTranscript returns them). Returns its position in
 * `sentences`, or null before the first sentence starts.
 *
 * The rule for silences: a gap between two sentences keeps the previous sentence current until the
 * next one starts. A reader looking away during a pause then still finds their place highlighted,
 * and the highlight never flickers off and on between sentences. The end times are not consulted.
 */
export const sentenceAt = (sentences: readonly Pick<TranscriptSentence, "start">[], t: number): number | null => {
  let low = 0;
  let high = sentences.length; // the answer is low - 1 once low === high
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((sentences[middle]?.start ?? Infinity) <= t) low = middle + 1;
    else high = middle;
  }
  return low === 0 ? null : low - 1;
};
