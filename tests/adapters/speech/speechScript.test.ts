import {
  AUDIO_STEP_SECONDS,
  REPLAY_START,
  type ReplayState,
  type SpeechResult,
  replayFlush,
  replayStep,
  speechScriptOf,
} from "@lectern/adapters/demo/speech/speechScript";
import fc from "fast-check";
import { describe, expect, it } from "vitest";

const run = (text: string, steps: number, leadSilenceMs = 0) => {
  const script = speechScriptOf(text, leadSilenceMs);
  let state: ReplayState = REPLAY_START;
  const results: (SpeechResult | null)[] = [];
  for (let step = 0; step < steps; step += 1) {
    const next = replayStep(script, state);
    state = next.state;
    results.push(next.result);
  }
  return { script, state, results };
};

const word = fc.stringMatching(/^[A-Za-z']{1,8}$/);
const sentence = fc
  .tuple(fc.array(word, { minLength: 1, maxLength: 6 }), fc.constantFrom(".", "!", "?"))
  .map(([words, mark]) => `${words.join(" ")}${mark}`);

describe("speechScriptOf", () => {
  it("splits at . ! and ?, keeping unfinished trailing words as the last sentence", () => {
    expect(speechScriptOf("  The first law. Energy is conserved!  Is it? and then").sentences).toEqual([
      ["The", "first", "law."],
      ["Energy", "is", "conserved!"],
      ["Is", "it?"],
      ["and", "then"],
    ]);
    expect(speechScriptOf('He said "stop." Then left.').sentences).toEqual([
      ["He", "said", '"stop."'],
      ["Then", "left."],
    ]);
    expect(speechScriptOf("   ").sentences).toEqual([]);
  });

  it("turns a lead-in of silence into whole 250 ms steps", () => {
    expect(speechScriptOf("Hi.", 0).leadSilenceSteps).toBe(0);
    expect(speechScriptOf("Hi.", 250).leadSilenceSteps).toBe(1);
    expect(speechScriptOf("Hi.", 1100).leadSilenceSteps).toBe(5);
  });
});

describe("replayStep", () => {
  it("says one word per step: growing interims, then the sentence as final in place of its last interim", () => {
    const { results } = run("The first law. Energy stays.", 7);
    expect(results.map((result) => result && [result.channel.alternatives[0].transcript, result.is_final])).toEqual([
      ["The", false],
      ["The first", false],
      ["The first law.", true],
      ["Energy", false],
      ["Energy stays.", true],
      null,
      null,
    ]);
    const final = results[2]!;
    expect(final).toMatchObject({ type: "Results", speech_final: true, start: 0, duration: 0.75 });
    expect(results[3]).toMatchObject({ speech_final: false, start: 0.75, duration: 0.25 });
    expect(results[4]).toMatchObject({ start: 0.75, duration: 0.5 });
  });

  it("stays silent through the lead-in and times the words after it", () => {
    const { results } = run("Hello there.", 4, 500);
    expect(results.slice(0, 2)).toEqual([null, null]);
    expect(results[2]).toMatchObject({ is_final: false, start: 0.5, duration: 0.25 });
    expect(results[3]).toMatchObject({ is_final: true, start: 0.5, duration: 0.5 });
  });

  it("for any script: one result per word, each sentence's interims are its prefixes, and one final per sentence", () => {
    fc.assert(
      fc.property(fc.array(sentence, { minLength: 1, maxLength: 5 }), fc.nat(8), (sentences, extra) => {
        const text = sentences.join(" ");
        const script = speechScriptOf(text);
        const words = script.sentences.flat();
        const { results, state } = run(text, words.length + extra);
        const said = results.filter((result): result is SpeechResult => result !== null);
        expect(said).toHaveLength(words.length);
        expect(
          said.filter((result) => result.is_final).map((result) => result.channel.alternatives[0].transcript),
        ).toEqual(script.sentences.map((sentenceWords) => sentenceWords.join(" ")));
        let index = 0;
        for (const sentenceWords of script.sentences) {
          for (let count = 1; count <= sentenceWords.length; count += 1) {
            const result = said[index]!;
            expect(result.channel.alternatives[0].transcript).toBe(sentenceWords.slice(0, count).join(" "));
            expect(result.is_final).toBe(count === sentenceWords.length);
            expect(result.speech_final).toBe(result.is_final);
            expect(result.duration).toBeCloseTo(count * AUDIO_STEP_SECONDS);
            index += 1;
          }
        }
        expect(state.steps).toBe(words.length + extra);
      }),
    );
  });
});

describe("replayFlush", () => {
  it("settles a sentence cut off mid-way as final and moves on", () => {
    const { script, state } = run("One two three. Four five.", 2);
    const flushed = replayFlush(script, state);
    expect(flushed.result).toMatchObject({ is_final: true, channel: { alternatives: [{ transcript: "One two" }] } });
    const next = replayStep(script, flushed.state);
    expect(next.result?.channel.alternatives[0].transcript).toBe("Four");
  });

  it("says nothing between sentences", () => {
    const { script, state } = run("One. Two.", 1);
    expect(replayFlush(script, state)).toEqual({ state, result: null });
  });
});
