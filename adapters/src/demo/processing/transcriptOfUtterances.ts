import type { DemoSpeakerTurn, DemoTranscript, DemoTranscriptSentence } from "../db/DemoSnapshot";
import { HOST_SPEAKER_ID } from "../model/heardCaptions";
import type { TranscribedUtterance } from "../speech/BatchSpeechToText";

/** Speaker 0 and an undiarized voice are the host; the others are numbered as the provider numbers them. */
const speakerIdOf = (speaker: number | null): string =>
  speaker === null || speaker === 0 ? HOST_SPEAKER_ID : `voice-${speaker}`;

const seconds = (value: number): number => Math.round(value * 1000) / 1000;

/**
 * A transcribed recording as a transcript's speakers and turns (issue 21): sentences in time order,
 * clamped to the recording (0 … duration when known), consecutive sentences of one speaker grouped
 * into a turn, speakers in order of first speech — the host (speaker 0, named as the session's
 * owner), then "Speaker 2", "Speaker 3", … for the voices the provider told apart. Empty texts go.
 */
export const transcriptOfUtterances = (
  utterances: readonly TranscribedUtterance[],
  durationSeconds: number | null,
  ownerName: string,
): Pick<DemoTranscript, "speakers" | "turns"> => {
  const limit = durationSeconds !== null && durationSeconds > 0 ? durationSeconds : Infinity;
  // Rounded to the millisecond first, so the clamp has the last word.
  const clamp = (value: number): number => Math.min(limit, Math.max(0, seconds(Number.isFinite(value) ? value : 0)));
  const spoken = utterances
    .map((utterance) => {
      const start = clamp(utterance.start);
      return {
        utterance,
        text: utterance.text.replace(/\s+/g, " ").trim(),
        start,
        end: Math.max(start, clamp(utterance.end)),
      };
    })
    .filter((said) => said.text !== "")
    .sort((a, b) => a.start - b.start || a.end - b.end);
  const speakers: { id: string; name: string }[] = [];
  const turns: { speakerId: string; sentences: DemoTranscriptSentence[] }[] = [];
  for (const { utterance, text, start, end } of spoken) {
    const speakerId = speakerIdOf(utterance.speaker);
    if (!speakers.some((speaker) => speaker.id === speakerId)) {
      speakers.push({
        id: speakerId,
        name: speakerId === HOST_SPEAKER_ID ? ownerName || "Host" : `Speaker ${(utterance.speaker ?? 0) + 1}`,
      });
    }
    const last = turns.at(-1);
    if (last?.speakerId === speakerId) last.sentences.push({ start, end, text });
    else turns.push({ speakerId, sentences: [{ start, end, text }] });
  }
  return { speakers, turns: turns as readonly DemoSpeakerTurn[] };
};
