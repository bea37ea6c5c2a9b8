import type { ChunkMeta, QueueItem, StreamType } from "@lectern/core/queue/domain/QueueItem";
import type { QueueItemMachine, StreamLedgers } from "@lectern/core/queue/domain/QueueItemMachine";
import { freshQueueItem, recordingQueueItem } from "@lectern/core/queue/domain/queueItemMachines";
import { withLedgers } from "@lectern/core/queue/domain/QueueItemMachine";
import type { UploadBatch } from "@lectern/core/queue/domain/uploadBatch";

export const STARTED_AT = Date.UTC(2026, 10, 22, 9, 0, 0);

/** A recording that has just begun: local, nothing sent. */
export const aQueueItem = (overrides: Partial<QueueItem> = {}): QueueItem => {
  const item = recordingQueueItem(
    "item-1",
    {
      name: "Linear algebra, week 3",
      startedAt: STARTED_AT,
      organizationId: null,
      sessionId: null,
    },
    "1",
  );
  return { ...item, ...overrides, state: { ...item.state, ...overrides.state } };
};

export const ledgers = (partial: Partial<StreamLedgers> = {}): StreamLedgers => ({
  audio: { committed: 0, uploaded: 0 },
  combined: { committed: 0, uploaded: 0 },
  camera: { committed: 0, uploaded: 0 },
  ...partial,
});

/** A machine for `item` with these ledgers and nothing on the wire. */
export const aMachine = (item: Partial<QueueItem> = {}, streams: Partial<StreamLedgers> = {}): QueueItemMachine =>
  withLedgers(freshQueueItem(aQueueItem(item)), ledgers(streams));

/** A session created, started, with an audio stream, recording. */
export const uploadingMachine = (streams: Partial<StreamLedgers> = {}, state: Partial<QueueItem["state"]> = {}) =>
  aMachine(
    { sessionId: "41", audioPath: "streams/7", state: { ...aQueueItem().state, isStatusCreated: true, ...state } },
    streams,
  );

export const aBatch = (streamType: StreamType, fromSequence: number, toSequence: number): UploadBatch => {
  const count = toSequence - fromSequence + 1;
  return {
    streamType,
    fromSequence,
    toSequence,
    chunkIds: Array.from({ length: count }, (_, i) => 100 + fromSequence + i),
    sizes: Array.from({ length: count }, () => 10),
    bytes: count * 10,
    limited: false,
  };
};

export const aChunk = (overrides: Partial<ChunkMeta> = {}): ChunkMeta => ({
  id: 1,
  queueItemId: "item-1",
  type: "audio",
  sequence: 0,
  size: 10,
  isUploaded: false,
  ...overrides,
});
