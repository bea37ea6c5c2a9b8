import type { TranscriptTurn } from "@lectern/core/records/transcript/flattenTranscript";
import type { TranscriptSpeaker } from "@lectern/core/records/transcript/Transcript";

/** The bench's lecture: two speakers, four hours (issue 11, "Performance"). */
export const BENCH_SPEAKERS: readonly TranscriptSpeaker[] = [
  { id: "host", name: "Prof. Ada Lovelace" },
  { id: "guest", name: "Charles Babbage" },
];
export const BENCH_DURATION_S = 4 * 3600;
export const BENCH_SENTENCES = 2_400;

const WORDS = (
  "the cell membrane protein energy transport gradient diffusion osmosis molecule enzyme reaction " +
  "substrate catalyst pathway signal receptor nucleus chromosome gene expression transcription " +
  "translation ribosome mitochondria respiration glucose oxygen carbon structure function model " +
  "experiment result evidence hypothesis theory measure observe compare explain because therefore " +
  "however although which where when this that these those we you they it is are was were can will " +
  "should might must école naïve über rate constant equilibrium concentration volume pressure"
).split(" ");

/** mulberry32: a small seeded generator, so every run reads the same lecture. */
const random = (seed: number) => () => {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
};

/**
 * 2,400 sentences of 10–20 words (~36,000 words) over four hours, in turns of 2–8 sentences that
 * alternate between the two speakers, with short silences between sentences.
 */
export const benchTurns = (seed = 11): TranscriptTurn[] => {
  const next = random(seed);
  const slot = BENCH_DURATION_S / BENCH_SENTENCES;
  const turns: { speakerId: string; sentences: { start: number; end: number; text: string }[] }[] = [];
  let speaker = 0;
  for (let index = 0; index < BENCH_SENTENCES;) {
    const length = Math.min(BENCH_SENTENCES - index, 2 + Math.floor(next() * 7));
    const sentences = [];
    for (let i = 0; i < length; i += 1, index += 1) {
      const count = 10 + Math.floor(next() * 11);
      const words = Array.from({ length: count }, () => WORDS[Math.floor(next() * WORDS.length)] ?? "cell");
      const text = `${words.join(" ")}.`;
      const start = Math.round((index * slot + next() * 0.5) * 1000) / 1000;
      sentences.push({
        start,
        end: Math.round((start + slot * (0.7 + next() * 0.25)) * 1000) / 1000,
        text: text[0]?.toUpperCase() + text.slice(1),
      });
    }
    turns.push({ speakerId: BENCH_SPEAKERS[speaker % 2]?.id ?? "host", sentences });
    speaker += 1;
  }
  return turns;
};
