/**
 * The demo speech service cannot recognise speech, so it replays a script, paced by the audio it
 * really receives. Pure: the WebSocket endpoint (DemoSpeechEndpoint) feeds it one step per audio
 * message and sends what comes back.
 *
 * Pacing rule: every binary audio message with at least one byte counts as one step of 250 ms of
 * speech, the timeslice StreamingSpeech records in (its first message carries the container header
 * and the first 250 ms). Each step speaks the next word of the script: an interim result with the
 * words of the current sentence so far, or, on the word that ends the sentence, the final result
 * for the whole sentence (is_final and speech_final true) in place of another interim. Sizes are
 * not counted: opus at a variable bit rate makes bytes a poor clock, while the recorder's timeslice
 * is exact. A lead-in of silent steps may precede the first word. After the last word nothing
 * more is said.
 */

/** One step of received audio stands for this much speech. */
export const AUDIO_STEP_SECONDS = 0.25;

/** What a demo speaker says: sentences of words, after some silent steps. */
export interface SpeechScript {
  readonly sentences: readonly (readonly string[])[];
  readonly leadSilenceSteps: number;
}

/** A word ends a sentence when it ends with . ! or ? (closing quotes and brackets allowed after it). */
const ENDS_SENTENCE = /[.!?]["')\]]*$/;

/** Splits text into sentences of words; trailing words without an end mark form the last sentence. */
export const speechScriptOf = (text: string, leadSilenceMs = 0): SpeechScript => {
  const sentences: string[][] = [];
  let current: string[] = [];
  for (const word of text.split(/\s+/).filter(Boolean)) {
    current.push(word);
    if (ENDS_SENTENCE.test(word)) {
      sentences.push(current);
      current = [];
    }
  }
  if (current.length) sentences.push(current);
  return { sentences, leadSilenceSteps: Math.max(0, Math.ceil(leadSilenceMs / (AUDIO_STEP_SECONDS * 1000))) };
};

/** Where a replay is: steps of audio received, and the next word to say. */
export interface ReplayState {
  readonly steps: number;
  readonly sentence: number;
  /** Words of the current sentence already said. */
  readonly word: number;
  /** The step at which the current sentence's first word was said. */
  readonly sentenceStartStep: number;
}

export const REPLAY_START: ReplayState = { steps: 0, sentence: 0, word: 0, sentenceStartStep: 0 };

/** A result in the provider's format (spec 2 §7: channel.alternatives[0].transcript and is_final). */
export interface SpeechResult {
  readonly type: "Results";
  readonly channel: { readonly alternatives: readonly [{ readonly transcript: string; readonly confidence: number }] };
  readonly is_final: boolean;
  readonly speech_final: boolean;
  /** Seconds of audio before the sentence began. */
  readonly start: number;
  /** Seconds of audio the result covers. */
  readonly duration: number;
}

const seconds = (steps: number): number => Math.round(steps * AUDIO_STEP_SECONDS * 1000) / 1000;

const resultOf = (words: readonly string[], isFinal: boolean, startStep: number, steps: number): SpeechResult => ({
  type: "Results",
  channel: { alternatives: [{ transcript: words.join(" "), confidence: isFinal ? 0.99 : 0.9 }] },
  is_final: isFinal,
  speech_final: isFinal,
  start: seconds(startStep),
  duration: seconds(steps),
});

/** One more step of audio: the state after it and the result to send, if any. */
export const replayStep = (
  script: SpeechScript,
  state: ReplayState,
): { readonly state: ReplayState; readonly result: SpeechResult | null } => {
  const steps = state.steps + 1;
  const sentence = script.sentences[state.sentence];
  if (steps <= script.leadSilenceSteps || !sentence) return { state: { ...state, steps }, result: null };
  const startStep = state.word === 0 ? steps - 1 : state.sentenceStartStep;
  const word = state.word + 1;
  const said = sentence.slice(0, word);
  if (word < sentence.length) {
    return {
      state: { steps, sentence: state.sentence, word, sentenceStartStep: startStep },
      result: resultOf(said, false, startStep, word),
    };
  }
  return {
    state: { steps, sentence: state.sentence + 1, word: 0, sentenceStartStep: steps },
    result: resultOf(said, true, startStep, word),
  };
};

/**
 * The provider's CloseStream/Finalize: a sentence cut off mid-way is settled as it stands (final),
 * and the replay moves on to the next sentence. Null when no sentence is under way.
 */
export const replayFlush = (
  script: SpeechScript,
  state: ReplayState,
): { readonly state: ReplayState; readonly result: SpeechResult | null } => {
  const sentence = script.sentences[state.sentence];
  if (!sentence || state.word === 0) return { state, result: null };
  return {
    state: { steps: state.steps, sentence: state.sentence + 1, word: 0, sentenceStartStep: state.steps },
    result: resultOf(sentence.slice(0, state.word), true, state.sentenceStartStep, state.word),
  };
};
