import type { TutorIndex } from "./retrievePassages";
import type { StudyInput } from "./StudyEngine";

/** A few lectures' indexes: a student asks several questions about one lecture, then moves on. */
export const TUTOR_CACHE_SIZE = 4;

/** A cheap fingerprint of the input: a changed transcript, highlight or note set rebuilds the index. */
const fingerprintOf = (input: StudyInput): string => {
  const last = input.sentences[input.sentences.length - 1];
  const noteChars = input.notes.reduce((sum, note) => sum + note.text.length, 0);
  const highlightChars = input.highlights.reduce((sum, highlight) => sum + highlight.name.length, 0);
  return [
    input.sentences.length,
    last?.end ?? 0,
    last?.text.length ?? 0,
    input.highlights.length,
    highlightChars,
    input.notes.length,
    noteChars,
  ].join(":");
};

/** An LRU of tutor indexes by lecture key; `build` makes a missing one. */
export const createTutorIndexCache = (build: (input: StudyInput) => TutorIndex, size = TUTOR_CACHE_SIZE) => {
  const entries = new Map<string, { fingerprint: string; index: TutorIndex }>();
  return {
    indexFor(key: string, input: StudyInput): TutorIndex {
      const fingerprint = fingerprintOf(input);
      const known = entries.get(key);
      entries.delete(key);
      const index = known && known.fingerprint === fingerprint ? known.index : build(input);
      entries.set(key, { fingerprint, index });
      while (entries.size > size) entries.delete(entries.keys().next().value!);
      return index;
    },
    has: (key: string): boolean => entries.has(key),
  };
};
