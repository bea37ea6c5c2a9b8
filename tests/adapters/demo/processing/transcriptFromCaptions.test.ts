import type { DemoHeardCaption } from "@lectern/adapters/demo/db/DemoSnapshot";
import {
  CAPTIONS_WERE_OFF,
  NO_CAPTIONS_HEARD,
  transcriptFromCaptions,
} from "@lectern/adapters/demo/model/transcriptFromCaptions";
import fc from "fast-check";
import { describe, expect, it } from "vitest";

const START = Date.UTC(2026, 10, 22, 9);

const heardCaption = fc
  .record({
    speaker: fc.constantFrom("host", "p-1", "p-2"),
    text: fc.string({ minLength: 0, maxLength: 20 }),
    // Some before the session's start or after its end, as a late or early whisper would be.
    startOffset: fc.integer({ min: -5_000, max: 70_000 }),
    length: fc.integer({ min: 0, max: 8_000 }),
  })
  .map(({ speaker, text, startOffset, length }): DemoHeardCaption => ({
    sessionId: "1",
    speakerId: speaker,
    speakerName: `Name of ${speaker}`,
    text,
    startedAt: START + startOffset,
    endedAt: START + startOffset + length,
  }));

describe("transcriptFromCaptions", () => {
  it("keeps every spoken phrase once, sorted, inside the recording, by known speakers in turns", () => {
    fc.assert(
      fc.property(fc.array(heardCaption, { maxLength: 40 }), fc.integer({ min: 1, max: 60 }), (heard, duration) => {
        const transcript = transcriptFromCaptions(heard, START, duration, true);
        const sentences = transcript.turns.flatMap((turn) => turn.sentences);
        const spoken = heard.filter((caption) => caption.text.trim() !== "");
        expect(sentences).toHaveLength(spoken.length);
        expect(transcript.error).toBe(spoken.length === 0 ? NO_CAPTIONS_HEARD : null);
        const starts = sentences.map((sentence) => sentence.start);
        expect(starts).toEqual([...starts].sort((a, b) => a - b));
        for (const sentence of sentences) {
          expect(sentence.start).toBeGreaterThanOrEqual(0);
          expect(sentence.end).toBeLessThanOrEqual(duration);
          expect(sentence.start).toBeLessThanOrEqual(sentence.end);
          expect(sentence.text).toBe(sentence.text.trim());
        }
        const known = new Set(transcript.speakers.map((speaker) => speaker.id));
        expect(transcript.turns.every((turn) => known.has(turn.speakerId))).toBe(true);
        expect(known.size).toBe(transcript.speakers.length);
        // A turn is a run of one speaker: two neighbours never share one.
        transcript.turns.slice(1).forEach((turn, index) => {
          expect(turn.speakerId).not.toBe(transcript.turns[index]!.speakerId);
        });
      }),
    );
  });

  it("gives seconds from the session's start", () => {
    const transcript = transcriptFromCaptions(
      [
        {
          sessionId: "1",
          speakerId: "host",
          speakerName: "Ada Lovelace",
          text: " Good morning. ",
          startedAt: START + 1_250,
          endedAt: START + 3_500,
        },
      ],
      START,
      null,
      true,
    );
    expect(transcript).toEqual({
      speakers: [{ id: "host", name: "Ada Lovelace" }],
      turns: [{ speakerId: "host", sentences: [{ start: 1.25, end: 3.5, text: "Good morning." }] }],
      error: null,
    });
  });

  it("says why there is no transcript: nothing said, or captions off", () => {
    expect(transcriptFromCaptions([], START, 10, true).error).toBe(NO_CAPTIONS_HEARD);
    expect(transcriptFromCaptions([], START, 10, false).error).toBe(CAPTIONS_WERE_OFF);
  });
});
