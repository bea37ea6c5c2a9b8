/** Text folded for matching, with where each folded unit came from in the original. */
export interface FoldedText {
  readonly folded: string;
  /** For each UTF-16 unit of `folded`: the offset in the original where its character starts. */
  readonly starts: readonly number[];
  /** For each UTF-16 unit of `folded`: the offset in the original just after its character. */
  readonly ends: readonly number[];
}

const COMBINING_MARKS = /\p{M}/gu;

/** One character folded: lower case, decomposed, accents dropped ("É" → "e", "ß" stays "ß"). */
const foldCharacter = (character: string) => character.toLowerCase().normalize("NFD").replace(COMBINING_MARKS, "");

/**
 * Case- and accent-insensitive form of a text for searching. Folding is done one character (code
 * point) at a time, so every folded unit maps back to the original span it came from: a match in the
 * folded text highlights exactly the original characters, even where folding changed lengths
 * ("é" written as e + combining accent folds to one unit; "İ" lower-cases to two).
 */
export const foldForSearch = (text: string): FoldedText => {
  let folded = "";
  const starts: number[] = [];
  const ends: number[] = [];
  let offset = 0;
  for (const character of text) {
    const end = offset + character.length;
    const piece = foldCharacter(character);
    // A lone combining mark folds to nothing: it belongs to the character before, whose mark grows.
    if (piece === "" && ends.length > 0) ends[ends.length - 1] = end;
    for (let unit = 0; unit < piece.length; unit += 1) {
      starts.push(offset);
      ends.push(end);
    }
    folded += piece;
    offset = end;
  }
  return { folded, starts, ends };
};

/** The folded query alone (no offsets needed). Surrounding spaces are not part of what is sought. */
export const foldQuery = (query: string): string => foldForSearch(query.trim()).folded;
