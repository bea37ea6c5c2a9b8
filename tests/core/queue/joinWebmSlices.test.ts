import { joinWebmSlices } from "@lectern/core/queue/domain/webm/joinWebmSlices";
import fc from "fast-check";
import { ALL_FORMATS, BufferSource, Input } from "mediabunny";
import { describe, expect, it } from "vitest";
import { cutInto, recordWebm } from "../../adapters/demo/recordedWebm";

const metadataDuration = (bytes: Uint8Array) =>
  new Input({ source: new BufferSource(bytes), formats: ALL_FORMATS }).getDurationFromMetadata();

describe("joinWebmSlices", () => {
  it("joins a live WebM's slices in order into one file a player gives a finite duration", async () => {
    const { stream, durationSeconds } = await recordWebm(2);
    const joined = joinWebmSlices(cutInto(stream, 9));
    expect(joined.durationSeconds).toBeCloseTo(durationSeconds, 2);
    expect(await metadataDuration(joined.bytes)).toBeCloseTo(durationSeconds, 2);
    // The frames are the slices back to back: only Info grew by its Duration element (11 bytes).
    expect(joined.bytes.length).toBe(stream.length + 11);
  });

  it("gives the same file however the recorder cut the stream", async () => {
    const { stream } = await recordWebm(1);
    const whole = joinWebmSlices([stream]).bytes;
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 1, max: 40 }), async (count) => {
        expect(joinWebmSlices(cutInto(stream, count)).bytes).toEqual(whole);
      }),
      { numRuns: 25 },
    );
  });

  it("leaves bytes that are not a WebM as they are, with no duration", () => {
    const joined = joinWebmSlices([new Uint8Array([1, 2]), new Uint8Array([3])]);
    expect([...joined.bytes]).toEqual([1, 2, 3]);
    expect(joined.durationSeconds).toBeNull();
  });
});
