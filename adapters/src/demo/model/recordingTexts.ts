import type { DemoNote, DemoPoi, DemoTranscript } from "../db/DemoSnapshot";

/** m:ss or h:mm:ss of a time in seconds. */
export const clockTime = (seconds: number): string => {
  const whole = Math.max(0, Math.floor(seconds));
  const h = Math.floor(whole / 3600);
  const m = Math.floor(whole / 60) % 60;
  const s = String(whole % 60).padStart(2, "0");
  return h ? `${h}:${String(m).padStart(2, "0")}:${s}` : `${m}:${s}`;
};

/** "[m:ss] Speaker: sentence" per sentence in time order; null when the transcript has none. */
export const transcriptText = (transcript: DemoTranscript | null): string | null => {
  if (!transcript || transcript.error !== null) return null;
  const names = new Map(transcript.speakers.map((speaker) => [speaker.id, speaker.name]));
  const lines = transcript.turns
    .flatMap((turn) => turn.sentences.map((sentence) => ({ ...sentence, speaker: names.get(turn.speakerId) })))
    .sort((a, b) => a.start - b.start)
    .map((line) => `[${clockTime(line.start)}] ${line.speaker ? `${line.speaker}: ` : ""}${line.text}`);
  return lines.length ? `${lines.join("\n")}\n` : null;
};

/** A note's text without its markup (notes are stored as HTML, spec 3 §3). */
export const plainText = (html: string): string =>
  html
    .replace(/<\s*br\s*\/?>/gi, "\n")
    .replace(/<\/(p|div|li|h\d)>/gi, "\n")
    .replace(/<[^>]*>/g, "")
    .replace(/&nbsp;/g, " ")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, "&")
    .replace(/\n{3,}/g, "\n\n")
    .trim();

/**
 * The session's notes as plain text: the session-wide ones, then each highlight's under its name and
 * time (relative to `sessionStart`); a file note by its file name. Null when there are none.
 */
export const notesText = (
  notes: readonly DemoNote[],
  pois: readonly DemoPoi[],
  sessionStart: number | null,
): string | null => {
  if (!notes.length) return null;
  // A text-only write (older clients) may still carry the editor's markup in its text: stripped here.
  const body = (note: DemoNote): string => (note.url ? `File: ${note.name ?? note.url}` : plainText(note.text));
  const sections: string[] = [];
  const general = notes.filter((note) => note.poiId === null);
  if (general.length) sections.push(general.map(body).join("\n\n"));
  for (const poi of pois) {
    const own = notes.filter((note) => note.poiId === poi.id);
    if (!own.length) continue;
    const at = clockTime((poi.startedAt - (sessionStart ?? poi.startedAt)) / 1000);
    sections.push(`## ${poi.name ?? "Highlight"} (${at})\n\n${own.map(body).join("\n\n")}`);
  }
  return `${sections.join("\n\n")}\n`;
};
