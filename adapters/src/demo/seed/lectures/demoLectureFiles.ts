/**
 * The seeded lectures' waveforms as media store files. They are committed with the lectures (made by
 * scripts/demo-lectures/make.mjs) rather than written into each store, so a reset or a trimmed store
 * can never lose them, and the tab only fetches one when a record page asks for it.
 */
const PREFIX = "demo-lectures/";
const SUFFIX = ".waveform.json";

const WAVEFORMS: Record<string, () => Promise<{ default: unknown }>> = {
  "cell-biology": () => import("./cell-biology.waveform.json"),
  "supply-and-demand": () => import("./supply-and-demand.waveform.json"),
};

/** The media store file key of a seeded lecture's waveform (DemoStream.waveformKey). */
export const demoLectureWaveformKey = (lectureName: string): string => `${PREFIX}${lectureName}${SUFFIX}`;

/** Whether the key names a committed lecture file: such keys are never stored, deleted or trimmed. */
export const isDemoLectureFileKey = (key: string): boolean => key.startsWith(PREFIX);

/** The bytes of a committed lecture file (its audiowaveform JSON), null for an unknown key. */
export const readDemoLectureFile = async (key: string): Promise<Uint8Array | null> => {
  if (!isDemoLectureFileKey(key) || !key.endsWith(SUFFIX)) return null;
  const load = WAVEFORMS[key.slice(PREFIX.length, -SUFFIX.length)];
  if (!load) return null;
  const { default: waveform } = await load();
  return new TextEncoder().encode(JSON.stringify(waveform));
};
