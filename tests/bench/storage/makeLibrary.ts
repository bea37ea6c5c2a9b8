import type {
  DemoPoiType,
  DemoSnapshot,
  DemoSpeakerTurn,
  DemoSummaryItem,
  DemoTranscriptSentence,
} from "@lectern/adapters/demo/db/DemoSnapshot";
import { demoLectureWaveformKey } from "@lectern/adapters/demo/seed/lectures/demoLectureFiles";
import { highlightAction } from "@lectern/adapters/demo/study/storeStudyMaterial";
import { lectureText } from "./lectureText";

/** The seeded demo student (adapters/src/demo/seed/seedUsers.ts). */
export const LIBRARY_USER = { id: "1", email: "demo@lectern.app", password: "Lectern#2026" } as const;

const HOUR_MS = 3_600_000;
const LECTURE_SECONDS = 3_600;
/** One lecture every 8 hours back from now: 500 of them span about half a year. */
const SPACING_MS = 8 * HOUR_MS;
/** How long the merge "took" after the lecture ended. */
const MERGE_MS = 40_000;
/** The transcript row's text, about (its JSON comes to ~78 KB): with the lecture's other rows, ~98 KB. */
const TRANSCRIPT_BYTES = 76_500;
/** JSON a sentence costs besides its text ({"start":1234.567,"end":1240.123,"text":""},). */
const SENTENCE_OVERHEAD = 44;
const HIGHLIGHTS = 20;
const NOTES = 10;
const QUIZZES = 10;
/**
 * A licence key of the seed (seedLicences): it lifts the demo plan's 20-recording limit, which a
 * library of 500 lectures (and a new recording on top) would otherwise hit.
 */
const LICENCE_KEY = "LECTERN-DSA-2026";
/**
 * Every stream plays the committed demo lecture (and its waveform), so the record page works on
 * the library; media bytes live in the media store, apart from the tables this benchmark measures.
 */
const MEDIA_LECTURE = "cell-biology";

const SUBJECTS = ["Cell biology", "Microeconomics", "Linear algebra", "Organic chemistry", "European history"];
const KINDS = ["lecture", "seminar", "tutorial", "review"];
const POI_TYPES: readonly DemoPoiType[] = ["poi", "backtrack", "stopwatch", "auto"];
const SPEAKERS = [
  { id: "host", name: "Dr. Helen Marsh" },
  { id: "student-1", name: "Priya (student)" },
] as const;

const round3 = (seconds: number) => Math.round(seconds * 1000) / 1000;

/** About TRANSCRIPT_BYTES of sentences spread over the hour, mostly the lecturer, now and then a student. */
const transcriptTurns = (text: ReturnType<typeof lectureText>): DemoSpeakerTurn[] => {
  const texts: string[] = [];
  for (let bytes = 0; bytes < TRANSCRIPT_BYTES;) {
    const sentence = text.sentence();
    texts.push(sentence);
    bytes += sentence.length + SENTENCE_OVERHEAD;
  }
  const totalChars = texts.reduce((sum, sentence) => sum + sentence.length, 0);
  const secondsPerChar = (LECTURE_SECONDS - 2) / (totalChars + texts.length * 4);
  const turns: { speakerId: string; sentences: DemoTranscriptSentence[] }[] = [];
  let at = 1;
  let speaker: string = SPEAKERS[0].id;
  for (const sentence of texts) {
    const spoken = sentence.length * secondsPerChar;
    // A student's question now and then, a sentence or two; then the lecturer again.
    const next = speaker === SPEAKERS[0].id ? (text.random() < 0.05 ? SPEAKERS[1].id : speaker) : SPEAKERS[0].id;
    if (next !== speaker || !turns.length) turns.push({ speakerId: next, sentences: [] });
    speaker = next;
    turns.at(-1)!.sentences.push({ start: round3(at), end: round3(at + spoken), text: sentence });
    at += spoken + 4 * secondsPerChar;
  }
  return turns;
};

/**
 * Adds `count` finished one-hour lectures of the demo student to `snapshot` (a fresh createDemoSeed):
 * each with its session (ended, merged), audio stream, ~80 KB transcript, summary and key points,
 * action items, quizzes with the student's flashcards, highlights, notes, and for some a share or a
 * star — about 98 KB of rows per lecture, valid for the handlers (the /records list and the record
 * page read them). Ids continue the snapshot's counters; the same `count` gives the same text.
 */
