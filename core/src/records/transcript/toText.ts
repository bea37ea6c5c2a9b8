import { formatClock } from "./formatClock";
import { speakerNames } from "./speakerNames";
import type { Transcript } from "./Transcript";

/**
 * The transcript as plain text to read or paste: one paragraph per speaker turn (a run of
 * consecutive sentences of one speaker), headed by the speaker's name and the turn's start time
 * ("Ada Lovelace (01:05)"), a blank line between turns.
 */
export const toText = (transcript: Transcript): string => {
  const names = speakerNames(transcript);
  const withHours = (transcript.sentences.at(-1)?.start ?? 0) >= 3600;
  const turns: { speakerId: string; heading: string; texts: string[] }[] = [];
  for (const sentence of transcript.sentences) {
    const turn = turns.at(-1);
    if (turn?.speakerId === sentence.speakerId) {
      turn.texts.push(sentence.text);
      continue;
    }
    const name = names.get(sentence.speakerId) ?? sentence.speakerId;
    turns.push({
      speakerId: sentence.speakerId,
      heading: `${name} (${formatClock(sentence.start, withHours)})`,
      texts: [sentence.text],
    });
  }
  return turns.map((turn) => `${turn.heading}\n${turn.texts.join(" ")}\n`).join("\n");
};
