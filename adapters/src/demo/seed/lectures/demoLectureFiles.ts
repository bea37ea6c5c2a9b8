import { DEMO_LECTURE_FILE_PREFIX as PREFIX, isDemoLectureFileKey } from "./demoLectureFileKeys";

/**
 * The seeded lectures' waveforms (and the screen lecture's thumbnail) as media store files. They are
 * committed with the lectures (made by scripts/demo-lectures/make.mjs) rather than written into each
 * store, so a reset or a trimmed store can never lose them, and the tab only fetches one when a page
 * asks for it.
 */
const WAVEFORM = ".waveform.json";
const THUMBNAIL = ".thumbnail.jpg";

// Maps, not objects: a key naming "constructor" must find nothing.
const WAVEFORMS = new Map<string, () => Promise<{ default: unknown }>>([
  ["cell-biology", () => import("./cell-biology.waveform.json")],
  ["supply-and-demand", () => import("./supply-and-demand.waveform.json")],
]);

const THUMBNAILS = new Map<string, () => Promise<{ default: { base64: string } }>>([
  ["supply-and-demand", () => import("./supply-and-demand.thumbnail.json")],
]);

/** The media store file key of a seeded lecture's waveform (DemoStream.waveformKey). */
export const demoLectureWaveformKey = (lectureName: string): string => `${PREFIX}${lectureName}${WAVEFORM}`;

/** The media store file key of a seeded screen lecture's thumbnail, null when it has none. */
export const demoLectureThumbnailKey = (lectureName: string): string | null =>
  THUMBNAILS.has(lectureName) ? `${PREFIX}${lectureName}${THUMBNAIL}` : null;

const lectureOf = (key: string, suffix: string): string | null =>
  isDemoLectureFileKey(key) && key.endsWith(suffix) ? key.slice(PREFIX.length, -suffix.length) : null;

/** The bytes of a committed lecture file (audiowaveform JSON or JPEG), null for an unknown key. */
export const readDemoLectureFile = async (key: string): Promise<Uint8Array | null> => {
  const waveform = WAVEFORMS.get(lectureOf(key, WAVEFORM) ?? "");
  if (waveform) return new TextEncoder().encode(JSON.stringify((await waveform()).default));
  const thumbnail = THUMBNAILS.get(lectureOf(key, THUMBNAIL) ?? "");
  if (!thumbnail) return null;
  const binary = atob((await thumbnail()).default.base64);
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
};
