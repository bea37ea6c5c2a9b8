import { cueTimestamp } from "./cueTimestamp";
import { speakerNames } from "./speakerNames";
import type { Transcript } from "./Transcript";

/**
 * The transcript as SubRip subtitles: 1-based cue numbers, "hh:mm:ss,mmm --> hh:mm:ss,mmm", the
 * speaker's name as a prefix ("Ada: …"), a blank line after each cue. A blank line inside a cue
 * would end it early, so texts are kept on one line (flattenTranscript already collapses spaces).
 */
export const toSrt = (transcript: Transcript): string => {
  const names = speakerNames(transcript);
  return transcript.sentences
    .map((sentence, position) => {
      const name = names.get(sentence.speakerId) ?? sentence.speakerId;
      const text = sentence.text.replace(/\s+/g, " ");
      return `${position + 1}\n${cueTimestamp(sentence.start, ",")} --> ${cueTimestamp(sentence.end, ",")}\n${name}: ${text}\n`;
    })
    .join("\n");
};
