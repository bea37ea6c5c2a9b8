import type { StudyHighlight } from "./StudyEngine";

/** Whether [start, end] and [from, to] share any time (a zero-length sentence counts when inside). */
export const overlaps = (start: number, end: number, from: number, to: number): boolean =>
  start < to && end > from ? true : start === end && start >= from && start <= to;

/** The highlight a sentence lies in: the one it overlaps most, or null. */
export const highlightOf = (
  sentence: { readonly start: number; readonly end: number },
  highlights: readonly StudyHighlight[],
): StudyHighlight | null => {
  let best: StudyHighlight | null = null;
  let bestOverlap = -1;
  for (const highlight of highlights) {
    if (!overlaps(sentence.start, sentence.end, highlight.start, highlight.end)) continue;
    const shared = Math.min(sentence.end, highlight.end) - Math.max(sentence.start, highlight.start);
    if (shared > bestOverlap) {
      best = highlight;
      bestOverlap = shared;
    }
  }
  return best;
};
