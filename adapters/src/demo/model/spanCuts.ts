import type { DemoTranscript } from "../db/DemoSnapshot";
import type { MediaSpan } from "../media/MediaAddresses";

/** A sentence heard at least in part within the span. */
const overlaps = (sentence: { readonly start: number; readonly end: number }, span: MediaSpan): boolean =>
  sentence.start < span.end && sentence.end > span.start;

/**
 * A transcript as a shared highlight shows it (issue 19): only the sentences heard within its span,
 * at their times in the whole recording (the shared player plays the span at those seconds), and
 * speakers' turns left empty dropped. A sentence that runs over an edge of the span is kept whole.
 */
export const transcriptWithin = (transcript: DemoTranscript | null, span: MediaSpan): DemoTranscript | null =>
  transcript && {
    ...transcript,
    turns: transcript.turns
      .map((turn) => ({ ...turn, sentences: turn.sentences.filter((sentence) => overlaps(sentence, span)) }))
      .filter((turn) => turn.sentences.length > 0),
  };

/**
 * Waveform peaks (audiowaveform: min/max pairs per pixel per channel) as a shared highlight shows
 * them: zero outside the span, so the shape of what was not shared is not given away while the
 * waveform still lines up with the recording's duration, as the player draws it.
 */
export const peaksWithin = (
  peaks: readonly number[],
  waveform: { readonly channels: number; readonly sampleRate: number; readonly samplesPerPixel: number },
  span: MediaSpan,
): number[] => {
  const valuesPerPixel = 2 * Math.max(1, waveform.channels);
  const secondsPerPixel = waveform.samplesPerPixel / waveform.sampleRate;
  return peaks.map((value, index) => {
    const pixel = Math.floor(index / valuesPerPixel);
    const start = pixel * secondsPerPixel;
    return start < span.end && start + secondsPerPixel > span.start ? value : 0;
  });
};
