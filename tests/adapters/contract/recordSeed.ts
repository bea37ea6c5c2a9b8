import type { DemoRouter } from "@lectern/adapters/demo/DemoRouter";
import type { DemoStream, DemoTranscript } from "@lectern/adapters/demo/db/DemoSnapshot";

/** 300 bytes that stand for a merged recording: byte i is i mod 251, so any range is recognisable. */
export const MERGED = Uint8Array.from({ length: 300 }, (_, index) => index % 251);

export const TRANSCRIPT_TURNS: DemoTranscript["turns"] = [
  { speakerId: "host", sentences: [{ start: 1, end: 2.5, text: "Hello and welcome." }] },
  { speakerId: "guest", sentences: [{ start: 3, end: 4.25, text: "Is <this> on the exam?" }] },
];

export const WAVEFORM = {
  version: 2,
  channels: 1,
  sample_rate: 48_000,
  samples_per_pixel: 480,
  bits: 8,
  length: 2,
  peaks: [-10, 12, -3, 4],
};

/**
 * What the upload and the processing pipeline leave behind for a recording, written straight into
 * the backend (the pipeline has its own tests): a converted primary stream whose merged bytes are
 * MERGED, and optionally its waveform, a transcript, a summary and an action item.
 */
export const seedRecording = (
  router: DemoRouter,
  sessionId: string,
  options: { readonly type?: DemoStream["type"]; readonly insights?: boolean; readonly waveform?: boolean } = {},
): Promise<string> =>
  router.exclusive(async ({ db, media, now }) => {
    const streamId = db.mutate((data) => {
      data.counters.streams += 1;
      const id = String(data.counters.streams);
      data.streams.push({
        id,
        sessionId,
        type: options.type ?? "audio",
        isPrimary: true,
        createdAt: now(),
        status: 30,
        convertProgress: 100,
        receivedThrough: 0,
        receivedBytes: MERGED.length,
        duration: 12.5,
        waveformKey: options.waveform ? `waveforms/${id}.json` : null,
        mediaKey: null,
      });
      const session = data.recordingSessions.find((candidate) => candidate.id === sessionId)!;
      session.status = 30;
      session.mergedAt = now();
      db.touch(session);
      if (options.insights) {
        data.counters.transcripts += 1;
        data.transcripts.push({
          id: String(data.counters.transcripts),
          sessionId,
          streamId: id,
          speakers: [
            { id: "host", name: "Host" },
            { id: "guest", name: "Guest" },
          ],
          turns: TRANSCRIPT_TURNS,
          error: null,
          createdAt: now(),
        });
        data.counters.summaries += 1;
        data.summaries.push({
          id: String(data.counters.summaries),
          sessionId,
          streamId: id,
          status: 20,
          summary: [{ text: "A welcome.", start: 1, end: 2.5, poiId: null }],
          keyPoints: [{ text: "Exams matter.", start: 3, end: 4.25, poiId: null }],
          error: null,
          createdAt: now(),
          updatedAt: now(),
        });
        data.counters.actionItems += 1;
        data.actionItems.push({
          id: String(data.counters.actionItems),
          sessionId,
          text: "Revise chapter 2",
          textHighlighted: "Revise <b>chapter 2</b>",
          start: 3,
          end: 4.25,
          createdAt: now(),
        });
      }
      return id;
    });
    await media.putMerged(streamId, MERGED);
    if (options.waveform) {
      await media.putFile(`waveforms/${streamId}.json`, new TextEncoder().encode(JSON.stringify(WAVEFORM)));
    }
    return streamId;
  });
