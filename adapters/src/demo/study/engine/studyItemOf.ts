import type { AnalysedSentence } from "./analyseLecture";
import { highlightOf } from "./highlightOf";
import type { StudyHighlight, StudyItem } from "./StudyEngine";

/** A picked sentence as the contract hands it out: its exact text and times, and its highlight. */
export const studyItemOf = (sentence: AnalysedSentence, highlights: readonly StudyHighlight[]): StudyItem => ({
  text: sentence.text,
  start: sentence.start,
  end: sentence.end,
  poiId: highlightOf(sentence, highlights)?.id ?? null,
});

/** The same words, whatever the case and spacing: repeated sentences are picked once. */
export const sameTextKey = (text: string): string => text.toLowerCase().replace(/\s+/g, " ").trim();
