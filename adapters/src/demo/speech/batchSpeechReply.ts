import * as Schema from "effect/Schema";
import type { TranscribedUtterance } from "./BatchSpeechToText";

/**
 * The batch (pre-recorded) call's parameters: the streaming call's model, tier and language (spec 2
 * §7) with punctuation, and what only a whole file allows: speakers told apart (diarize) and the
 * speech cut into utterances. No encoding: a WebM file says its own.
 */
export const BATCH_SPEECH_PARAMETERS = {
  model: "general",
  tier: "enhanced",
  language: "en-US",
  punctuate: "true",
  diarize: "true",
  utterances: "true",
} as const;

/** The provider's listen address for files (Deepgram's pre-recorded endpoint, the streaming one's path over https). */
export const DEFAULT_BATCH_SPEECH_URL = "https://api.deepgram.com/v1/listen";

/** The batch listen URL with the parameters set (replacing any of the same name already in `base`). */
export const batchListenUrl = (base: string): string => {
  const url = new URL(base);
  for (const [name, value] of Object.entries(BATCH_SPEECH_PARAMETERS)) url.searchParams.set(name, value);
  return url.toString();
};

const Speaker = Schema.optional(Schema.NullOr(Schema.Number));

const Word = Schema.Struct({
  word: Schema.String,
  punctuated_word: Schema.optional(Schema.NullOr(Schema.String)),
  start: Schema.Number,
  end: Schema.Number,
  speaker: Speaker,
});

const Utterance = Schema.Struct({
  start: Schema.Number,
  end: Schema.Number,
  transcript: Schema.String,
  speaker: Speaker,
  words: Schema.optional(Schema.NullOr(Schema.Array(Word))),
});

/**
 * The provider's reply to POST /v1/listen, as far as a transcript needs it: per channel the best
 * alternative's transcript and words (each with its speaker when diarized), and, with utterances
 * on, the utterances. Anything else in it (metadata, confidences, paragraphs) is ignored.
 */
export const BatchSpeechReply = Schema.Struct({
  metadata: Schema.optional(Schema.NullOr(Schema.Struct({ duration: Schema.optional(Schema.NullOr(Schema.Number)) }))),
  results: Schema.Struct({
    channels: Schema.Array(
      Schema.Struct({
        alternatives: Schema.Array(
          Schema.Struct({ transcript: Schema.String, words: Schema.optional(Schema.NullOr(Schema.Array(Word))) }),
        ),
      }),
    ),
    utterances: Schema.optional(Schema.NullOr(Schema.Array(Utterance))),
  }),
});
export type BatchSpeechReply = typeof BatchSpeechReply.Type;
type ReplyWord = typeof Word.Type;

const decodeReply = Schema.decodeUnknownOption(BatchSpeechReply);

/** The reply decoded, or null when it is not the provider's reply shape. */
export const decodeBatchSpeechReply = (json: unknown): BatchSpeechReply | null => {
  const decoded = decodeReply(json);
  return decoded._tag === "Some" ? decoded.value : null;
};

/** A word ends a sentence when it ends with . ! or ? (closing quotes and brackets allowed after it). */
const ENDS_SENTENCE = /[.!?]["')\]]*$/;

const speakerOf = (value: number | null | undefined): number | null =>
  typeof value === "number" && Number.isInteger(value) && value >= 0 ? value : null;

/** Words as sentences: a new one after a word that ends a sentence or where the speaker changes. */
const sentencesOfWords = (words: readonly ReplyWord[], fallbackSpeaker: number | null): TranscribedUtterance[] => {
  const sentences: { start: number; end: number; words: string[]; speaker: number | null; open: boolean }[] = [];
  for (const word of words) {
    const text = (word.punctuated_word ?? word.word).trim();
    if (!text) continue;
    const speaker = speakerOf(word.speaker) ?? fallbackSpeaker;
    let current = sentences.at(-1);
    if (!current || !current.open || current.speaker !== speaker) {
      current = { start: word.start, end: word.end, words: [], speaker, open: true };
      sentences.push(current);
    }
    current.words.push(text);
    current.start = Math.min(current.start, word.start);
    current.end = Math.max(current.end, word.end);
    if (ENDS_SENTENCE.test(text)) current.open = false;
  }
  return sentences.map(({ start, end, words: said, speaker }) => ({ start, end, text: said.join(" "), speaker }));
};

/**
 * The reply as sentence-sized utterances in time order: each utterance split at its words'
 * sentence ends (its own times and speaker when it has no words); without utterances, the first
 * channel's best words; with neither, its whole transcript as one. Times are made sound — never
 * below 0, an end never before its start, never past the audio's duration when the reply states one
 * — and empty texts are dropped.
 */
export const utterancesOfBatchReply = (reply: BatchSpeechReply): TranscribedUtterance[] => {
  const duration = reply.metadata?.duration;
  const limit = typeof duration === "number" && duration > 0 ? duration : Infinity;
  const best = reply.results.channels[0]?.alternatives[0];
  const utterances = reply.results.utterances ?? [];
  const raw: TranscribedUtterance[] = utterances.length
    ? utterances.flatMap((utterance) => {
        const speaker = speakerOf(utterance.speaker);
        const fromWords = utterance.words?.length ? sentencesOfWords(utterance.words, speaker) : [];
        return fromWords.length
          ? fromWords
          : [{ start: utterance.start, end: utterance.end, text: utterance.transcript.trim(), speaker }];
      })
    : best?.words?.length
      ? sentencesOfWords(best.words, null)
      : best?.transcript.trim()
        ? [{ start: 0, end: limit === Infinity ? 0 : limit, text: best.transcript.trim(), speaker: null }]
        : [];
  const clamp = (value: number) => Math.min(limit, Math.max(0, value));
  return raw
    .map((utterance) => {
      const start = clamp(utterance.start);
      return {
        ...utterance,
        text: utterance.text.replace(/\s+/g, " ").trim(),
        start,
        end: Math.max(start, clamp(utterance.end)),
      };
    })
    .filter((utterance) => utterance.text !== "")
    .sort((a, b) => a.start - b.start || a.end - b.end);
};
