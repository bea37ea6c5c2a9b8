import { type TranscriptTurn, flattenTranscript } from "@lectern/core/records/transcript/flattenTranscript";
import type { Transcript } from "@lectern/core/records/transcript/Transcript";
import fc from "fast-check";

/** Words with accents, capitals and repeats, so searches find something and folding is exercised. */
const WORDS = [
  "école",
  "Ecole",
  "cell",
  "CELL",
  "ça",
  "naïve",
  "über",
  "Uber",
  "the",
  "a",
  "aa",
  "İstanbul",
  "mitosis",
];

export const sentenceTextArb = fc
  .array(fc.oneof(fc.constantFrom(...WORDS), fc.string({ minLength: 1, maxLength: 6 })), { minLength: 1, maxLength: 8 })
  .map((words) => words.join(" "));

/** Seconds with milliseconds, up to five hours (a 4-hour lecture and then some). */
export const secondsArb = fc.integer({ min: 0, max: 5 * 3600 * 1000 }).map((ms) => ms / 1000);

const turnArb: fc.Arbitrary<TranscriptTurn> = fc.record({
  speakerId: fc.constantFrom("host", "guest", "p-3"),
  sentences: fc.array(
    fc
      .tuple(secondsArb, fc.integer({ min: 0, max: 60_000 }), sentenceTextArb)
      .map(([start, lengthMs, text]) => ({ start, end: start + lengthMs / 1000, text })),
    { minLength: 1, maxLength: 6 },
  ),
});

export const transcriptArb: fc.Arbitrary<Transcript> = fc.array(turnArb, { maxLength: 12 }).map((turns) =>
  flattenTranscript(
    [
      { id: "host", name: "Ada Lovelace" },
      { id: "guest", name: "Dr. <Grace> & Co" },
    ],
    turns,
  ),
);
