import { transcriptOfUtterances } from "@lectern/adapters/demo/processing/transcriptOfUtterances";
import {
  BATCH_SPEECH_PARAMETERS,
  batchListenUrl,
  decodeBatchSpeechReply,
  utterancesOfBatchReply,
} from "@lectern/adapters/demo/speech/batchSpeechReply";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { speechFixture } from "./speechFixtures";

const decoded = (json: unknown) => {
  const reply = decodeBatchSpeechReply(json);
  if (!reply) throw new Error("the reply did not decode");
  return reply;
};

describe("the provider's batch reply → utterances → transcript (issue 21)", () => {
  it("asks for the batch parameters on the listen address, replacing ones already there", () => {
    const url = new URL(batchListenUrl("https://api.deepgram.com/v1/listen?model=nova-3&keep=1"));
    expect(url.origin + url.pathname).toBe("https://api.deepgram.com/v1/listen");
    expect(Object.fromEntries(url.searchParams)).toEqual({ ...BATCH_SPEECH_PARAMETERS, keep: "1" });
  });

  it("a diarized reply with utterances: sentences cut at the words' sentence ends, speakers kept", () => {
    const utterances = utterancesOfBatchReply(decoded(speechFixture("prerecorded-diarized.json")));
    expect(utterances.map(({ text, speaker }) => [speaker, text])).toEqual([
      [0, "Good morning, everyone."],
      [0, "Today we look at photosynthesis."],
      [1, "Will this be on the exam?"],
      [0, "Yes, the light reactions will be."],
      [0, "Let us start with chlorophyll."],
    ]);
    expect(utterances[0]).toMatchObject({ start: 0.48, end: 1.6 });
    const { speakers, turns } = transcriptOfUtterances(utterances, 21.5, "Ada Lovelace");
    expect(speakers).toEqual([
      { id: "host", name: "Ada Lovelace" },
      { id: "voice-1", name: "Speaker 2" },
    ]);
    expect(turns.map((turn) => [turn.speakerId, turn.sentences.length])).toEqual([
      ["host", 2],
      ["voice-1", 1],
      ["host", 2],
    ]);
  });

  it("a reply without utterances or speakers: the first channel's words as sentences, all the host's", () => {
    const utterances = utterancesOfBatchReply(decoded(speechFixture("prerecorded-words-only.json")));
    expect(utterances.map((utterance) => utterance.text)).toEqual([
      "Photosynthesis happens in the chloroplasts.",
      "It needs light, water and carbon dioxide.",
    ]);
    expect(utterances.every((utterance) => utterance.speaker === null)).toBe(true);
    expect(transcriptOfUtterances(utterances, 9, "").speakers).toEqual([{ id: "host", name: "Host" }]);
  });

  it("words without punctuation keep an utterance whole; a bare transcript spans the audio", () => {
    const reply = decoded({
      metadata: { duration: 4 },
      results: {
        channels: [{ alternatives: [{ transcript: "hello there" }] }],
        utterances: [
          { start: 1, end: 2, transcript: "hello there", speaker: 0, words: [] },
          { start: 2.5, end: 3, transcript: "  ", speaker: 2 },
        ],
      },
    });
    expect(utterancesOfBatchReply(reply)).toEqual([{ start: 1, end: 2, text: "hello there", speaker: 0 }]);
    const bare = decoded({
      metadata: { duration: 4 },
      results: { channels: [{ alternatives: [{ transcript: "hi" }] }] },
    });
    expect(utterancesOfBatchReply(bare)).toEqual([{ start: 0, end: 4, text: "hi", speaker: null }]);
    expect(utterancesOfBatchReply(decoded({ results: { channels: [] } }))).toEqual([]);
  });

  it("refuses what is not the provider's reply", () => {
    for (const json of [
      null,
      "transcript",
      {},
      { results: {} },
      { results: { channels: [{ alternatives: [{ transcript: 3 }] }] } },
      { results: { channels: [{ alternatives: [{ transcript: "x", words: [{ word: "x", start: "0", end: 1 }] }] }] } },
      { results: { channels: [], utterances: [{ start: 0, end: 1 }] } },
      speechFixture("prerecorded-invalid-auth.json"),
    ]) {
      expect(decodeBatchSpeechReply(json)).toBeNull();
    }
  });

  const time = fc.double({ min: -50, max: 500, noNaN: true });
  const text = fc.oneof(
    fc.constantFrom("Hello.", "again", "Is it?", "  ", "", "done!", "x y z."),
    fc.string({ maxLength: 12 }),
  );
  const speakerNumber = fc.option(fc.oneof(fc.nat(4), fc.constant(-1), fc.constant(1.5)), { nil: undefined });
  const word = fc.record({
    word: text,
    punctuated_word: fc.option(text, { nil: undefined }),
    start: time,
    end: time,
    speaker: speakerNumber,
  });
  const utterance = fc.record({
    start: time,
    end: time,
    transcript: text,
    speaker: speakerNumber,
    words: fc.option(fc.array(word, { maxLength: 6 }), { nil: undefined }),
  });
  const reply = fc.record({
    metadata: fc.option(
      fc.record({ duration: fc.option(fc.double({ min: 0, max: 400, noNaN: true }), { nil: undefined }) }),
      {
        nil: undefined,
      },
    ),
    results: fc.record({
      channels: fc.array(
        fc.record({
          alternatives: fc.array(
            fc.record({ transcript: text, words: fc.option(fc.array(word, { maxLength: 8 }), { nil: undefined }) }),
            {
              maxLength: 2,
            },
          ),
        }),
        { maxLength: 2 },
      ),
      utterances: fc.option(fc.array(utterance, { maxLength: 8 }), { nil: undefined }),
    }),
  });

  it("property: any valid reply maps to ordered rows within the recording, each with text and a known speaker", () => {
    fc.assert(
      fc.property(reply, fc.option(fc.double({ min: 0.5, max: 300, noNaN: true }), { nil: null }), (json, duration) => {
        const { speakers, turns } = transcriptOfUtterances(utterancesOfBatchReply(decoded(json)), duration, "Owner");
        const rows = turns.flatMap((turn) => turn.sentences);
        const limit = duration ?? Infinity;
        for (const [index, row] of rows.entries()) {
          expect(row.text.trim()).toBe(row.text);
          expect(row.text).not.toBe("");
          expect(row.start).toBeGreaterThanOrEqual(0);
          expect(row.end).toBeGreaterThanOrEqual(row.start);
          expect(row.end).toBeLessThanOrEqual(limit);
          if (index > 0) expect(row.start).toBeGreaterThanOrEqual(rows[index - 1]!.start);
        }
        expect(new Set(turns.map((turn) => turn.speakerId))).toEqual(new Set(speakers.map((speaker) => speaker.id)));
        // Turns alternate speakers: one speaker's consecutive sentences are one turn.
        for (let index = 1; index < turns.length; index += 1) {
          expect(turns[index]!.speakerId).not.toBe(turns[index - 1]!.speakerId);
        }
      }),
      { numRuns: 300 },
    );
  });
});
