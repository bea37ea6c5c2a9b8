/**
 * The demo backend's study-material generator and tutor retrieval (issue 12). Pure input → output:
 * the backend gathers a session's transcript, highlights and notes, the engine ranks and picks.
 * Times are seconds from the session's start, as in the transcript.
 */

/** One transcript sentence, flattened from the speakers' turns, in time order. */
export interface StudySentence {
  readonly text: string;
  readonly start: number;
  readonly end: number;
}

/** A highlight (poi) the student marked: sentences inside it weigh more. */
export interface StudyHighlight {
  readonly id: string;
  readonly name: string;
  readonly start: number;
  readonly end: number;
}

/** A note the student wrote: sentences near `time` (and sharing its words) weigh more. */
export interface StudyNote {
  readonly id: string;
  /** Plain text (HTML already stripped). */
  readonly text: string;
  /** When in the lecture it was written (its poi's start, else its creation time), or null. */
  readonly time: number | null;
  readonly poiId: string | null;
}

export interface StudyInput {
  readonly sentences: readonly StudySentence[];
  readonly highlights: readonly StudyHighlight[];
  readonly notes: readonly StudyNote[];
}

/** A picked sentence: exactly a transcript sentence's text and times; the highlight it lies in, if any. */
export interface StudyItem {
  readonly text: string;
  readonly start: number;
  readonly end: number;
  readonly poiId: string | null;
}

export interface StudyQuestion {
  readonly question: string;
  /** Text of the transcript (a term or phrase of the source sentence). */
  readonly answer: string;
  /** Three distinct wrong answers from the same lecture, none equal to the answer. */
  readonly wrongAnswers: readonly [string, string, string];
  /** The source sentence's times. */
  readonly start: number;
  readonly end: number;
  readonly poiId: string | null;
  /** Index into `summary` of the summary item it came from, or null. */
  readonly summaryIndex: number | null;
}

export interface StudyMaterial {
  /** Ranked sentences, shown in lecture order. */
  readonly summary: readonly StudyItem[];
  /** 5–10 (fewer only when the lecture has fewer sentences). */
  readonly keyPoints: readonly StudyItem[];
  readonly actionItems: readonly StudyItem[];
  readonly questions: readonly StudyQuestion[];
}

export interface TutorPassage {
  readonly text: string;
  readonly start: number;
  readonly end: number;
  readonly source: "transcript" | "highlight" | "note";
}

/**
 * A tutor's answer: `passages` are the best pieces of the lecture for the question, best first (the
 * evidence); `claims` the short answer composed from them, each said with the moment it came from
 * (composeTutorAnswer). Both empty when nothing in the lecture answers it.
 */
export interface TutorAnswer {
  readonly passages: readonly TutorPassage[];
  readonly claims: readonly TutorPassage[];
}

export interface StudyEngine {
  generate(input: StudyInput, options?: { readonly questionCount?: number }): Promise<StudyMaterial>;
  /** `key` names the lecture (e.g. session id + transcript id): its index may be kept for the next question. */
  answer(key: string, input: StudyInput, question: string): Promise<TutorAnswer>;
}
