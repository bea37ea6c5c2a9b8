import type { DemoSnapshot, DemoSummaryItem, DemoTag } from "../../db/DemoSnapshot";
import { queueStudy } from "../../study/queueStudy";
import type { AuthoredItem, DemoLecture } from "./demoLectures";
import { demoLectureThumbnailKey, demoLectureWaveformKey } from "./demoLectureFiles";

const DAY_MS = 24 * 60 * 60 * 1000;
/** How long the seeded merge "took" after the lecture ended. */
const MERGE_MS = 40_000;

/** The user's tag with this text (compared case-insensitively, as POST tags does), made when missing. */
const tagOf = (data: DemoSnapshot, userId: string, text: string): DemoTag => {
  const wanted = text.toLowerCase();
  const existing = data.tags.find((tag) => tag.userId === userId && tag.tag.toLowerCase() === wanted);
  if (existing) return existing;
  data.counters.tags += 1;
  const made: DemoTag = { id: String(data.counters.tags), userId, tag: text };
  data.tags.push(made);
  return made;
};

/** Whether the user already has this lecture: a demo session whose stream plays its committed file. */
const hasLecture = (data: DemoSnapshot, userId: string, lecture: DemoLecture): boolean =>
  data.recordingSessions.some(
    (session) =>
      session.userId === userId &&
      session.demo &&
      data.streams.some((stream) => stream.sessionId === session.id && stream.mediaKey === lecture.made.mediaFile),
  );

/** The lecture's start: `daysAgo` days before `now`, at its hour (UTC), so it is always in the past. */
const startOf = (lecture: DemoLecture, now: number): number => {
  const day = new Date(now - lecture.daysAgo * DAY_MS);
  day.setUTCHours(lecture.hour, 0, 0, 0);
  return day.getTime();
};

/**
 * An authored item with the times of the transcript sentence it summarises (the one that holds its
 * moment) and the highlight that moment lies in.
 */
const timedItem = (
  lecture: DemoLecture,
  poiIds: readonly string[],
  item: AuthoredItem,
): DemoSummaryItem & { readonly start: number; readonly end: number } => {
  const sentences = lecture.made.turns.flatMap((turn) => turn.sentences);
  const sentence = sentences.find((candidate) => candidate.start <= item.at && item.at <= candidate.end);
  if (!sentence) throw new Error(`No sentence of ${lecture.made.name} is spoken at ${item.at} s.`);
  const highlight = lecture.made.highlights.findIndex(
    (candidate) => candidate.start <= sentence.start && sentence.start < candidate.end,
  );
  return {
    text: item.text,
    start: sentence.start,
    end: sentence.end,
    poiId: highlight >= 0 ? (poiIds[highlight] ?? null) : null,
  };
};

const addLecture = (data: DemoSnapshot, userId: string, lecture: DemoLecture, now: number): void => {
  const { made } = lecture;
  const startedAt = startOf(lecture, now);
  const endedAt = startedAt + Math.round(made.duration * 1000);
  const mergedAt = endedAt + MERGE_MS;
  const at = (seconds: number): number => startedAt + Math.round(seconds * 1000);

  data.counters.recordingSessions += 1;
  const sessionId = String(data.counters.recordingSessions);
  data.recordingSessions.push({
    id: sessionId,
    userId,
    name: made.title,
    organizationId: null,
    status: 30,
    startedAt,
    endedAt,
    createdAt: startedAt,
    mergedAt,
    geo: null,
    description: lecture.description,
    demo: true,
    tagIds: lecture.tags.map((text) => tagOf(data, userId, text).id),
    // The screen lecture's first slide; the audio lecture has no picture.
    thumbnailKey: demoLectureThumbnailKey(made.name),
  });

  data.counters.streams += 1;
  const streamId = String(data.counters.streams);
  data.streams.push({
    id: streamId,
    sessionId,
    type: made.kind,
    isPrimary: true,
    createdAt: startedAt,
    status: 30,
    convertProgress: 100,
    receivedThrough: -1,
    receivedBytes: made.bytes,
    duration: made.duration,
    waveformKey: demoLectureWaveformKey(made.name),
    // Every account's stream plays the same committed file: nothing is copied per account.
    mediaKey: made.mediaFile,
  });

  const poiIds = made.highlights.map((highlight, index) => {
    data.counters.pois += 1;
    const id = String(data.counters.pois);
    data.pois.push({
      id,
      sessionId,
      type: highlight.type,
      name: highlight.name,
      startedAt: at(highlight.start),
      endedAt: at(highlight.end),
      createdAt: at(highlight.end),
      tagIds: (lecture.highlightTags[index] ?? []).map((text) => tagOf(data, userId, text).id),
    });
    return id;
  });

  for (const note of lecture.notes) {
    data.counters.notes += 1;
    const poiId = note.highlight === null ? null : (poiIds[note.highlight] ?? null);
    const written = poiId === null ? endedAt : at(made.highlights[note.highlight ?? 0]!.end);
    data.notes.push({
      id: String(data.counters.notes),
      sessionId,
      poiId,
      text: note.text,
      name: null,
      url: null,
      attachment: null,
      createdAt: written,
      updatedAt: written,
    });
  }

  data.counters.transcripts += 1;
  data.transcripts.push({
    id: String(data.counters.transcripts),
    sessionId,
    streamId,
    // Copies, so no two accounts' rows share objects in the live database.
    speakers: structuredClone(made.speakers),
    turns: structuredClone(made.turns),
    error: null,
    createdAt: mergedAt,
  });

  data.counters.summaries += 1;
  data.summaries.push({
    id: String(data.counters.summaries),
    sessionId,
    streamId,
    status: 20,
    summary: lecture.summary.map((item) => timedItem(lecture, poiIds, item)),
    keyPoints: lecture.keyPoints.map((item) => timedItem(lecture, poiIds, item)),
    error: null,
    createdAt: mergedAt,
    updatedAt: mergedAt,
  });

  for (const item of lecture.actionItems) {
    const { start, end } = timedItem(lecture, poiIds, item);
    data.counters.actionItems += 1;
    data.actionItems.push({
      id: String(data.counters.actionItems),
      sessionId,
      text: item.text,
      textHighlighted: item.highlighted,
      start,
      end,
      createdAt: mergedAt,
    });
  }

  // The quizzes come from the study engine, like a recording's: the pipeline makes them after the seeding.
  queueStudy(data, { id: sessionId, streamId }, ["quizzes"], now);
};

/**
 * Gives an account the finished demo lectures (loadDemoLectures) (spec 3 §7 demo sessions), so a new user sees what a
 * record looks like. Called inside a mutation (or on a snapshot being built); a lecture the user
 * already has is skipped, so calling it twice adds nothing. Cheap: a few rows per lecture, all
 * pointing at the same committed media and waveform.
 */
export const seedDemoLectures = (
  data: DemoSnapshot,
  userId: string,
  now: number,
  lectures: readonly DemoLecture[],
): void => {
  for (const lecture of lectures) if (!hasLecture(data, userId, lecture)) addLecture(data, userId, lecture, now);
};
