import type { DemoDatabase } from "../db/DemoDatabase";
import type { DemoRecordingSession, DemoTranscript } from "../db/DemoSnapshot";
import { transcriptOf } from "../model/sessionRelated";
import type { StudyHighlight, StudyInput, StudyNote, StudySentence } from "./engine/StudyEngine";

const ENTITIES: Readonly<Record<string, string>> = { amp: "&", lt: "<", gt: ">", quot: '"', "#39": "'", nbsp: " " };

/** A note's HTML as plain text: tags become spaces, the common entities their characters. */
export const plainTextOf = (html: string): string =>
  html
    .replace(/<[^>]*>/g, " ")
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, name: string) => ENTITIES[name] ?? "")
    .replace(/\s+/g, " ")
    .trim();

/** The transcript's sentences flattened from the speakers' turns, in time order, empty ones dropped. */
export const sentencesOf = (transcript: DemoTranscript | null): StudySentence[] =>
  (transcript?.error === null ? transcript.turns : [])
    .flatMap((turn) => turn.sentences)
    .map((sentence) => ({ text: sentence.text.replace(/\s+/g, " ").trim(), start: sentence.start, end: sentence.end }))
    .filter((sentence) => sentence.text !== "")
    .sort((a, b) => a.start - b.start);

/**
 * What the study engine learns a session from: its transcript, its highlights and its notes, all
 * timed in seconds from the session's start as the record page places them (a highlight at
 * started_at − the session's start; a note at its highlight's start, else when it was written).
 */
export const studyInputOf = async (
  db: DemoDatabase,
  session: DemoRecordingSession,
): Promise<{ readonly input: StudyInput; readonly transcript: DemoTranscript | null }> => {
  const origin = session.startedAt ?? session.createdAt;
  const seconds = (at: number): number => Math.max(0, (at - origin) / 1000);
  const transcript = await transcriptOf(db, session.id);
  const pois = db.data.pois.filter((poi) => poi.sessionId === session.id);
  const highlights: StudyHighlight[] = pois.map((poi) => ({
    id: poi.id,
    name: poi.name ?? "",
    start: seconds(poi.startedAt),
    end: seconds(poi.endedAt ?? poi.startedAt),
  }));
  const notes: StudyNote[] = db.data.notes
    .filter((note) => note.sessionId === session.id && note.url === null)
    .map((note) => {
      const poi = note.poiId === null ? undefined : highlights.find((highlight) => highlight.id === note.poiId);
      return {
        id: note.id,
        text: plainTextOf(note.text),
        time: poi ? poi.start : note.createdAt >= origin ? seconds(note.createdAt) : null,
        poiId: poi ? poi.id : null,
      };
    })
    .filter((note) => note.text !== "");
  return { input: { sentences: sentencesOf(transcript), highlights, notes }, transcript };
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
