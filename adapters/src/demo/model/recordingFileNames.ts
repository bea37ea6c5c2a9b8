import type { DemoRecordingSession, DemoStream } from "../db/DemoSnapshot";
import { streamLabel } from "./recordingResources";

/** A name safe in every file system: no path separators or reserved characters, at most 120 long. */
export const safeFileName = (name: string): string =>
  name
    .replace(/[\\/:*?"<>|\p{Cc}]+/gu, " ")
    .replace(/\s+/g, " ")
    .trim()
    .slice(0, 120)
    .trim() || "Recording";

/** A stream's media as a download: "{session} - Audio.webm". */
export const streamFileName = (session: Pick<DemoRecordingSession, "name">, stream: Pick<DemoStream, "type">): string =>
  `${safeFileName(session.name)} - ${streamLabel(stream)}.webm`;

/** A session's zip: "{session}.zip". */
export const zipFileName = (session: Pick<DemoRecordingSession, "name">): string => `${safeFileName(session.name)}.zip`;
