import type { DemoDatabase } from "../db/DemoDatabase";
import type {
  DemoNote,
  DemoPoi,
  DemoRecordingSession,
  DemoStream,
  DemoStudySource,
  DemoTranscript,
} from "../db/DemoSnapshot";
import { noteHtmlOf } from "../model/notes";
import { primaryStreamOf } from "../model/recordingResources";
import { streamsOf } from "../model/recordingSessions";
import { hasSentences, transcriptOf } from "../model/sessionRelated";
import type { StudyHighlight, StudyInput, StudyNote, StudySentence } from "./engine/StudyEngine";
import {
  type StudySourceInput,
  hasEnoughNotes,
  notesSentencesOf,
  plainTextOf,
  studySourceInputOf,
} from "./notesStudyInput";

export { plainTextOf } from "./notesStudyInput";

/** The transcript's sentences flattened from the speakers' turns, in time order, empty ones dropped. */
export const sentencesOf = (transcript: DemoTranscript | null): StudySentence[] =>
  (transcript?.error === null ? transcript.turns : [])
    .flatMap((turn) => turn.sentences)
    .map((sentence) => ({ text: sentence.text.replace(/\s+/g, " ").trim(), start: sentence.start, end: sentence.end }))
    .filter((sentence) => sentence.text !== "")
    .sort((a, b) => a.start - b.start);

/** The student's marks on a session: its highlights, its text notes, and those notes as sentences. */
export interface StudyMarks {
  readonly highlights: StudyHighlight[];
  readonly notes: StudyNote[];
  /** The notes and highlight names as a lecture's sentences (what a lecture without a transcript learns from). */
  readonly noteSentences: StudySentence[];
}

/** How long the lecture is in seconds: its primary stream's duration, else its recorded time; null when unknown. */
export const lectureLengthOf = (session: DemoRecordingSession, streams: readonly DemoStream[]): number | null => {
  const duration = primaryStreamOf(streams)?.duration ?? null;
  if (duration !== null) return duration;
  return session.startedAt !== null && session.endedAt !== null ? (session.endedAt - session.startedAt) / 1000 : null;
};

/**
 * The highlights and text notes of a session, timed in seconds from its start as the record page
 * places them (a highlight at started_at − the session's start; a note at its highlight's start,
 * else when it was written).
 */
export const studyMarksOf = (
  session: DemoRecordingSession,
  pois: readonly DemoPoi[],
  notes: readonly DemoNote[],
  length: number | null,
): StudyMarks => {
  const origin = session.startedAt ?? session.createdAt;
  const seconds = (at: number): number => Math.max(0, (at - origin) / 1000);
  const highlights: StudyHighlight[] = pois
    .filter((poi) => poi.sessionId === session.id)
    .map((poi) => ({
      id: poi.id,
      name: poi.name ?? "",
      start: seconds(poi.startedAt),
      end: seconds(poi.endedAt ?? poi.startedAt),
    }));
  const timed = notes
    .filter((note) => note.sessionId === session.id && note.url === null)
    .map((note) => {
      const poi = note.poiId === null ? undefined : highlights.find((highlight) => highlight.id === note.poiId);
      return {
        html: noteHtmlOf(note),
        note: {
          id: note.id,
          // A text-only write (older clients) may still carry markup in its text: stripped here.
          text: plainTextOf(note.text),
          time: poi ? poi.start : note.createdAt >= origin ? seconds(note.createdAt) : null,
          poiId: poi ? poi.id : null,
        },
      };
    })
    .filter(({ note }) => note.text !== "");
  return {
    highlights,
    notes: timed.map(({ note }) => note),
    noteSentences: notesSentencesOf(
      timed.map(({ html, note }) => ({ html, time: note.time, poiId: note.poiId })),
      highlights,
      length,
    ),
  };
};

/** The student's marks on a session as the database holds them now. */
export const sessionMarksOf = (db: DemoDatabase, session: DemoRecordingSession): StudyMarks =>
  studyMarksOf(session, db.data.pois, db.data.notes, lectureLengthOf(session, streamsOf(db, session.id)));

/**
 * What the study engine learns a session from: its transcript, its highlights and its notes, all
 * timed in seconds from the session's start (studyMarksOf). `learn` is what a generation uses now:
 * the transcript, else enough notes and highlight names (issue 21), else null.
 */
export const studyInputOf = async (
  db: DemoDatabase,
  session: DemoRecordingSession,
): Promise<{
  readonly input: StudyInput;
  readonly transcript: DemoTranscript | null;
  readonly learn: StudySourceInput;
}> => {
  const transcript = await transcriptOf(db, session.id);
  const { highlights, notes, noteSentences } = sessionMarksOf(db, session);
  const input: StudyInput = { sentences: sentencesOf(transcript), highlights, notes };
  return { input, transcript, learn: studySourceInputOf(input, hasSentences(transcript), noteSentences) };
};

/**
 * What a generation of the session would learn from now (the session document's `study_source`,
 * issue 21): "transcript", "notes" when it has none but its notes and highlight names say enough,
 * null when there is nothing to learn from (POST sessions/{id}/summaries refuses then).
 */
export const learnsFromOf = (
  session: DemoRecordingSession,
  streams: readonly DemoStream[],
  related: {
    readonly pois: readonly DemoPoi[];
    readonly notes: readonly DemoNote[];
    readonly transcript: DemoTranscript | null;
  },
): DemoStudySource | null => {
  if (hasSentences(related.transcript) && sentencesOf(related.transcript).length > 0) return "transcript";
  const { noteSentences } = studyMarksOf(session, related.pois, related.notes, lectureLengthOf(session, streams));
  return hasEnoughNotes(noteSentences) ? "notes" : null;
};

/**
 * Names what the tutor's index was built from (the engine may keep it for the next question): the
 * session, its transcript, and its highlights' and notes' ids and edits.
 */
export const tutorKeyOf = (
  db: DemoDatabase,
  session: DemoRecordingSession,
  transcript: DemoTranscript | null,
): string => {
  const pois = db.data.pois
    .filter((poi) => poi.sessionId === session.id)
    .map((poi) => `${poi.id}@${poi.startedAt}-${poi.endedAt ?? ""}:${poi.name ?? ""}`);
  const notes = db.data.notes
    .filter((note) => note.sessionId === session.id)
    .map((note) => `${note.id}@${note.updatedAt}`);
  return `${session.id}/${transcript?.id ?? "none"}/${pois.join(",")}/${notes.join(",")}`;
};
