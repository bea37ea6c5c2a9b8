import type { DemoTranscript } from "../db/DemoSnapshot";

/** hh:mm:ss.ttt of a time in seconds (WebVTT cue timings). */
export const vttTime = (seconds: number): string => {
  const ms = Math.max(0, Math.round(seconds * 1000));
  const hours = Math.floor(ms / 3_600_000);
  const minutes = Math.floor(ms / 60_000) % 60;
  const secs = Math.floor(ms / 1000) % 60;
  const pad = (value: number, width = 2) => String(value).padStart(width, "0");
  return `${pad(hours)}:${pad(minutes)}:${pad(secs)}.${pad(ms % 1000, 3)}`;
};

/** Cue text cannot hold "-->" or a blank line, and <, > and & are markup. */
const cueText = (text: string): string =>
  text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/-->/g, "--&gt;")
    .replace(/\s+/g, " ")
    .trim();

/**
 * The captions track of a transcript (WebVTT): one cue per sentence in time order, voiced by its
 * speaker (`<v Name>`), times from the media's start. A transcript with an error has no cues.
 */
export const webVttOf = (transcript: DemoTranscript | null): string => {
  const names = new Map(transcript?.speakers.map((speaker) => [speaker.id, speaker.name]));
  const cues = (transcript?.error === null ? transcript.turns : [])
    .flatMap((turn) => turn.sentences.map((sentence) => ({ ...sentence, speaker: names.get(turn.speakerId) ?? "" })))
    .filter((cue) => cue.text.trim())
    .sort((a, b) => a.start - b.start);
  const blocks = cues.map((cue, index) => {
    const end = Math.max(cue.end, cue.start + 0.001);
    const voice = cue.speaker ? `<v ${cueText(cue.speaker)}>` : "";
    return `${index + 1}\n${vttTime(cue.start)} --> ${vttTime(end)}\n${voice}${cueText(cue.text)}`;
  });
  return ["WEBVTT", ...blocks].join("\n\n") + "\n";
};
