import { type FoldedText, foldForSearch } from "./foldForSearch";
import type { TranscriptSentence } from "./Transcript";

/** A sentence folded once for searching, so each keystroke does not fold 36,000 words again. */
export interface SearchableSentence {
  readonly index: number;
  readonly folded: FoldedText;
}

export const prepareSearch = (
  sentences: readonly Pick<TranscriptSentence, "index" | "text">[],
): readonly SearchableSentence[] =>
  sentences.map((sentence) => ({ index: sentence.index, folded: foldForSearch(sentence.text) }));
