import type { DemoHeardCaption, DemoSpeakerTurn, DemoTranscriptSentence } from "../db/DemoSnapshot";

export const NO_CAPTIONS_HEARD = "No speech was captioned while recording, so this lecture has no transcript.";
export const CAPTIONS_WERE_OFF =
  "Live captions were turned off for this account while recording, so this lecture has no transcript.";

export interface TranscriptFromCaptions {
  readonly speakers: readonly { readonly id: string; readonly name: string }[];
  readonly turns: readonly DemoSpeakerTurn[];
  /** Why there is no transcript; null when there is one. */
  readonly error: string | null;
}

const seconds = (ms: number): number => Math.round(ms) / 1000;

/**
 * The transcript of a recording from the final captions heard while it ran (spec 3 §3): sentences
 * in time order, in seconds from the session's start, clamped to the recording (0 … duration when
 * known), consecutive sentences of one speaker grouped into a turn, speakers in order of first
 * speech. Nothing heard gives no sentences and the reason (captions off, or nothing said).
 */
export const transcriptFromCaptions = (
  heard: readonly DemoHeardCaption[],
  sessionStartedAt: number,
  durationSeconds: number | null,
  captionsEnabled: boolean,
): TranscriptFromCaptions => {
  const limit = durationSeconds ?? Infinity;
  const clamp = (value: number): number => Math.min(limit, Math.max(0, value));
  const spoken = heard
    .filter((caption) => caption.text.trim() !== "")
    .map((caption) => {
      const start = clamp(seconds(caption.startedAt - sessionStartedAt));
      return { caption, start, end: Math.max(start, clamp(seconds(caption.endedAt - sessionStartedAt))) };
    })
    .sort((a, b) => a.start - b.start || a.end - b.end);
  if (spoken.length === 0) {
    return { speakers: [], turns: [], error: captionsEnabled ? NO_CAPTIONS_HEARD : CAPTIONS_WERE_OFF };
  }
  const speakers: { id: string; name: string }[] = [];
  const turns: { speakerId: string; sentences: DemoTranscriptSentence[] }[] = [];
  for (const { caption, start, end } of spoken) {
    if (!speakers.some((speaker) => speaker.id === caption.speakerId)) {
      speakers.push({ id: caption.speakerId, name: caption.speakerName });
    }
    const sentence = { start, end, text: caption.text.trim() };
    const last = turns.at(-1);
    if (last?.speakerId === caption.speakerId) last.sentences.push(sentence);
    else turns.push({ speakerId: caption.speakerId, sentences: [sentence] });
  }
  return { speakers, turns, error: null };
};
