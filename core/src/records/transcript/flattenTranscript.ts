import type { Transcript, TranscriptSentence, TranscriptSpeaker } from "./Transcript";

/** A sentence as the wire carries it (spec 3 §3 "Transcript phrase"): seconds from the session start. */
export interface TranscriptPhrase {
  readonly start: number;
  readonly end: number;
  readonly text: string;
}

/** Consecutive sentences of one speaker, as the `transcripts` resource nests them. */
export interface TranscriptTurn {
  readonly speakerId: string;
  readonly sentences: readonly TranscriptPhrase[];
}

const finiteOrZero = (value: number) => (Number.isFinite(value) ? value : 0);

/**
 * The wire's turns → one list of sentences in time order. The server's order is not trusted (two
 * speakers' turns may overlap), so sentences are sorted by start; equal starts keep the wire's order,
 * which keeps the result stable. Times are made safe for every rule downstream: negative or
 * non-finite starts become 0 and an end before its start becomes the start. Empty sentences carry
 * nothing to read or seek to and are dropped (an empty subtitle cue would also break SRT readers).
 * A speaker id that the speakers list lacks is added under its id, so every sentence has a speaker.
 */
export const flattenTranscript = (
  speakers: readonly TranscriptSpeaker[],
  turns: readonly TranscriptTurn[],
): Transcript => {
  const known = new Map(speakers.map((speaker) => [speaker.id, speaker]));
  const allSpeakers = [...known.values()];
  const unindexed: Omit<TranscriptSentence, "index">[] = [];
  for (const turn of turns) {
    if (!known.has(turn.speakerId)) {
      const added = { id: turn.speakerId, name: turn.speakerId };
      known.set(turn.speakerId, added);
      allSpeakers.push(added);
    }
    for (const phrase of turn.sentences) {
      const text = phrase.text.replace(/\s+/g, " ").trim();
      if (text === "") continue;
      const start = Math.max(0, finiteOrZero(phrase.start));
      const end = Math.max(start, finiteOrZero(phrase.end));
      unindexed.push({ speakerId: turn.speakerId, start, end, text });
    }
  }
  // Array.prototype.sort is stable (ES2019), so equal starts keep the wire's order.
  unindexed.sort((a, b) => a.start - b.start);
  return {
    speakers: allSpeakers,
    sentences: unindexed.map((sentence, index) => ({ index, ...sentence })),
  };
};