export const makeLibrary = (snapshot: DemoSnapshot, count: number, now: number): DemoSnapshot => {
  const data = snapshot;
  const userId = LIBRARY_USER.id;
  const user = data.users.find((candidate) => candidate.id === userId);
  if (!user) throw new Error("The snapshot has no demo student: make it with createDemoSeed(now).");
  const licence = data.licences.find((candidate) => candidate.key === LICENCE_KEY);
  if (!licence) throw new Error(`The seed has no licence ${LICENCE_KEY}.`);
  if (!user.licences.includes(LICENCE_KEY)) user.licences.push(LICENCE_KEY);
  if (!licence.activations.some((activation) => activation.userId === userId)) {
    licence.activations.push({ userId, at: now - count * SPACING_MS - HOUR_MS });
  }

  const tagIds = [...SUBJECTS, "Exam", "Revision"].map((tag) => {
    data.counters.tags += 1;
    const id = String(data.counters.tags);
    data.tags.push({ id, userId, tag });
    return id;
  });
  const nextId = (counter: keyof DemoSnapshot["counters"]) => String((data.counters[counter] += 1));

  for (let index = 0; index < count; index += 1) {
    const text = lectureText(index + 1);
    const startedAt = now - (count - index) * SPACING_MS;
    const endedAt = startedAt + LECTURE_SECONDS * 1000;
    const mergedAt = endedAt + MERGE_MS;
    const at = (seconds: number) => startedAt + Math.round(seconds * 1000);
    const subject = index % SUBJECTS.length;

    const sessionId = nextId("recordingSessions");
    data.recordingSessions.push({
      id: sessionId,
      userId,
      name: `${SUBJECTS[subject]} ${KINDS[index % KINDS.length]} ${index + 1}: ${text.words(3)}`,
      organizationId: null,
      status: 30,
      startedAt,
      endedAt,
      createdAt: startedAt,
      mergedAt,
      geo: index % 3 === 0 ? { lat: 51.5072, lng: -0.1276, place: "Lecture theatre B" } : null,
      description: `<p>${text.sentence(10, 20)}</p>`,
      parentId: null,
      demo: false,
      tagIds: [tagIds[subject]!, ...(index % 4 === 0 ? [tagIds[5]!] : [])],
      thumbnailKey: null,
    });

    const streamId = nextId("streams");
    data.streams.push({
      id: streamId,
      sessionId,
      type: "audio",
      isPrimary: true,
      createdAt: startedAt,
      status: 30,
      convertProgress: 100,
      receivedThrough: -1,
      // An hour of opus at 16 kbps.
      receivedBytes: 7_200_000,
      duration: LECTURE_SECONDS,
      waveformKey: demoLectureWaveformKey(MEDIA_LECTURE),
      mediaKey: `${MEDIA_LECTURE}.webm`,
    });

    const turns = transcriptTurns(text);
    const sentences = turns.flatMap((turn) => turn.sentences);
    data.transcripts.push({
      id: nextId("transcripts"),
      sessionId,
      streamId,
      speakers: SPEAKERS.map((speaker) => ({ ...speaker })),
      turns,
      error: null,
      createdAt: mergedAt,
    });

    const highlights = Array.from({ length: HIGHLIGHTS }, (_, number) => {
      const start = round3(((number + 0.3 + text.random() * 0.4) * LECTURE_SECONDS) / HIGHLIGHTS);
      const end = round3(start + text.between(8, 45));
      const id = nextId("pois");
      const type = POI_TYPES[number % POI_TYPES.length]!;
      data.pois.push({
        id,
        sessionId,
        type,
        name: type === "auto" ? null : text.sentence(3, 7).slice(0, -1),
        startedAt: at(start),
        endedAt: at(end),
        createdAt: at(end),
        tagIds: number % 5 === 0 ? [tagIds[6]!] : [],
      });
      return { id, start, end };
    });
    const poiAt = (seconds: number) =>
      highlights.find((highlight) => highlight.start <= seconds && seconds < highlight.end)?.id ?? null;

    for (let number = 0; number < NOTES; number += 1) {
      // The first is the session-wide note, the others belong to highlights.
      const highlight = number === 0 ? null : highlights[(number * 2) % HIGHLIGHTS]!;
      const written = highlight ? at(highlight.end) : endedAt;
      data.notes.push({
        id: nextId("notes"),
        sessionId,
        poiId: highlight?.id ?? null,
        text: Array.from({ length: text.between(2, 3) }, () => text.sentence()).join(" "),
        name: null,
        url: null,
        attachment: null,
        createdAt: written,
        updatedAt: written,
      });
    }

    // Study material is extractive: every item is a transcript sentence with its real times.
    const pick = (): DemoSummaryItem => {
      const sentence = sentences[text.between(0, sentences.length - 1)]!;
      return { text: sentence.text, start: sentence.start, end: sentence.end, poiId: poiAt(sentence.start) };
    };
    const inOrder = (items: DemoSummaryItem[]) => items.sort((a, b) => (a.start ?? 0) - (b.start ?? 0));
    const summaryId = nextId("summaries");
    const summary = inOrder(Array.from({ length: 8 }, pick));
    data.summaries.push({
      id: summaryId,
      sessionId,
      streamId,
      status: 20,
      summary,
      keyPoints: inOrder(Array.from({ length: 7 }, pick)),
      error: null,
      createdAt: mergedAt,
      updatedAt: mergedAt,
    });

    for (let number = 0; number < 5; number += 1) {
      const { start, end } = pick();
      const action = `Remember to ${text.sentence(8, 16).toLowerCase()}`;
      data.actionItems.push({
        id: nextId("actionItems"),
        sessionId,
        text: action,
        textHighlighted: highlightAction(action),
        start,
        end,
        createdAt: mergedAt,
      });
    }

    for (let number = 0; number < QUIZZES; number += 1) {
      const source = pick();
      const words = source.text.slice(0, -1).split(" ");
      const blank = text.between(1, words.length - 1);
      const answer = words[blank]!.replace(/,$/, "");
      const question = [...words.slice(0, blank), "_____", ...words.slice(blank + 1)].join(" ") + ".";
      const id = nextId("quizzes");
      const place = text.between(0, 3);
      const wrong = [text.words(1), text.words(1), text.words(1)];
      const choices = [...wrong.slice(0, place), answer, ...wrong.slice(place)].map((choice, n) => ({
        id: `${id}-${n + 1}`,
        text: choice,
      }));
      data.quizzes.push({
        id,
        sessionId,
        question,
        answer,
        answerId: choices[place]!.id,
        choices,
        summaryId,
        summaryText: summary.find((item) => item.start === source.start)?.text ?? null,
        poiId: source.poiId,
        start: source.start ?? 0,
        end: source.end ?? 0,
        createdAt: mergedAt,
      });
      // The student has reviewed every card once; some are due again.
      const reviewed = Math.min(now - HOUR_MS, mergedAt + text.between(1, 5) * 24 * HOUR_MS);
      data.flashcards.push({
        quizId: id,
        userId,
        sessionId,
        due: reviewed + text.between(1, 30) * 24 * HOUR_MS,
        stability: round3(1 + text.random() * 20),
        difficulty: round3(1 + text.random() * 9),
        elapsedDays: text.between(0, 10),
        scheduledDays: text.between(1, 30),
        learningSteps: 0,
        reps: text.between(1, 6),
        lapses: text.between(0, 2),
        state: 2,
        lastReview: reviewed,
        lastRating: 3,
        updatedAt: reviewed,
      });
    }
    data.quizGenerations.push({ sessionId, status: 20, error: null, updatedAt: mergedAt });

    if (index % 7 === 0) {
      data.shares.push({
        sessionId,
        linkToken: Array.from({ length: 32 }, () => text.between(0, 15).toString(16)).join(""),
        linkEnabled: true,
        readonly: true,
        downloadable: false,
        persons: [{ email: `classmate${index % 13}@example.org`, readonly: true, downloadable: false }],
        createdAt: mergedAt,
        updatedAt: mergedAt,
      });
    }
    if (index % 11 === 0) data.favourites.push({ userId, sessionId, at: mergedAt });
  }
  return data;
};
