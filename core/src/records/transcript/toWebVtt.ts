import { cueTimestamp } from "./cueTimestamp";
import { speakerNames } from "./speakerNames";
import type { Transcript } from "./Transcript";

/** WebVTT cue text escapes (W3C WebVTT §4.2.1): "&", "<" and ">" — the last also rules out "-->". */
const escapeCueText = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/**
 * The transcript as WebVTT: the "WEBVTT" header, numbered cues with "hh:mm:ss.mmm --> hh:mm:ss.mmm",
 * and the speaker as a voice tag ("<v Ada Lovelace>…"), which players show and screen readers read.
 */
export const toWebVtt = (transcript: Transcript): string => {
  const names = speakerNames(transcript);
  const cues = transcript.sentences.map((sentence, position) => {
    const name = escapeCueText(names.get(sentence.speakerId) ?? sentence.speakerId);
    const text = escapeCueText(sentence.text.replace(/\s+/g, " "));
    return `${position + 1}\n${cueTimestamp(sentence.start, ".")} --> ${cueTimestamp(sentence.end, ".")}\n<v ${name}>${text}\n`;
  });
  return ["WEBVTT\n", ...cues].join("\n");
};
