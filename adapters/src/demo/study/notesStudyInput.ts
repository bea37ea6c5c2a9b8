import { HIGHLIGHT_TEXTS } from "@lectern/core/highlights/domain/highlightTexts";
import type { DemoStudySource } from "../db/DemoSnapshot";
import type { StudyHighlight, StudyInput, StudySentence } from "./engine/StudyEngine";

const ENTITIES: Readonly<Record<string, string>> = { amp: "&", lt: "<", gt: ">", quot: '"', "#39": "'", nbsp: " " };

/** A note's HTML as plain text: tags become spaces, the common entities their characters. */
export const plainTextOf = (html: string): string =>
  html
    .replace(/<[^>]*>/g, " ")
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, name: string) => ENTITIES[name] ?? "")
    .replace(/\s+/g, " ")
    .trim();

/**
 * How much the notes and highlight names must say before study material is made from them alone
 * (issue 21): at least 3 sentences, because the summary takes 3 sentences at the least (fewer would
 * hand the notes back as they are), and 40 words, because a quiz question needs a sentence of six
 * words and three other terms of its kind for wrong answers — below about 40 words a lecture's notes
 * rarely hold four such terms, and the key points would be fragments.
 */
export const NOTES_STUDY_MINIMUM = { sentences: 3, words: 40 } as const;

/** A note as notes-based study material reads it: its HTML, its moment (seconds) or null, its highlight. */
export interface StudyNoteText {
  readonly html: string;
  readonly time: number | null;
  /** The highlight it belongs to (its moment is then the highlight's start, kept as it is). */
  readonly poiId: string | null;
}

/** Where a paragraph, a list item, a heading or a line break ends a note's line. */
const BLOCK_END = /<\/(?:p|li|h[1-6]|div|blockquote|pre|tr)>|<br\s*\/?>/gi;
/** A sentence ends at . ! or ? followed by a space (a decimal point or "e.g." mid-word does not). */
const SENTENCE_END = /(?<=[.!?])\s+(?=\S)/;
const WORD = /[\p{L}\p{N}]+/gu;

/** The sentences of a note: its lines (paragraphs, list items), each split at its full stops. */
export const noteSentencesOf = (html: string): string[] =>
  html
    .split(BLOCK_END)
    .map(plainTextOf)
    .flatMap((line) => line.split(SENTENCE_END))
    .map((sentence) => sentence.trim())
    .filter((sentence) => /[\p{L}\p{N}]/u.test(sentence));

/** The default name a highlight shows when the student gave it none ('01:02 - highlighting'): no text to learn. */
const DEFAULT_NAME = new RegExp(`^\\d{1,2}(?::\\d{2}){1,2}${HIGHLIGHT_TEXTS.inProgressSuffix}$`);

/** A name the student gave a highlight (not blank, not the default one). */
export const isStudentName = (name: string): boolean => name.trim() !== "" && !DEFAULT_NAME.test(name.trim());

/** A moment placed inside the lecture: unknown or before it → its start, after it → its end. */
const within = (time: number | null, length: number | null): number => {
  const at = time === null || !Number.isFinite(time) ? 0 : Math.max(0, time);
  return length !== null && Number.isFinite(length) && length >= 0 ? Math.min(at, length) : at;
};

/**
 * The notes and highlight names as the sentences of a lecture without a transcript (issue 21): each
 * note's sentences at the note's moment, each named highlight's name over the highlight's time, in
 * time order (notes before names at the same moment, then as given). A highlight's note is at the
 * highlight's start, as the highlight is placed (so it stays linked to it); a note placed by when it
 * was written is kept inside the lecture's `length` (seconds, when known) — one written after the
 * lecture at its end, one with no moment at its start.
 */
export const notesSentencesOf = (
  notes: readonly StudyNoteText[],
  highlights: readonly StudyHighlight[],
  length: number | null,
): StudySentence[] => {
  const fromNotes = notes.flatMap((note) => {
    const at = note.poiId !== null && note.time !== null ? Math.max(0, note.time) : within(note.time, length);
    return noteSentencesOf(note.html).map((text) => ({ text, start: at, end: at }));
  });
  const fromNames = highlights
    .filter((highlight) => isStudentName(highlight.name))
    .map((highlight) => {
      const start = Math.max(0, highlight.start);
      return { text: plainTextOf(highlight.name), start, end: Math.max(start, highlight.end) };
    });
  // A stable sort: equal moments keep the notes' order, then the names'.
  return [...fromNotes, ...fromNames].sort((a, b) => a.start - b.start);
};

/** How many words the sentences hold. */
export const wordCountOf = (sentences: readonly Pick<StudySentence, "text">[]): number =>
  sentences.reduce((count, sentence) => count + (sentence.text.match(WORD)?.length ?? 0), 0);

/** Whether notes-based sentences say enough to learn from (NOTES_STUDY_MINIMUM). */
export const hasEnoughNotes = (sentences: readonly Pick<StudySentence, "text">[]): boolean =>
  sentences.length >= NOTES_STUDY_MINIMUM.sentences && wordCountOf(sentences) >= NOTES_STUDY_MINIMUM.words;

/** What a generation learns from now, and the engine's input for it; null when there is nothing. */
export type StudySourceInput = { readonly source: DemoStudySource; readonly input: StudyInput } | null;

/**
 * The transcript when it has sentences; else, when they say enough, the notes and highlight names
 * (the notes are the text then, so they are not weighed against themselves); else nothing.
 */
export const studySourceInputOf = (
  input: StudyInput,
  hasTranscript: boolean,
  noteSentences: readonly StudySentence[],
): StudySourceInput => {
  if (hasTranscript && input.sentences.length > 0) return { source: "transcript", input };
  if (hasEnoughNotes(noteSentences)) {
    return { source: "notes", input: { sentences: noteSentences, highlights: input.highlights, notes: [] } };
  }
  return null;
};
