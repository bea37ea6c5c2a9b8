import { HIGHLIGHT_LEAD_S, currentSentence } from "@lectern/core/records/transcript/currentSentence";
import { sentenceAt } from "@lectern/core/records/transcript/sentenceAt";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { secondsArb, transcriptArb } from "./transcriptArbitraries";

/** The rule stated plainly: the last sentence whose start ≤ t, scanning every sentence. */
const linearScan = (starts: readonly { start: number }[], t: number) => {
  let found: number | null = null;
  starts.forEach((sentence, position) => {
    if (sentence.start <= t) found = position;
  });
  return found;
};

describe("sentenceAt", () => {
  it("agrees with a linear scan at any time", () => {
    fc.assert(
      fc.property(transcriptArb, secondsArb, (transcript, t) => {
        expect(sentenceAt(transcript.sentences, t)).toBe(linearScan(transcript.sentences, t));
      }),
    );
  });

  it("agrees with a linear scan exactly at every start and end (the edges of the rule)", () => {
    fc.assert(
      fc.property(transcriptArb, (transcript) => {
        for (const sentence of transcript.sentences) {
          for (const t of [sentence.start, sentence.end, sentence.start - 0.001]) {
            expect(sentenceAt(transcript.sentences, t)).toBe(linearScan(transcript.sentences, t));
          }
        }
      }),
    );
  });

  it("is none before the first sentence and keeps the previous sentence through a silence", () => {
    const sentences = [
      { start: 2, end: 3 },
      { start: 10, end: 12 },
    ];
    expect(sentenceAt(sentences, 1.999)).toBeNull();
    expect(sentenceAt(sentences, 2)).toBe(0);
    expect(sentenceAt(sentences, 7)).toBe(0); // the gap 3 s → 10 s keeps sentence 0
    expect(sentenceAt(sentences, 10)).toBe(1);
    expect(sentenceAt(sentences, 99)).toBe(1);
    expect(sentenceAt([], 5)).toBeNull();
  });
});

describe("currentSentence", () => {
  it("highlights a sentence from HIGHLIGHT_LEAD_S before its start (a seek may land just short of it)", () => {
    const sentences = [
      { start: 2, end: 3 },
      { start: 32.102, end: 36 },
    ];
    expect(currentSentence(sentences, 32.1)).toBe(1);
    expect(currentSentence(sentences, 32.102 - HIGHLIGHT_LEAD_S - 0.001)).toBe(0);
    fc.assert(
      fc.property(transcriptArb, secondsArb, (transcript, t) => {
        expect(currentSentence(transcript.sentences, t)).toBe(linearScan(transcript.sentences, t + HIGHLIGHT_LEAD_S));
      }),
    );
  });
});
