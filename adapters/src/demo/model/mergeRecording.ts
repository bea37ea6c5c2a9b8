import { joinWebmSlices } from "@lectern/core/queue/domain/webm/joinWebmSlices";
import type { DemoDatabase } from "../db/DemoDatabase";
import type { DemoRecordingSession, DemoStream } from "../db/DemoSnapshot";
import type { DemoMediaStore } from "../media/DemoMediaStore";
import { storeMedia } from "../media/storeMedia";
import { DemoHttpError } from "../routing/DemoHttpError";
import type { DemoEventQueue } from "./DemoEventQueue";
import { publishStreamProgress } from "../processing/processingEvents";
import { queueServerTranscription } from "../processing/transcriptionRegistry";
import { transcriptFromHeardCaptions } from "./heardCaptionsTranscript";
import { sessionResource } from "./recordingResources";
import { streamsOf, userSessionsChannel } from "./recordingSessions";
import { ownerViewOf } from "./sessionView";

export const MERGE_FAILED = "The recording could not be merged.";

export interface MergeDependencies {
  readonly db: DemoDatabase;
  readonly media: DemoMediaStore;
  readonly events: DemoEventQueue;
  readonly now: () => number;
}

const setProgress = (
  deps: MergeDependencies,
  session: DemoRecordingSession,
  stream: DemoStream,
  status: DemoStream["status"],
  progress: number,
): void => {
  deps.db.mutate(() => {
    stream.status = status;
    stream.convertProgress = progress;
  }, stream);
  publishStreamProgress(deps.events, session, stream);
};

/**
 * Merges an ended session: each stream's slices are concatenated in sequence order and, for a WebM,
 * given the Duration MediaRecorder leaves out; the merged file is stored and the stream stays
 * received (10) for the processing pipeline (DemoProcessing), which the merge route starts without
 * waiting. The captions heard while recording become the transcript; then the session is wrapped,
 * and a backend with a speech service transcribes a recording that got no transcript that way
 * (ServerTranscription, after the answer).
 * Streams that received nothing stay new. With `fail` (an injected fault) the merge stops before
 * anything is stored: the session stays ended, so a later merge can succeed. A merged file the media
 * store refuses (quota) ends the same way, with a 507 that says so (storeMedia).
 */
export const mergeRecording = async (
  deps: MergeDependencies,
  session: DemoRecordingSession,
  fail: boolean,
): Promise<void> => {
  const streams = streamsOf(deps.db, session.id).filter((stream) => stream.receivedThrough >= 0);
  if (fail) {
    for (const stream of streams) setProgress(deps, session, stream, 10, 0);
    throw new DemoHttpError(500, {
      title: MERGE_FAILED,
      detail: "Converting the streams failed (a fault injected by a test).",
    });
  }
  try {
    for (const stream of streams) {
      const slices = await deps.media.readSlices(stream.id, stream.receivedThrough + 1);
      const merged = joinWebmSlices(slices);
      // Stored before the session is wrapped and the merge answers: the client deletes its copy only
      // after that answer, so a write that fails (a full disk) leaves the recording on the device.
      await storeMedia(() => deps.media.putMerged(stream.id, merged.bytes));
      deps.db.mutate(() => {
        stream.duration = merged.durationSeconds;
        stream.status = 10;
        stream.convertProgress = 0;
        stream.waveformKey = null;
      }, stream);
    }
  } catch (error) {
    // As after a failed conversion: nothing is half-processed, a later merge starts over.
    for (const stream of streams) setProgress(deps, session, stream, 10, 0);
    throw error;
  }
  await transcriptFromHeardCaptions(deps.db, deps.events, session, deps.now());
  deps.db.mutate(() => {
    session.status = 30;
    session.mergedAt = deps.now();
  }, session);
  deps.events.publish(
    userSessionsChannel(session.userId),
    "wrapped",
    sessionResource(session, streamsOf(deps.db, session.id), ownerViewOf(deps.db, session)),
  );
  queueServerTranscription(deps.db, session.id);
};
