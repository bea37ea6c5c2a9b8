import { clipWebm } from "@lectern/adapters/demo/media/clipWebm";
import { readWebmLayout } from "@lectern/core/queue/domain/webm/readWebmLayout";
import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { packetTimes } from "../contract/sharing/webmPackets";
import { type RecordedWebm, recordWebm } from "./recordedWebm";

describe("clipWebm (issue 19: a shared highlight's media holds its span only)", () => {
  let recorded: RecordedWebm;
  beforeAll(async () => {
    recorded = await recordWebm(6);
  });

  it("keeps per track the frames from the last keyframe at or before the start to the end, at their times", async () => {
    for (const bytes of [recorded.stream, recorded.finalised]) {
      const clip = clipWebm(bytes, { start: 2.5, end: 4 })!;
      const times = await packetTimes(clip);
      // Video keyframes are at whole seconds: the clip's video starts at 2 s; audio at 2.5 s.
      expect(Math.min(...times.video)).toBe(2);
      expect(Math.max(...times.video)).toBeCloseTo(3.9);
      expect(Math.min(...times.audio)).toBe(2.5);
      expect(Math.max(...times.audio)).toBeCloseTo(3.98);
      // Info's Duration is the recording's (a live recording has none: then where its last frame ends).
      const layout = readWebmLayout(bytes)!;
      expect(readWebmLayout(clip)?.storedDuration).toBe(layout.storedDuration ?? layout.endTimestamp);
    }
  });

  it("never holds a frame that starts at or after the end, nor one a decoder would not need before the start", async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 0, max: 59 }), fc.integer({ min: 1, max: 30 }), async (from, length) => {
        const span = { start: from / 10, end: Math.min(6, (from + length) / 10) };
        const clip = clipWebm(recorded.stream, span);
        if (!clip) return;
        const times = await packetTimes(clip);
        for (const time of [...times.video, ...times.audio]) expect(time).toBeLessThan(span.end);
        expect(Math.min(...times.video)).toBe(Math.floor(span.start));
        for (const time of times.audio) expect(time).toBeGreaterThanOrEqual(span.start - 0.02);
      }),
      { numRuns: 25 },
    );
  });

  it("answers null for bytes that are not a WebM, or a span with no frame", () => {
    expect(clipWebm(Uint8Array.of(1, 2, 3), { start: 0, end: 1 })).toBeNull();
    expect(clipWebm(recorded.stream, { start: 30, end: 40 })).toBeNull();
  });
});
