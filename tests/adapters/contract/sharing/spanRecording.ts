import type { DemoRouter } from "@lectern/adapters/demo/DemoRouter";
import type { DemoTranscript } from "@lectern/adapters/demo/db/DemoSnapshot";
import { seedRecording } from "../recordSeed";

/** Sentences before, inside and after the span 1–11 s a highlight of the fixture shares. */
export const SPAN_TURNS: DemoTranscript["turns"] = [
  { speakerId: "host", sentences: [{ start: 0.1, end: 0.9, text: "Before the highlight." }] },
  { speakerId: "guest", sentences: [{ start: 2, end: 3.5, text: "Inside the highlight." }] },
  { speakerId: "host", sentences: [{ start: 11.5, end: 12.4, text: "After the highlight." }] },
];

/** 13 s at half a second per point (sample rate 100, 50 samples per point): point p covers p/2 … p/2 + 0.5 s. */
export const SPAN_WAVEFORM = {
  version: 2,
  channels: 1,
  sample_rate: 100,
  samples_per_pixel: 50,
  bits: 8,
  length: 26,
  peaks: Array.from({ length: 26 }, (_, point) => [-(point + 1), point + 1]).flat(),
};

/**
 * A converted recording of `sessionId` whose merged bytes are `webm` (a real WebM, so a shared
 * highlight can be cut from it), with SPAN_TURNS as its transcript and SPAN_WAVEFORM as its waveform.
 */
export const seedSpanRecording = async (router: DemoRouter, sessionId: string, webm: Uint8Array): Promise<string> => {
  const streamId = await seedRecording(router, sessionId, { insights: true, waveform: true });
  await router.exclusive(async ({ db, media }) => {
    db.mutate((data) => {
      const transcript = data.transcripts.find((row) => row.sessionId === sessionId)!;
      db.touch(Object.assign(transcript, { turns: SPAN_TURNS }));
    });
    await media.putMerged(streamId, webm);
    await media.putFile(`waveforms/${streamId}.json`, new TextEncoder().encode(JSON.stringify(SPAN_WAVEFORM)));
  });
  return streamId;
};
