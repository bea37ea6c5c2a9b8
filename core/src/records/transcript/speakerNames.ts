import type { Transcript } from "./Transcript";

/** Speaker id → display name, for the exports (a missing name falls back to the id). */
export const speakerNames = (transcript: Transcript): ReadonlyMap<string, string> =>
  new Map(transcript.speakers.map((speaker) => [speaker.id, speaker.name.trim() || speaker.id]));
