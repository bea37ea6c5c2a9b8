import { MemoryDemoPersistence } from "@lectern/adapters/demo/db/MemoryDemoPersistence";
import { openDemoBackend } from "@lectern/adapters/demo/openDemoBackend";
import { fixWebmDuration } from "@lectern/core/queue/domain/webm/fixWebmDuration";
import { encodeSize } from "@lectern/core/queue/domain/webm/ebml";
import { readWebmLayout } from "@lectern/core/queue/domain/webm/readWebmLayout";
import { SEED_USERS } from "@lectern/adapters/demo/seed/seedUsers";
import { ALL_FORMATS, BufferSource, Input } from "mediabunny";
import { describe, expect, it } from "vitest";
import { apiOver } from "../contract/contractSubject";
import { ManualNow } from "../contract/ManualNow";
import { UploadDriver } from "../contract/upload/UploadDriver";
import { cutInto, recordWebm, withChromeUnknownSizes } from "./recordedWebm";

const durations = async (bytes: Uint8Array) => {
  const input = new Input({ source: new BufferSource(bytes), formats: ALL_FORMATS });
  return { metadata: await input.getDurationFromMetadata(), computed: await input.computeDuration() };
};

describe("fixWebmDuration", () => {
  it("a MediaRecorder-like WebM has no duration in its metadata (the problem being fixed)", async () => {
    const { stream } = await recordWebm();
    expect((await durations(stream)).metadata).toBeNull();
    expect(readWebmLayout(stream)).toMatchObject({
      storedDuration: null,
      hasPositionIndex: false,
      segment: { size: null },
    });
  });

  it("adds the Duration a player reads: the end of the last frame", async () => {
    const { stream, durationSeconds } = await recordWebm(3);
    const fixed = fixWebmDuration(stream);
    expect(fixed).toMatchObject({ changed: true, durationSeconds });
    expect(fixed.bytes.length).toBe(stream.length + 11);
    const read = await durations(fixed.bytes);
    expect(read.metadata).toBeCloseTo(durationSeconds, 6);
    expect(read.computed).toBeCloseTo(durationSeconds, 6);
  });

  it("reads Chrome's eight-byte unknown sizes on the Segment and the Clusters", async () => {
    const { stream, durationSeconds } = await recordWebm(3);
    const chrome = withChromeUnknownSizes(stream);
    expect(chrome.length).toBeGreaterThan(stream.length);
    expect(readWebmLayout(chrome)?.segment).toMatchObject({ size: null, sizeLength: 8 });
    const fixed = fixWebmDuration(chrome);
    expect(fixed).toMatchObject({ changed: true, durationSeconds });
    expect((await durations(fixed.bytes)).metadata).toBeCloseTo(durationSeconds, 6);
  });

  it("grows a known Segment size along with Info", async () => {
    const { stream, durationSeconds } = await recordWebm(2);
    const layout = readWebmLayout(stream)!;
    const known = new Uint8Array([
      ...stream.subarray(0, layout.segment.sizeStart),
      ...encodeSize(stream.length - layout.segment.dataStart, 8),
      ...stream.subarray(layout.segment.dataStart),
    ]);
    const fixed = fixWebmDuration(known);
    expect(fixed.changed).toBe(true);
    expect(readWebmLayout(fixed.bytes)?.segment.size).toBe(stream.length - layout.segment.dataStart + 11);
    expect((await durations(fixed.bytes)).metadata).toBeCloseTo(durationSeconds, 6);
  });

  it("leaves alone what it must not touch: a finalised file, one with Cues, and bytes that are not WebM", async () => {
    const { finalised, stream } = await recordWebm(2);
    const withCues = fixWebmDuration(finalised);
    expect(withCues.changed).toBe(false);
    expect(withCues.bytes).toBe(finalised);
    expect(withCues.durationSeconds).toBeCloseTo(2, 6);
    const text = new TextEncoder().encode("not a webm at all");
    expect(fixWebmDuration(text)).toEqual({ bytes: text, durationSeconds: null, changed: false });
    // Cut short inside a frame (a recording whose tail never arrived): measured up to the last whole frame.
    const cut = fixWebmDuration(stream.subarray(0, Math.floor(stream.length * 0.6) + 3));
    expect(cut.changed).toBe(true);
    expect(cut.durationSeconds).toBeGreaterThan(0.5);
    expect(cut.durationSeconds).toBeLessThan(1.5);
  });
});

describe("merge of a real recording through the demo backend", () => {
  it("concatenates MediaRecorder-like slices into a playable WebM with the right duration", async () => {
    const { stream, durationSeconds } = await recordWebm(3);
    const backend = await openDemoBackend({ persistence: new MemoryDemoPersistence(), now: new ManualNow().now });
    const { api, keyValue } = apiOver(backend.http);
    const client = new UploadDriver(api, keyValue);
    await client.signIn(SEED_USERS[0].email, SEED_USERS[0].password);
    const { sessionId, streamId, path } = await client.recordingWithStream();
    const slices = cutInto(stream, 7);
    await client.upload(path, 0, slices.slice(0, 3));
    await client.upload(path, 2, slices.slice(2, 5));
    await client.upload(path, 5, slices.slice(5));
    await client.endSession(sessionId);

    const merged = await client.mergeSession(sessionId);
    expect(merged.included?.[0]?.attributes.duration).toBeCloseTo(durationSeconds, 6);
    const bytes = (await backend.controls.mergedBytes(streamId))!;
    expect(bytes).toEqual(fixWebmDuration(stream).bytes);
    const read = await durations(bytes);
    expect(read.metadata).toBeCloseTo(durationSeconds, 6);
    expect(read.computed).toBeCloseTo(durationSeconds, 6);
  });
});
