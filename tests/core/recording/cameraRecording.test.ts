import { MediaFailure } from "@lectern/core/ports/MediaPort";
import { QueueStoreError } from "@lectern/core/ports/QueueStore";
import type { ChunkBytes, ChunkMeta, StreamType } from "@lectern/core/queue/domain/QueueItem";
import { Recorder } from "@lectern/core/recording/application/Recorder";
import { CAMERA_RECORDING, RECORDING_TEXTS } from "@lectern/core/recording/domain/recordingTexts";
import { describe, expect, it } from "vitest";
import { FakeUploadQueue } from "../../support/FakeUploadQueue";
import { ManualMedia } from "../../support/ManualMedia";
import { VirtualClock } from "../../support/VirtualClock";
import { settle, untilDone } from "../../support/untilDone";

/** Like the real queue (a slice of size 0 is refused), logging each commit as "type:first byte". */
class LoggingQueue extends FakeUploadQueue {
  readonly log: string[] = [];
  /** Microtask delays for the next commits of each stream type, so slow writes can overtake nothing. */
  readonly delays: Partial<Record<StreamType, number[]>> = {};

  override async commitChunk(itemId: string, type: StreamType, bytes: ChunkBytes): Promise<ChunkMeta> {
    if (!(bytes.size > 0)) throw new QueueStoreError("empty-chunk", RECORDING_TEXTS.emptyChunk);
    const first = new Uint8Array(await bytes.arrayBuffer())[0] ?? 0;
    const delay = this.delays[type]?.shift() ?? 0;
    for (let tick = 0; tick < delay; tick += 1) await Promise.resolve();
    this.log.push(`${type}:${first}`);
    return super.commitChunk(itemId, type, bytes);
  }

  override async finishItem(itemId: string): Promise<void> {
    this.log.push("finish");
    return super.finishItem(itemId);
  }
}

const setUp = () => {
  const media = new ManualMedia();
  const queue = new LoggingQueue();
  const clock = new VirtualClock();
  const recorder = new Recorder(media, queue, clock, { execute: async () => ({ kind: "local" }) });
  const stop = () => untilDone(clock, recorder.stop());
  return { media, queue, clock, recorder, stop };
};

describe("Recorder with a camera (spec 2 §2.2, §2.3, §4.2)", () => {
  it("records the chosen camera beside screen and mic, its slices committed as the camera stream in order", async () => {
    const { media, queue, recorder, stop } = setUp();
    await recorder.start("screen", "720", { cameraId: "cam-1" });
    expect(media.cameraAsked).toEqual([{ settings: CAMERA_RECORDING, deviceId: "cam-1" }]);
    expect(recorder.state).toMatchObject({
      phase: "recording",
      sources: { microphone: true, screen: true, camera: true },
    });
    // The first camera write is slow: the second slice still lands after it.
    queue.delays.camera = [20, 0, 0];
    media.emitCamera(900, 1);
    media.emitCamera(900, 2);
    media.emit(1000, 7);
    media.emitCamera(900, 3);
    await stop();
    expect(queue.log.filter((entry) => entry.startsWith("camera"))).toEqual(["camera:1", "camera:2", "camera:3"]);
    expect(queue.log).toContain("combined:7");
    expect(recorder.state).toEqual({ phase: "idle", problem: null });
  });

  it("swallows a camera that cannot start: the recording goes on without it", async () => {
    const { media, queue, recorder, stop } = setUp();
    media.cameraFailWith = new MediaFailure("device-in-use", "Could not start video source");
    await recorder.start("screen", "720", { cameraId: "cam-1" });
    expect(recorder.state).toMatchObject({ phase: "recording", sources: { microphone: true, screen: true } });
    expect(recorder.state.phase === "recording" && recorder.state.sources.camera).toBeUndefined();
    expect(recorder.cameraPreview()).toBeNull();
    media.emit(1000, 5);
    await stop();
    expect(queue.log).toEqual(["combined:5", "finish"]);
    expect(recorder.state).toEqual({ phase: "idle", problem: null });
  });

  it("stops only the camera when one of its slices cannot be committed", async () => {
    const { media, queue, recorder, stop } = setUp();
    await recorder.start("screen", "720", { cameraId: "cam-1" });
    media.emitCamera(900, 1);
    media.emitCamera(0);
    await settle();
    expect(media.cameraStopped).toBe(true);
    expect(recorder.state.phase).toBe("recording");
    expect(recorder.state.phase === "recording" && recorder.state.sources.camera).toBeUndefined();
    media.emit(1000, 6);
    await settle();
    expect(recorder.state.phase).toBe("recording");
    await stop();
    expect(queue.log).toEqual(["camera:1", "combined:6", "finish"]);
    expect(recorder.state).toEqual({ phase: "idle", problem: null });
  });

  it("stops the camera on finish and commits its last slice before the item is finished", async () => {
    const { media, queue, recorder, clock } = setUp();
    await recorder.start("screen", "720", { cameraId: "cam-1" });
    queue.delays.camera = [50];
    media.emitCamera(900, 9);
    const stopped = recorder.stop();
    await settle();
    expect(media.cameraStopped).toBe(true);
    expect(media.stopped).toBe(true);
    expect(recorder.cameraPreview()).toBeNull();
    // Spec 2 §4.2: 1.5 s after stopping the camera before anything else ends.
    clock.advance(1_499);
    await settle();
    expect(recorder.state).toMatchObject({ phase: "stopping", allSaved: false });
    await untilDone(clock, stopped);
    expect(queue.log).toEqual(["camera:9", "finish"]);
  });

  it("never starts a camera for audio only", async () => {
    const { media, recorder, stop } = setUp();
    await recorder.start("mic", "720", { cameraId: "cam-1" });
    expect(media.cameraAsked).toEqual([]);
    expect(recorder.state.phase === "recording" && recorder.state.sources.camera).toBeUndefined();
    recorder.setSource("camera", true);
    expect(media.cameraSwitched.size).toBe(0);
    await stop();
  });

  it("switches the camera off and on with its toggle, and offers its live picture for the preview", async () => {
    const { media, recorder, stop } = setUp();
    await recorder.start("screen", "720", { cameraId: "cam-1" });
    expect(recorder.cameraPreview()).toBe(media.cameraPicture);
    recorder.setSource("camera", false);
    expect(media.cameraSwitched.get("camera")).toBe(false);
    expect(media.switched.has("camera")).toBe(false);
    expect(recorder.state).toMatchObject({ sources: { camera: false, screen: true } });
    recorder.setSource("camera", true);
    expect(recorder.state).toMatchObject({ sources: { camera: true } });
    await stop();
  });

  it("records no camera when none was chosen", async () => {
    const { media, recorder, stop } = setUp();
    await recorder.start("screen", "720", { cameraId: null });
    expect(media.cameraAsked).toEqual([]);
    await stop();
  });
});
