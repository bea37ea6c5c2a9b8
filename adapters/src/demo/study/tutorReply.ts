import type { DemoTutorSegment } from "../db/DemoSnapshot";
import type { StudyEngine, StudyInput, TutorPassage } from "./engine/StudyEngine";
import { STUDY_TEXTS } from "./studyTexts";

/** Words per `text` event: a reply reads as it streams, not word by word. */
const WORDS_PER_PIECE = 4;

const two = (value: number): string => String(value).padStart(2, "0");

/** A citation's label: mm:ss, or hh:mm:ss past an hour. */
export const citationLabel = (seconds: number): string => {
  const whole = Math.max(0, Math.floor(seconds));
  const hours = Math.floor(whole / 3600);
  const minutes = Math.floor((whole % 3600) / 60);
  const rest = `${two(minutes)}:${two(whole % 60)}`;
  return hours > 0 ? `${two(hours)}:${rest}` : rest;
};

/** A claim as the events that tell it: its words a few at a time, then its citation. */
const eventsOfClaim = (passage: TutorPassage): DemoTutorSegment[] => {
  const words = passage.text.split(/\s+/).filter(Boolean);
  const pieces: DemoTutorSegment[] = [];
  for (let index = 0; index < words.length; index += WORDS_PER_PIECE) {
    pieces.push({ type: "text", text: `${words.slice(index, index + WORDS_PER_PIECE).join(" ")} ` });
  }
  pieces.push({
    type: "cite",
    start: passage.start,
    end: passage.end,
    label: citationLabel(passage.start),
    source: passage.source,
  });
  return pieces;
};

/** Consecutive text pieces joined: how a message is stored. */
export const joinSegments = (segments: readonly DemoTutorSegment[]): DemoTutorSegment[] => {
  const joined: DemoTutorSegment[] = [];
  for (const segment of segments) {
    const last = joined[joined.length - 1];
    if (segment.type === "text" && last?.type === "text")
      joined[joined.length - 1] = { ...last, text: last.text + segment.text };
    else joined.push(segment);
  }
  if (joined[joined.length - 1]?.type === "text") {
    const last = joined[joined.length - 1] as { type: "text"; text: string };
    joined[joined.length - 1] = { type: "text", text: last.text.trimEnd() };
  }
  return joined;
};

export interface TutorReplyRequest {
  /** The tutor message's id, announced first. */
  readonly id: string;
  readonly key: string;
  readonly input: StudyInput;
  readonly question: string;
  readonly engine: () => Promise<StudyEngine>;
  /** Stores the answer (what was sent, joined); `stopped` when the student went away before the end. */
  readonly store: (segments: DemoTutorSegment[], stopped: boolean) => Promise<void>;
}

/**
 * The events of a tutor answer: `start` at once, then the composed answer's claims (composeTutorAnswer)
 * as text pieces each followed by its citation, then `done` once the answer is stored. A reader that stops
 * early (the client went away, Stop) ends it at the next event; what was sent is stored as stopped.
 */
export async function* tutorReply(request: TutorReplyRequest): AsyncGenerator<unknown, void, undefined> {
  const sent: DemoTutorSegment[] = [];
  let stored = false;
  try {
    yield { type: "start", id: request.id };
    let events: DemoTutorSegment[];
    try {
      const { claims } = await (await request.engine()).answer(request.key, request.input, request.question);
      events = claims.length ? claims.flatMap(eventsOfClaim) : [{ type: "text", text: STUDY_TEXTS.notFound }];
    } catch {
      events = [{ type: "text", text: STUDY_TEXTS.tutorFailed }];
    }
    for (const event of events) {
      // Counted as sent when handed over: a reader that stops now has it.
      sent.push(event);
      yield event;
    }
    stored = true;
    await request.store(joinSegments(sent), false);
    yield { type: "done" };
  } finally {
    if (!stored) await request.store(joinSegments(sent), true);
  }
}
