import { type ChunkMeta, type QueueItem, STREAM_TYPES } from "./QueueItem";
import { type QueueItemMachine, type StreamLedgers, noStreams, withLedgers, withStreamPath } from "./QueueItemMachine";

/** What a recorder tells the queue about a new recording. */
export interface NewRecording {
  readonly name: string;
  readonly startedAt: number;
  readonly organizationId: string | null;
  readonly sessionId: string | null;
}

/** The stored item of a recording that has just begun. */
export const recordingQueueItem = (id: string, recording: NewRecording, ownerId: string): QueueItem => ({
  id,
  ownerId,
  sessionId: recording.sessionId,
  startedAt: recording.startedAt,
  endedAt: null,
  name: recording.name,
  organizationId: recording.organizationId,
  countChunks: 0,
  countedChunksUploaded: 0,
  audioPath: null,
  combinedPath: null,
  cameraPath: null,
  state: {
    isStarted: true,
    isFinished: false,
    isPendingCreated: false,
    // A session the recorder made is created and started already (spec 3 §4 "Session lifecycle").
    isStatusCreated: recording.sessionId !== null,
    isPendingEnded: false,
    isStatusEnded: false,
    isPendingMerge: false,
    isSuspended: false,
  },
});

/** A recording that has just begun: nothing committed, nothing sent. */
export const freshQueueItem = (item: QueueItem): QueueItemMachine =>
  withLedgers({ item, streams: noStreams, call: null, synced: true, removed: false }, noStreams);

/** Per stream: how many slices are committed, and how many lead the sequence already marked uploaded. */
export const ledgersOf = (chunks: readonly ChunkMeta[]): StreamLedgers => {
  const streams = { ...noStreams };
  for (const type of STREAM_TYPES) {
    const ofType = chunks.filter((chunk) => chunk.type === type).sort((a, b) => a.sequence - b.sequence);
    let uploaded = 0;
    while (uploaded < ofType.length && ofType[uploaded]!.isUploaded && ofType[uploaded]!.sequence === uploaded) {
      uploaded += 1;
    }
    streams[type] = { committed: ofType.length, uploaded };
  }
  return streams;
};

const nothingUploaded = (streams: StreamLedgers): StreamLedgers => ({
  audio: { committed: streams.audio.committed, uploaded: 0 },
  combined: { committed: streams.combined.committed, uploaded: 0 },
  camera: { committed: streams.camera.committed, uploaded: 0 },
});

/**
 * An item read back from the local database at start (spec 2 §4.8). Nothing is on the wire any more,
 * so pending flags drop; no recorder runs for it any more, so it is finished; a local one is also not
 * started. One with a server id must first read the server's view (`synced: false`).
 */
export const restoredQueueItem = (item: QueueItem, chunks: readonly ChunkMeta[], now: number): QueueItemMachine => {
  const isLocal = item.sessionId === null;
  let restored: QueueItem = {
    ...item,
    endedAt: item.endedAt ?? now,
    state: {
      ...item.state,
      isFinished: true,
      isStarted: isLocal ? false : item.state.isStarted,
      isPendingCreated: false,
      isPendingEnded: false,
      isPendingMerge: false,
      ...(isLocal ? { isStatusCreated: false, isStatusEnded: false } : {}),
    },
  };
  if (isLocal) for (const type of STREAM_TYPES) restored = withStreamPath(restored, type, null);
  const held = ledgersOf(chunks);
  // A local item has no copy on any server, whatever its flags say (a crash can come between the
  // reset of a failed merge and the marks), so every slice of it waits for upload.
  const streams = isLocal ? nothingUploaded(held) : held;
  return withLedgers({ item: restored, streams: noStreams, call: null, synced: isLocal, removed: false }, streams);
};
