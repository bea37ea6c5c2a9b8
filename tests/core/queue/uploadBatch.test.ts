import type { ChunkMeta, StreamType } from "@lectern/core/queue/domain/QueueItem";
import { STREAM_TYPES } from "@lectern/core/queue/domain/QueueItem";
import { UPLOAD_LIMITS } from "@lectern/core/queue/domain/queueTexts";
import {
  type BatchLimits,
  DEFAULT_BATCH_LIMITS,
  type StreamBacklog,
  selectBatch,
} from "@lectern/core/queue/domain/uploadBatch";
import fc from "fast-check";
import { describe, expect, it } from "vitest";

/** Commits of random streams and sizes, in order, as the store numbers them; and how much each stream holds. */
const backlogsArbitrary = fc
  .array(fc.record({ type: fc.constantFrom<StreamType>(...STREAM_TYPES), size: fc.integer({ min: 1, max: 4000 }) }), {
    maxLength: 120,
  })
  .chain((commits) => {
    const streams: Record<StreamType, ChunkMeta[]> = { audio: [], combined: [], camera: [] };
    commits.forEach((commit, index) => {
      const list = streams[commit.type];
      list.push({
        id: index + 1,
        queueItemId: "a",
        type: commit.type,
        sequence: list.length,
        size: commit.size,
        isUploaded: false,
      });
    });
    return fc
      .tuple(...STREAM_TYPES.map((type) => fc.integer({ min: 0, max: streams[type].length })))
      .map((uploaded): StreamBacklog[] =>
        STREAM_TYPES.map((type, i) => ({ type, chunks: streams[type], uploaded: uploaded[i]! })),
      );
  });

const limitsArbitrary = fc
  .record({ slices: fc.integer({ min: 1, max: 20 }), bytes: fc.integer({ min: 1, max: 20_000 }) })
  .map(({ slices, bytes }): BatchLimits => ({ maxSlices: () => slices, maxBytes: bytes }));

describe("selectBatch", () => {
  it("takes consecutive waiting slices of one stream, never crossing a stream or skipping a slice", () => {
    fc.assert(
      fc.property(backlogsArbitrary, limitsArbitrary, (backlogs, limits) => {
        const batch = selectBatch(backlogs, limits);
        const waiting = backlogs.filter((backlog) => backlog.uploaded < backlog.chunks.length);
        if (waiting.length === 0) {
          expect(batch).toBeNull();
          return;
        }
        expect(batch).not.toBeNull();
        const backlog = backlogs.find((candidate) => candidate.type === batch!.streamType)!;
        expect(batch!.fromSequence).toBe(backlog.uploaded);
        const expected = backlog.chunks.slice(batch!.fromSequence, batch!.toSequence + 1);
        expect(batch!.chunkIds).toEqual(expected.map((chunk) => chunk.id));
        expect(expected.every((chunk) => chunk.type === batch!.streamType)).toBe(true);
        expect(batch!.sizes).toEqual(expected.map((chunk) => chunk.size));
        expect(batch!.bytes).toBe(expected.reduce((sum, chunk) => sum + chunk.size, 0));
      }),
    );
  });

  it("starts with the stream whose oldest waiting slice was committed first", () => {
    fc.assert(
      fc.property(backlogsArbitrary, (backlogs) => {
        const batch = selectBatch(backlogs);
        if (!batch) return;
        const heads = backlogs.flatMap((backlog) => backlog.chunks.slice(backlog.uploaded, backlog.uploaded + 1));
        expect(batch.chunkIds[0]).toBe(Math.min(...heads.map((chunk) => chunk.id)));
      }),
    );
  });

  it("keeps within the limits, except a single slice larger than the byte limit, which goes alone", () => {
    fc.assert(
      fc.property(backlogsArbitrary, limitsArbitrary, (backlogs, limits) => {
        const batch = selectBatch(backlogs, limits);
        if (!batch) return;
        expect(batch.chunkIds.length).toBeLessThanOrEqual(limits.maxSlices(batch.streamType));
        if (batch.chunkIds.length > 1) expect(batch.bytes).toBeLessThanOrEqual(limits.maxBytes);
        const backlog = backlogs.find((candidate) => candidate.type === batch.streamType)!;
        // "limited" says exactly whether more of the stream was ready.
        expect(batch.limited).toBe(batch.toSequence + 1 < backlog.chunks.length);
      }),
    );
  });

  it("stops at a slice still being committed rather than skip it", () => {
    const chunk = (id: number, sequence: number): ChunkMeta => ({
      id,
      queueItemId: "a",
      type: "audio",
      sequence,
      size: 5,
      isUploaded: false,
    });
    const withHole: ChunkMeta[] = [chunk(1, 0)];
    withHole[2] = chunk(3, 2);
    const batch = selectBatch([{ type: "audio", chunks: withHole, uploaded: 0 }]);
    expect(batch).toMatchObject({ fromSequence: 0, toSequence: 0, chunkIds: [1] });
    expect(selectBatch([{ type: "audio", chunks: withHole, uploaded: 1 }])).toBeNull();
  });

  it("carries about ten seconds per request: 66 audio slices of 150 ms, one 10 s video chunk, under 10 MiB", () => {
    expect(DEFAULT_BATCH_LIMITS.maxSlices("audio")).toBe(66);
    expect(DEFAULT_BATCH_LIMITS.maxSlices("combined")).toBe(1);
    expect(DEFAULT_BATCH_LIMITS.maxSlices("camera")).toBe(1);
    expect(DEFAULT_BATCH_LIMITS.maxBytes).toBeLessThan(UPLOAD_LIMITS.maxRequestBytes);
  });
});
