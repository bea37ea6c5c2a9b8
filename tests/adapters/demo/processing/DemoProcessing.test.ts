import type { WaveformData } from "@lectern/adapters/demo/processing/WaveformData";
import { afterEach, describe, expect, it, vi } from "vitest";
import { sliceBytes } from "../../contract/upload/UploadDriver";
import { fixtureWebm } from "./fixtureWebm";
import { ProcessingWorld, listChannel, viewChannel } from "./processingWorld";

interface Progress {
  readonly stream_id: string;
  readonly status: number;
  readonly convert_progress: number;
}

afterEach(() => {
  vi.restoreAllMocks();
});

/** A recording of one stream, ended and merged; the merge's reply as the client gets it. */
const recordAndMerge = async (world: ProcessingWorld, bytes: Uint8Array, type = "audio") => {
  const { backend, driver } = await world.open();
  const { sessionId, streamId, path } = await driver.recordingWithStream(type);
  await driver.upload(path, 0, [bytes]);
  await driver.endSession(sessionId);
  const merged = await driver.mergeSession(sessionId);
  return { backend, driver, sessionId, streamId, merged };
};

describe("processing after the merge", () => {
  it("answers the merge with the stream received, then converts it with progress events and a real waveform", async () => {
    const world = new ProcessingWorld();
    const { backend, sessionId, streamId, merged } = await recordAndMerge(
      world,
      fixtureWebm("silence-tone-silence.webm"),
    );
    expect(merged.data.attributes.status).toBe(30);
    expect(merged.included?.find((stream) => stream.id === streamId)?.attributes).toMatchObject({ status: 10 });

    await backend.processing.whenIdle();
    const stream = backend.database.data.streams.find((candidate) => candidate.id === streamId)!;
    expect(stream).toMatchObject({ status: 30, convertProgress: 100, waveformKey: `waveforms/${streamId}.json` });
    expect(stream.duration).toBeCloseTo(3, 1);
    const file = await world.media.readFile(stream.waveformKey!);
    const waveform = JSON.parse(new TextDecoder().decode(file!)) as WaveformData;
    expect(waveform).toMatchObject({ channels: 1, sample_rate: 48_000, bits: 8 });
    expect(waveform.peaks).toHaveLength(waveform.length * 2);

    const progress = world.published(viewChannel(sessionId), "stream_convert_progress") as Progress[];
    expect(progress[0]).toEqual({ stream_id: streamId, status: 20, convert_progress: 0 });
    expect(progress.at(-1)).toEqual({ stream_id: streamId, status: 30, convert_progress: 100 });
    // Decoding reports its steps in between, each further than the one before.
    const steps = progress.map((event) => event.convert_progress);
    expect(steps.length).toBeGreaterThan(4);
    expect(steps).toEqual([...steps].sort((a, b) => a - b));
    expect(world.published(viewChannel(sessionId), "waveform_finished")).toEqual([{ stream_id: streamId }]);
    // The list hears every step too.
    const changed = world.published(listChannel, "changed");
    expect(changed).toHaveLength(progress.length);
    expect(new Set(changed.map((event) => JSON.stringify(event)))).toEqual(
      new Set([JSON.stringify({ id: sessionId })]),
    );
  });

  it("takes a screen recording's waveform from its Opus track", async () => {
    const world = new ProcessingWorld();
    const { backend, streamId } = await recordAndMerge(world, fixtureWebm("tone-video.webm"), "combined");
    await backend.processing.whenIdle();
    const stream = backend.database.data.streams.find((candidate) => candidate.id === streamId)!;
    expect(stream).toMatchObject({ status: 30, waveformKey: `waveforms/${streamId}.json` });
  });

  it("converts a stream whose audio cannot be decoded without a waveform, keeps its media and logs why", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const world = new ProcessingWorld();
    const bytes = Uint8Array.from([...sliceBytes(0, 64)]);
    const { backend, sessionId, streamId } = await recordAndMerge(world, bytes);
    await backend.processing.whenIdle();
    const stream = backend.database.data.streams.find((candidate) => candidate.id === streamId)!;
    expect(stream).toMatchObject({ status: 30, convertProgress: 100, waveformKey: null });
    expect(await world.media.readMerged(streamId)).toEqual(bytes);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining(`stream ${streamId} has no waveform`));
    expect(world.published(viewChannel(sessionId), "waveform_finished")).toEqual([]);
    expect(world.published(viewChannel(sessionId), "changed")).toEqual([{ id: sessionId }]);
  });

  it("finishes a stream a reload left processing when the backend opens again", async () => {
    const world = new ProcessingWorld();
    const first = await recordAndMerge(world, fixtureWebm("silence-tone-silence.webm"));
    await first.backend.processing.whenIdle();
    // As if the tab closed mid-way: processing, no waveform yet.
    first.backend.database.mutate((data) => {
      const stream = data.streams.find((candidate) => candidate.id === first.streamId)!;
      stream.status = 20;
      stream.convertProgress = 40;
      stream.waveformKey = null;
      first.backend.database.touch(stream);
    });
    await first.backend.database.flush();
    world.events.clear();

    const { backend } = await world.open();
    await backend.processing.whenIdle();
    const stream = backend.database.data.streams.find((candidate) => candidate.id === first.streamId)!;
    expect(stream).toMatchObject({ status: 30, convertProgress: 100, waveformKey: `waveforms/${first.streamId}.json` });
    expect(world.published(viewChannel(first.sessionId), "waveform_finished")).toHaveLength(1);
  });
});
