import { flattenTranscript } from "@lectern/core/records/transcript/flattenTranscript";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { transcriptArb } from "./transcriptArbitraries";

describe("flattenTranscript", () => {
  it("gives sentences in time order, indexed by position, with safe times and a known speaker", () => {
    fc.assert(
      fc.property(transcriptArb, (transcript) => {
        const speakers = new Set(transcript.speakers.map((speaker) => speaker.id));
        transcript.sentences.forEach((sentence, position) => {
          expect(sentence.index).toBe(position);
          expect(sentence.start).toBeGreaterThanOrEqual(transcript.sentences[position - 1]?.start ?? 0);
          expect(sentence.end).toBeGreaterThanOrEqual(sentence.start);
          expect(sentence.text).toBe(sentence.text.trim());
          expect(sentence.text).not.toBe("");
          expect(speakers.has(sentence.speakerId)).toBe(true);
        });
      }),
    );
  });

  it("interleaves overlapping turns, repairs bad times, drops empty sentences, adds unknown speakers", () => {
    const transcript = flattenTranscript(
      [{ id: "host", name: "Ada" }],
      [
        {
          speakerId: "host",
          sentences: [
            { start: 0, end: 2, text: "One." },
            { start: 6, end: 5, text: "  Three \n now. " },
          ],
        },
        {
          speakerId: "x",
          sentences: [
            { start: 3, end: 4, text: "Two." },
            { start: -1, end: Number.NaN, text: "Zero." },
            { start: 9, end: 9, text: "   " },
          ],
        },
      ],
    );
    expect(transcript.speakers).toEqual([
      { id: "host", name: "Ada" },
      { id: "x", name: "x" },
    ]);
    expect(transcript.sentences).toEqual([
      { index: 0, speakerId: "host", start: 0, end: 2, text: "One." },
      { index: 1, speakerId: "x", start: 0, end: 0, text: "Zero." },
      { index: 2, speakerId: "x", start: 3, end: 4, text: "Two." },
      { index: 3, speakerId: "host", start: 6, end: 6, text: "Three now." },
    ]);
  });
});
