import { createDemoSeed } from "@lectern/adapters/demo/seed/createDemoSeed";
import { DEMO_LECTURES } from "@lectern/adapters/demo/seed/lectures/demoLectures";
import { seedDemoLectures } from "@lectern/adapters/demo/seed/lectures/seedDemoLectures";
import type { StudyInput } from "@lectern/adapters/demo/study/engine/StudyEngine";
import { lectureLengthOf, sentencesOf, studyMarksOf } from "@lectern/adapters/demo/study/studyInputOf";

/** The seeded demo lectures by their file name (adapters/src/demo/seed/lectures/<name>.lecture.json). */
export type SeededLectureName = "cell-biology" | "supply-and-demand";

/**
 * The seeded lectures as the demo backend hands them to the tutor: seeded into a fresh database, then
 * read back through the backend's own studyMarksOf and sentencesOf, so the notes and highlights sit at
 * the moments the record page shows (a note on a highlight at its start, the session's note at the end).
 */
export const seededTutorLectures = async (): Promise<ReadonlyMap<SeededLectureName, StudyInput>> => {
  const now = Date.UTC(2026, 10, 30, 12);
  const data = await createDemoSeed(now, { accounts: false });
  seedDemoLectures(data, "tutor-evaluation", now, DEMO_LECTURES);
  const lectures = new Map<SeededLectureName, StudyInput>();
  for (const lecture of DEMO_LECTURES) {
    const session = data.recordingSessions.find((candidate) => candidate.name === lecture.made.title)!;
    const streams = data.streams.filter((stream) => stream.sessionId === session.id);
    const marks = studyMarksOf(session, data.pois, data.notes, lectureLengthOf(session, streams));
    const transcript = data.transcripts.find((candidate) => candidate.sessionId === session.id) ?? null;
    lectures.set(lecture.made.name as SeededLectureName, {
      sentences: sentencesOf(transcript),
      highlights: marks.highlights,
      notes: marks.notes,
    });
  }
  return lectures;
};
