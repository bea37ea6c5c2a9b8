/**
 * Words that say nothing about what a question is after ("what is the …", "can you explain …", "give
 * an example of …"). Not above, below and against: "above equilibrium", "against the gradient" are
 * what the question is about.
 */
const STOP_WORDS = new Set(
  (
    "a about after again all also am an and any are as at be because been before being " +
    "between both but by can could did do does doing down during each few for from further had has have having " +
    "he her here hers herself him himself his how i if in into is it its itself just let lets me more most my " +
    "myself no nor not now of off on once only or other our ours ourselves out over own same she should so some " +
    "such than that the their theirs them themselves then there these they this those through to too under " +
    "until up very was we were what when where which while who whom why will with would you your yours " +
    "yourself yourselves explain tell mean means meant describe happen happens happened say said says talk " +
    "talked lecture lecturer professor please give yes thing things something really actually exactly kind sort get " +
    "got one ok okay know like well again still even us go goes going went gone come comes came make makes made " +
    "happening take takes took use used uses work works way ways"
  ).split(" "),
);

/** A light English stemmer: enough that "divides", "dividing" and "divided" meet "divide". */
export const stemOf = (word: string): string => {
  if (word.length <= 4 || word.endsWith("ss")) return word;
  for (const [suffix, replacement] of [
    ["ies", "y"],
    ["sses", "ss"],
    ["ing", ""],
    ["edly", ""],
    ["ed", ""],
    ["es", ""],
    ["s", ""],
    ["ly", ""],
  ] as const) {
    if (word.endsWith(suffix) && word.length - suffix.length >= 3) {
      const stem = word.slice(0, word.length - suffix.length) + replacement;
      // "dividing" → "divid", "divide" → "divid": drop a final e so both meet.
      return stem.endsWith("e") ? stem.slice(0, -1) : stem;
    }
  }
  return word.endsWith("e") ? word.slice(0, -1) : word;
};

/** MiniSearch's term processing for the tutor, the same for the index and the questions. */
export const processTutorTerm = (term: string): string | null => {
  const word = term.toLowerCase().replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, "");
  if (word.length < 2 || STOP_WORDS.has(word)) return null;
  return stemOf(word);
};

/** MiniSearch's own tokenizer (SPACE_OR_PUNCTUATION), so a text's terms are the ones its index holds. */
const WORD_BREAK = /[\n\r\p{Z}\p{P}]+/u;

/** The content terms of a text, as the tutor's index and questions see them (stop words dropped, stemmed). */
export const tutorTermsOf = (text: string): Set<string> =>
  new Set(
    text
      .split(WORD_BREAK)
      .map((word) => processTutorTerm(word))
      .filter((term): term is string => term !== null),
  );
