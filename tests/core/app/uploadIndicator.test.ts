import { uploadIndicatorOf } from "@lectern/core/app/domain/uploadIndicator";
import {
  NOT_READY_QUEUE_STATE,
  type QueueEntryView,
  type UploadQueueState,
} from "@lectern/core/queue/application/UploadQueueContract";
import fc from "fast-check";
import { describe, expect, it } from "vitest";

const entry = (id: string, uploadedChunks: number, totalChunks: number): QueueEntryView => ({
  id,
  label: id,
  sessionId: null,
  startedAt: 0,
  status: "uploading",
  uploadedChunks,
  totalChunks,
  progress: totalChunks === 0 ? 0 : uploadedChunks / totalChunks,
  isStuck: false,
  keptOnDevice: false,
});

const ready = (entries: QueueEntryView[], isUploading = true): UploadQueueState => ({
  ...NOT_READY_QUEUE_STATE,
  ready: true,
  entries,
  isUploading,
});

describe("uploadIndicatorOf", () => {
  it("shows nothing before the queue restored or when nothing waits", () => {
    expect(uploadIndicatorOf({ ...NOT_READY_QUEUE_STATE, entries: [entry("a", 1, 4)] })).toBeNull();
    expect(uploadIndicatorOf(ready([]))).toBeNull();
  });

  it("sums the parts of every recording on the device", () => {
    expect(uploadIndicatorOf(ready([entry("a", 66, 80), entry("b", 0, 20)], false))).toEqual({
      recordings: 2,
      uploadedParts: 66,
      totalParts: 100,
      percent: 66,
      uploading: false,
    });
  });

  it("says 100 % only when every part is uploaded, and grows with every uploaded part", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 5000 }), fc.integer({ min: 0, max: 5000 }), (total, raw) => {
        const uploaded = raw % (total + 1);
        const now = uploadIndicatorOf(ready([entry("a", uploaded, total)]));
        expect(now?.percent === 100).toBe(uploaded === total);
        if (uploaded < total) {
          const next = uploadIndicatorOf(ready([entry("a", uploaded + 1, total)]));
          expect(next!.percent).toBeGreaterThanOrEqual(now!.percent);
        }
      }),
    );
  });
});
