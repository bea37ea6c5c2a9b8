import fc from "fast-check";
import type {
  StudyHighlight,
  StudyInput,
  StudyNote,
  StudySentence,
} from "@lectern/adapters/demo/study/engine/StudyEngine";

/** A realistic lecture vocabulary: the transcripts fast-check makes read like a biology or economics class. */
const NOUNS = [
  "membrane",
  "protein",
  "enzyme",
  "glucose",
  "ribosome",
  "nucleus",
  "chloroplast",
  "molecule",
  "gradient",
  "solution",
  "receptor",
  "hormone",
  "demand curve",
  "supply",
  "equilibrium price",
  "market",
  "consumer",
  "producer",
  "tax",
  "subsidy",
  "shortage",
  "surplus",
  "water potential",
  "cell wall",
  "carrier protein",
  "fatty acid",
  "phospholipid",
  "cholesterol",
  "diffusion",
  "osmosis",
  "photosynthesis",
  "respiration",
];
const NAMES = ["Mendel", "Darwin", "Adam Smith", "Marshall", "Franklin", "Keynes"];
const VERBS = ["controls", "changes", "moves across", "depends on", "increases", "reduces", "binds to", "shifts"];
const TEMPLATES: readonly ((pick: (list: readonly string[]) => string, n: number) => string)[] = [
  (p) => `The ${p(NOUNS)} ${p(VERBS)} the ${p(NOUNS)} in almost every case we study.`,
  (p, n) => `In ${1800 + n}, ${p(NAMES)} described how the ${p(NOUNS)} ${p(VERBS)} the ${p(NOUNS)}.`,
  (p, n) => `About ${n} percent of the ${p(NOUNS)} is made of ${p(NOUNS)}, which matters for the ${p(NOUNS)}.`,
  (p) => `When the ${p(NOUNS)} rises, the ${p(NOUNS)} falls and the ${p(NOUNS)} adjusts.`,
  (p) => `A ${p(NOUNS)} is different from a ${p(NOUNS)} because it ${p(VERBS)} the ${p(NOUNS)}.`,
  (p) => `So let us look again at the ${p(NOUNS)}.`,
  (p) => `${p(NAMES)} argued that the ${p(NOUNS)} ${p(VERBS)} the ${p(NOUNS)} over time.`,
  (p) => `For next week, please read the chapter on the ${p(NOUNS)}.`,
  () => `Okay.`,
];

const sentenceArbitrary = fc
  .tuple(
    fc.nat({ max: TEMPLATES.length - 1 }),
    fc.array(fc.nat({ max: 1000 }), { minLength: 8, maxLength: 8 }),
    fc.integer({ min: 2, max: 95 }),
  )
  .map(([template, picks, number]) => {
    let at = 0;
    const pick = (list: readonly string[]) => list[picks[at++ % picks.length]! % list.length]!;
    return TEMPLATES[template]!(pick, number);
  });

/** A transcript of `min`–`max` sentences with increasing times, some highlights and notes over it. */
export const lectureArbitrary = (min = 3, max = 40): fc.Arbitrary<StudyInput> =>
  fc
    .record({
      texts: fc.array(sentenceArbitrary, { minLength: min, maxLength: max }),
      gaps: fc.array(fc.double({ min: 0.1, max: 3, noNaN: true }), { minLength: max, maxLength: max }),
      durations: fc.array(fc.double({ min: 1, max: 9, noNaN: true }), { minLength: max, maxLength: max }),
      highlightAt: fc.array(fc.nat({ max: max - 1 }), { maxLength: 3 }),
      noteAt: fc.array(fc.tuple(fc.nat({ max: max - 1 }), fc.constantFrom(...NOUNS)), { maxLength: 3 }),
    })
    .map(({ texts, gaps, durations, highlightAt, noteAt }) => {
      let clock = 0;
      const sentences: StudySentence[] = texts.map((text, index) => {
        const start = Number((clock + gaps[index]!).toFixed(3));
        const end = Number((start + durations[index]!).toFixed(3));
        clock = end;
        return { text, start, end };
      });
      const highlights: StudyHighlight[] = highlightAt
        .filter((index) => index < sentences.length)
        .map((index, n) => ({
          id: `poi-${n}`,
          name: `Highlight ${n}`,
          start: sentences[index]!.start,
          end: sentences[index]!.end,
        }));
      const notes: StudyNote[] = noteAt
        .filter(([index]) => index < sentences.length)
        .map(([index, noun], n) => ({
          id: `note-${n}`,
          text: `Revise the ${noun}`,
          time: sentences[index]!.start,
          poiId: null,
        }));
      return { sentences, highlights, notes };
    });
