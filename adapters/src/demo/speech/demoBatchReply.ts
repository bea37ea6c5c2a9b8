import { AUDIO_STEP_SECONDS, type SpeechScript } from "./speechScript";

/** A word as the provider's reply lists it. */
interface ReplyWord {
  readonly word: string;
  readonly punctuated_word: string;
  readonly start: number;
  readonly end: number;
  readonly confidence: number;
  readonly speaker: number;
  readonly speaker_confidence: number;
}

const seconds = (steps: number): number => Math.round(steps * AUDIO_STEP_SECONDS * 1000) / 1000;

/** The bare word the provider lists beside the punctuated one: lower case, no punctuation around it. */
const bareWord = (word: string): string => word.toLowerCase().replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, "") || word;

/**
 * The demo speech service's answer to the batch call (POST …/listen with a whole file), in the
 * provider's reply shape: the script paced as the streaming endpoint paces it — after the lead
 * silence, one word per 250 ms of audio — so a file of `durationSeconds` holds the words that end
 * within it; a sentence the audio cuts off ends where the audio does. Every word is speaker 0 (the
 * demo hears one voice); each sentence is an utterance.
 */
export const demoBatchReply = (
  script: SpeechScript,
  durationSeconds: number,
  meta: { readonly requestId: string; readonly created: string },
) => {
  const fit = Math.max(0, Math.floor(durationSeconds / AUDIO_STEP_SECONDS + 1e-9) - script.leadSilenceSteps);
  let step = script.leadSilenceSteps;
  let left = fit;
  const sentences: ReplyWord[][] = [];
  for (const sentence of script.sentences) {
    if (left === 0) break;
    const said = sentence.slice(0, left).map((word): ReplyWord => {
      const start = seconds(step);
      step += 1;
      return {
        word: bareWord(word),
        punctuated_word: word,
        start,
        end: seconds(step),
        confidence: 0.99,
        speaker: 0,
        speaker_confidence: 0.9,
      };
    });
    left -= said.length;
    sentences.push(said);
  }
  const words = sentences.flat();
  const text = (list: readonly ReplyWord[]) => list.map((word) => word.punctuated_word).join(" ");
  return {
    metadata: {
      request_id: meta.requestId,
      created: meta.created,
      duration: durationSeconds,
      channels: 1,
      models: ["lectern-demo-script"],
    },
    results: {
      channels: [{ alternatives: [{ transcript: text(words), confidence: words.length ? 0.99 : 0, words }] }],
      utterances: sentences.map((said, index) => ({
        id: `${meta.requestId}-${index}`,
        start: said[0]!.start,
        end: said.at(-1)!.end,
        confidence: 0.99,
        channel: 0,
        transcript: text(said),
        words: said,
        speaker: 0,
      })),
    },
  };
};

export type DemoBatchReply = ReturnType<typeof demoBatchReply>;
