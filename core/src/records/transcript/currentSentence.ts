import { sentenceAt } from "./sentenceAt";
import type { TranscriptSentence } from "./Transcript";

/**
 * How far ahead of the player's time the highlight looks. A media element asked to seek to a
 * sentence's start may land a little before it (Chromium stops on an Opus frame, 20 ms, and reports
 * times rounded to the frame): without the lead, a click on a sentence would highlight the one
 * before. 100 ms early is not something a reader sees.
 */
export const HIGHLIGHT_LEAD_S = 0.1;

/** The sentence to highlight at player time `t`: sentenceAt's rule, HIGHLIGHT_LEAD_S early. */
export const currentSentence = (sentences: readonly Pick<TranscriptSentence, "start">[], t: number): number | null =>
  sentenceAt(sentences, t + HIGHLIGHT_LEAD_S);
