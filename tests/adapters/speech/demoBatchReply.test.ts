import { decodeBatchSpeechReply } from "@lectern/adapters/demo/speech/batchSpeechReply";
import { demoBatchReply } from "@lectern/adapters/demo/speech/demoBatchReply";
import { AUDIO_STEP_SECONDS, speechScriptOf } from "@lectern/adapters/demo/speech/speechScript";
import fc from "fast-check";
import { describe, expect, it } from "vitest";

const META = { requestId: "r", created: "2026-11-30T09:00:00.000Z" };

describe("the demo speech service's batch reply: its script timed within the recording", () => {
  it("says the words that end within the audio, one per 250 ms after the lead silence, in the provider's shape", () => {
    const reply = demoBatchReply(speechScriptOf("Hello, world. How are you today?", 500), 1.6, META);
    expect(reply.results.utterances.map((u) => [u.start, u.end, u.transcript])).toEqual([
      [0.5, 1, "Hello, world."],
      [1, 1.5, "How are"],
    ]);
    expect(reply.results.channels[0]!.alternatives[0]!.words[0]).toMatchObject({
      word: "hello",
      punctuated_word: "Hello,",
    });
    expect(decodeBatchSpeechReply(JSON.parse(JSON.stringify(reply)))).not.toBeNull();
    expect(demoBatchReply(speechScriptOf("Hi."), 0.1, META).results.utterances).toEqual([]);
  });

  it("property: words in order, back to back, never past the recording, as many as fit", () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom("a", "b.", "c?", "d", "e!"), { maxLength: 40 }),
        fc.nat(8),
        fc.double({ min: 0, max: 15, noNaN: true }),
        (words, leadSteps, duration) => {
          const script = speechScriptOf(words.join(" "), leadSteps * AUDIO_STEP_SECONDS * 1000);
          const said = demoBatchReply(script, duration, META).results.channels[0]!.alternatives[0]!.words;
          const fit = Math.max(0, Math.floor(duration / AUDIO_STEP_SECONDS + 1e-9) - leadSteps);
          expect(said).toHaveLength(Math.min(words.length, fit));
          said.forEach((word, index) => {
            expect(word.start).toBeCloseTo((leadSteps + index) * AUDIO_STEP_SECONDS, 6);
            expect(word.end).toBeLessThanOrEqual(duration + 1e-9);
          });
        },
      ),
    );
  });
});
