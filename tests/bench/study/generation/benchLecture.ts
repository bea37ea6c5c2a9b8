import { readFileSync } from "node:fs";
import type {
  StudyHighlight,
  StudyInput,
  StudyNote,
  StudySentence,
} from "@lectern/adapters/demo/study/engine/StudyEngine";

/** The bench's lecture: four hours, ~36,000 words in ~3,100 sentences (issue 12, "Performance"). */
export const BENCH_DURATION_S = 4 * 3600;
export const BENCH_SENTENCES = 3_100;

/** mulberry32: a small seeded generator, so every run reads the same lecture. */
const random = (seed: number) => () => {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
};

const NOUNS = (
  "membrane,protein,enzyme,glucose,ribosome,nucleus,chloroplast,molecule,concentration gradient,solution," +
  "receptor,hormone,demand curve,supply curve,equilibrium price,market,consumer,producer,tax,subsidy,shortage," +
  "surplus,water potential,cell wall,carrier protein,fatty acid,phospholipid,cholesterol,diffusion,osmosis," +
  "photosynthesis,respiration,mitochondrion,chromosome,gene,mutation,population,predator,habitat,catalyst," +
  "substrate,active site,inflation,interest rate,unemployment,exchange rate,price ceiling,minimum wage,elasticity," +
  "revenue,opportunity cost,marginal cost,budget line,labour market,trade deficit,central bank"
).split(",");
const NAMES = "Mendel,Darwin,Adam Smith,Marshall,Rosalind Franklin,Keynes,Pasteur,Ricardo,Hooke,Malthus".split(",");
const VERBS =
  "controls,changes,depends on,increases,reduces,binds to,shifts,regulates,limits,drives,protects,replaces".split(",");
const ADJECTIVES = "small,large,stable,rapid,gradual,permanent,temporary,negative,positive,critical,typical".split(",");

type Pick = (list: readonly string[]) => string;
const TEMPLATES: readonly ((p: Pick, n: () => number) => string)[] = [
  (p) => `The ${p(NOUNS)} ${p(VERBS)} the ${p(NOUNS)} in most cases.`,
  (p, n) => `In ${1800 + n()}, ${p(NAMES)} showed that the ${p(NOUNS)} ${p(VERBS)} the ${p(NOUNS)}.`,
  (p, n) => `About ${n()} percent of the ${p(NOUNS)} is explained by the ${p(NOUNS)}.`,
  (p) => `When the ${p(NOUNS)} rises, the ${p(NOUNS)} falls and the ${p(NOUNS)} adjusts.`,
  (p) => `A ${p(NOUNS)} is different from a ${p(NOUNS)} because it ${p(VERBS)} the ${p(NOUNS)} there.`,
  (p) => `So let us go back to the ${p(NOUNS)} for a moment.`,
  (p) => `${p(NAMES)} argued that a ${p(ADJECTIVES)} change in the ${p(NOUNS)} ${p(VERBS)} the ${p(NOUNS)} over time.`,
  (p) => `The key point today is that the ${p(NOUNS)} ${p(VERBS)} the ${p(NOUNS)}.`,
  (p, n) => `Look at figure ${n()} on the slide: the ${p(NOUNS)} and the ${p(NOUNS)} move together.`,
  (p) => `Does anyone know why the ${p(NOUNS)} behaves like that?`,
  (p) => `Right, exactly, that is the ${p(ADJECTIVES)} effect of the ${p(NOUNS)}.`,
];
const ACTION_TEMPLATES: readonly ((p: Pick, n: () => number) => string)[] = [
  (p, n) => `For next week, please read chapter ${n() % 20} on the ${p(NOUNS)}.`,
  (p) => `Remember to submit your essay on the ${p(NOUNS)} by Friday.`,
  (_p, n) => `The quiz on Thursday covers chapters ${n() % 10} and ${(n() % 10) + 1}.`,
  (p) => `Don't forget to finish the problem set on the ${p(NOUNS)} before the next lecture.`,
];

/** The seeded demo lectures' sentences, recombined among the generated ones. */
const seededSentences = (): string[] =>
  ["cell-biology", "supply-and-demand"].flatMap((name) => {
    const lecture = JSON.parse(
      readFileSync(
        new URL(`../../../../adapters/src/demo/seed/lectures/${name}.lecture.json`, import.meta.url),
        "utf8",
      ),
    ) as { turns: { sentences: { text: string }[] }[] };
    return lecture.turns.flatMap((turn) => turn.sentences.map((sentence) => sentence.text));
  });

/**
 * A four-hour lecture: a quarter of the sentences the seeded lectures' own, the rest from varied
 * templates over a biology and economics vocabulary, a reminder now and then; sentence times spread
 * over four hours with short silences; 40 highlights and 30 notes like a diligent student's.
 */
export const benchLecture = (seed = 12): StudyInput => {
  const next = random(seed);
  const pick: Pick = (list) => list[Math.floor(next() * list.length)]!;
  const number = () => 2 + Math.floor(next() * 97);
  const seeded = seededSentences();
  const slot = BENCH_DURATION_S / BENCH_SENTENCES;
  const sentences: StudySentence[] = [];
  for (let index = 0; index < BENCH_SENTENCES; index += 1) {
    const roll = next();
    const text =
      index % 150 === 149
        ? pick(ACTION_TEMPLATES.map((template) => template(pick, number)))
        : roll < 0.25
          ? pick(seeded)
          : TEMPLATES[Math.floor(next() * TEMPLATES.length)]!(pick, number);
    const start = Number((index * slot + next() * 0.4).toFixed(3));
    const end = Number((start + slot * (0.7 + next() * 0.2)).toFixed(3));
    sentences.push({ text, start, end });
  }
  const highlights: StudyHighlight[] = Array.from({ length: 40 }, (_, n) => {
    const at = sentences[Math.floor(next() * (sentences.length - 4))]!;
    return {
      id: `poi-${n}`,
      name: `Key idea ${n + 1}: ${pick(NOUNS)}`,
      start: at.start,
      end: at.start + 10 + next() * 20,
    };
  });
  const notes: StudyNote[] = Array.from({ length: 30 }, (_, n) => ({
    id: `note-${n}`,
    text: `Revise how the ${pick(NOUNS)} ${pick(VERBS)} the ${pick(NOUNS)}`,
    time: sentences[Math.floor(next() * sentences.length)]!.start,
    poiId: null,
  }));
  return { sentences, highlights, notes };
};

export const wordCount = (input: StudyInput): number =>
  input.sentences.reduce((sum, sentence) => sum + sentence.text.split(/\s+/).filter(Boolean).length, 0);
