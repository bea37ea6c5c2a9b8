/** Spec 3 §2 "Reading emphasis": the share of each word's letters shown bold, and the rest's opacity. */
export const READING_EMPHASIS = { fixation: 0.5, opacity: 0.8 } as const;

/** A run of text: `fixed` runs are the bold start of a word, the others are shown dimmed. */
export interface EmphasisRun {
  readonly text: string;
  readonly fixed: boolean;
}

// A word: letters, digits and the marks that belong to them (accents, apostrophes inside a word).
const WORD = /[\p{L}\p{N}\p{M}]+(?:['’][\p{L}\p{N}\p{M}]+)*/gu;

/**
 * How many symbols of a word of `length` symbols are bold: the first half, rounded up, so a
 * one-letter word is bold and a long one is never bold to the end.
 */
export const fixationLength = (length: number, fixation: number = READING_EMPHASIS.fixation): number =>
  length <= 0 ? 0 : Math.min(length, Math.max(1, Math.ceil(length * fixation)));

/**
 * Splits text into runs for reading emphasis: each word's first half bold, the rest of the word and
 * everything between words plain. Joined again, the runs are the text (nothing added or lost).
 * Symbols are code points, so an emoji or an accented letter is never cut in two.
 */
export const emphasisRuns = (text: string, fixation: number = READING_EMPHASIS.fixation): EmphasisRun[] => {
  const runs: EmphasisRun[] = [];
  const plain = (value: string) => {
    if (value === "") return;
    const last = runs.at(-1);
    if (last && !last.fixed) runs[runs.length - 1] = { text: last.text + value, fixed: false };
    else runs.push({ text: value, fixed: false });
  };
  let at = 0;
  for (const match of text.matchAll(WORD)) {
    plain(text.slice(at, match.index));
    const symbols = Array.from(match[0]);
    const bold = fixationLength(symbols.length, fixation);
    runs.push({ text: symbols.slice(0, bold).join(""), fixed: true });
    plain(symbols.slice(bold).join(""));
    at = match.index + match[0].length;
  }
  plain(text.slice(at));
  return runs;
};
