import type { CaptionCue } from "@lectern/core/records/transcript/parseCaptionFile";
import type { DemoDatabase } from "../db/DemoDatabase";
import type { DemoRecordingSession, DemoSpeakerTurn, DemoTranscript } from "../db/DemoSnapshot";
import { primaryStreamOf } from "./recordingResources";
import { streamsOf } from "./recordingSessions";
import { replaceSessionTranscript } from "./replaceSessionTranscript";

/** The speakers and turns of imported cues: unnamed cues are the owner's, named voices speakers of their own. */
export const turnsOfCues = (
  cues: readonly CaptionCue[],
  ownerName: string,
): Pick<DemoTranscript, "speakers" | "turns"> => {
  const speakers: { id: string; name: string }[] = [];
  const idOf = (name: string | null): string => {
    const id = name === null ? "host" : `voice-${name.toLowerCase()}`;
    if (!speakers.some((speaker) => speaker.id === id)) speakers.push({ id, name: name ?? ownerName });
    return id;
  };
  const turns: { speakerId: string; sentences: { start: number; end: number; text: string }[] }[] = [];
  for (const cue of cues) {
    const speakerId = idOf(cue.speaker);
    const sentence = { start: cue.start, end: cue.end, text: cue.text };
    const last = turns.at(-1);
    if (last?.speakerId === speakerId) last.sentences.push(sentence);
    else turns.push({ speakerId, sentences: [sentence] });
  }
  return { speakers, turns: turns as readonly DemoSpeakerTurn[] };
};

/**
 * Cues within the recording: a caption file made for a longer video (or with an offset) keeps no
 * sentence past the end — the player could not seek there. Unknown length: the cues as they are.
 */
export const cuesWithin = (cues: readonly CaptionCue[], duration: number | null): CaptionCue[] =>
  duration === null
    ? [...cues]
    : cues.filter((cue) => cue.start < duration).map((cue) => ({ ...cue, end: Math.min(cue.end, duration) }));

/**
 * Issue 21: a caption file's cues become the session's transcript — the one it had is replaced (a
 * transcript whose error said why there was none, as after a recording without live captions) —
 * and the study material is asked for as for a transcript made at the merge. Reads the session's
 * transcripts first (DemoDatabase.sessionRows), so the stored ones are replaced too. Returns it.
 */
export const storeImportedTranscript = async (
  db: DemoDatabase,
  session: DemoRecordingSession,
  cues: readonly CaptionCue[],
  ownerName: string,
  now: number,
): Promise<DemoTranscript> => {
  const duration = primaryStreamOf(streamsOf(db, session.id))?.duration ?? null;
  return replaceSessionTranscript(db, session, turnsOfCues(cuesWithin(cues, duration), ownerName), now);
};
