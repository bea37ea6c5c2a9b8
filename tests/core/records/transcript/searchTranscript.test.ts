import { searchTranscript } from "@lectern/core/records/transcript/searchTranscript";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { transcriptArb } from "./transcriptArbitraries";

/** Folding written the obvious way, on whole strings (the rule), not per character like the code. */
const fold = (text: string) => text.toLowerCase().normalize("NFD").replace(/\p{M}/gu, "");
/** Non-overlapping occurrences, counted the naive way. */
const naiveCount = (text: string, query: string) => fold(text).split(fold(query)).length - 1;

const queryArb = fc.oneof(
  fc.constantFrom("ecole", "ÉCOLE", "cell", "ca", "Ç", "a", "aa", "naive", "UBER", "istanbul", " the "),
  fc.string({ minLength: 1, maxLength: 3 }),
);

describe("searchTranscript", () => {
  it("counts what a naive case- and accent-folded count counts", () => {
    fc.assert(
      fc.property(transcriptArb, queryArb, (transcript, query) => {
        fc.pre(fold(query.trim()) !== "");
        const expected = transcript.sentences.reduce((sum, s) => sum + naiveCount(s.text, query.trim()), 0);
        const result = searchTranscript(transcript.sentences, query);
        expect(result.count).toBe(expected);
        expect(result.matches).toHaveLength(expected);
      }),
    );
  });

  it("marks original characters that fold to the query, in reading order", () => {
    fc.assert(
      fc.property(transcriptArb, queryArb, (transcript, query) => {
        const { matches } = searchTranscript(transcript.sentences, query);
        let previous = { sentenceIndex: -1, end: 0 };
        for (const match of matches) {
          const text = transcript.sentences[match.sentenceIndex]?.text ?? "";
          expect(fold(text.slice(match.start, match.start + match.length))).toBe(fold(query.trim()));
          if (match.sentenceIndex === previous.sentenceIndex) expect(match.start).toBeGreaterThanOrEqual(previous.end);
          else expect(match.sentenceIndex).toBeGreaterThan(previous.sentenceIndex);
          previous = { sentenceIndex: match.sentenceIndex, end: match.start + match.length };
        }
      }),
    );
  });

  it("ignores case and accents, and an empty query finds nothing", () => {
    const sentences = [
      { index: 0, text: "L'École est là." },
      { index: 1, text: "une ecole, deux ÉCOLES" },
    ];
    const result = searchTranscript(sentences, "ecole");
    expect(result.count).toBe(3);
    expect(result.matches[0]).toEqual({ sentenceIndex: 0, start: 2, length: 5 });
    expect(searchTranscript(sentences, "")).toEqual({ matches: [], count: 0 });
    expect(searchTranscript(sentences, "   ").count).toBe(0);
  });

  it("maps a match back over decomposed accents", () => {
    const decomposed = "cafe\u0301 noir"; // "café" with a combining accent: 5 units in the original
    expect(searchTranscript([{ index: 0, text: decomposed }], "café").matches).toEqual([
      { sentenceIndex: 0, start: 0, length: 5 },
    ]);
  });
});
