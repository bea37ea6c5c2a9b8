import type { BillingRequest } from "@lectern/core/billing/domain/billingRequest";
import { MediaFailure } from "@lectern/core/ports/MediaPort";
import { QueueStoreError } from "@lectern/core/ports/QueueStore";
import type { ChunkBytes, ChunkMeta, StreamType } from "@lectern/core/queue/domain/QueueItem";
import { Recorder, type RecorderState } from "@lectern/core/recording/application/Recorder";
import type { SessionStart } from "@lectern/core/recording/application/StartRecordingSession";
import {
  AUDIO_RECORDING,
  RECORDING_LIMITS,
  RECORDING_TEXTS,
  SCREEN_RECORDING,
} from "@lectern/core/recording/domain/recordingTexts";
import fc from "fast-check";
import { filter, firstValueFrom } from "rxjs";
import { describe, expect, it } from "vitest";
import { FakeUploadQueue } from "../../support/FakeUploadQueue";
import { ManualMedia } from "../../support/ManualMedia";
import { VirtualClock } from "../../support/VirtualClock";
import { settle, untilDone } from "../../support/untilDone";

/** Like the real queue: a slice of size 0 is refused; each commit may take its own time. */
class CommittingQueue extends FakeUploadQueue {
  readonly committed: number[] = [];
  readonly types: StreamType[] = [];
  delays: number[] = [];
  /** While set, every commit waits for it: a device database that is slow to write. */
  gate: Promise<void> | null = null;

  override async commitChunk(itemId: string, type: StreamType, bytes: ChunkBytes): Promise<ChunkMeta> {
    if (this.gate) await this.gate;
    if (!(bytes.size > 0)) throw new QueueStoreError("empty-chunk", RECORDING_TEXTS.emptyChunk);
    const first = new Uint8Array(await bytes.arrayBuffer())[0] ?? 0;
    const delay = this.delays.shift() ?? 0;
    for (let tick = 0; tick < delay; tick += 1) await Promise.resolve();
    this.committed.push(first);
    this.types.push(type);
    return super.commitChunk(itemId, type, bytes);
  }
}

const setUp = (session: SessionStart = { kind: "local" }) => {
  const billing: BillingRequest[] = [];
  const media = new ManualMedia();
  const queue = new CommittingQueue();
  const clock = new VirtualClock();
  const started: string[] = [];
  const startSession = {
    execute: async (name: string) => {
      started.push(name);
      return session;
    },
  };
  const recorder = new Recorder(media, queue, clock, startSession, undefined, {
    request: (request) => billing.push(request),
  });
  // The stop sequence waits on the clock (1.5 s for a screen, then 5 s): time is moved on until it is done.
  const stop = () => untilDone(clock, recorder.stop());
  const untilIdle = () => untilDone(clock, idle(recorder));
  return { media, queue, clock, recorder, started, stop, untilIdle, billing };
};

const idle = (recorder: Recorder): Promise<RecorderState> =>
  firstValueFrom(recorder.state$.pipe(filter((state) => state.phase === "idle")));

describe("Recorder", () => {
  it("asks for opus at 16 kbps in 150 ms slices, queues a local item named after the date, and locks the queue", async () => {
    const { media, queue, recorder } = setUp();
    await recorder.start();
    expect(media.asked).toEqual([AUDIO_RECORDING]);
    expect(queue.calls[0]).toBe("setLock:recording:true");
    expect(queue.calls[1]).toMatch(/^addItem:November \d{2} 2026 \d{1,2}:00 (AM|PM)$/);
    expect(recorder.state.phase).toBe("recording");
  });

  it("starts the recorder before the session start call, so slices made while it is answered are kept", async () => {
    const media = new ManualMedia();
    const queue = new CommittingQueue();
    const clock = new VirtualClock();
    // The recorder emits while the server is still answering the start call.
    const startSession = {
      execute: async (): Promise<SessionStart> => {
        media.emit(350, 7);
        media.emit(350, 8);
        return { kind: "local" };
      },
    };
    const recorder = new Recorder(media, queue, clock, startSession);
    await recorder.start();
    media.emit(350, 9);
    await settle();
    expect(queue.committed).toEqual([7, 8, 9]);
    await untilDone(clock, recorder.stop());
  });

  it("commits every slice in the order recorded, then finishes the item and releases the lock", async () => {
    const { media, queue, recorder, stop } = setUp();
    await recorder.start();
    for (const fill of [1, 2, 3]) media.emit(350, fill);
    await settle();
    expect(recorder.state).toMatchObject({ phase: "recording", committedSlices: 3 });
    await stop();
    expect(media.stopped).toBe(true);
    expect(queue.committed).toEqual([1, 2, 3]);
    expect(queue.types).toEqual(["audio", "audio", "audio"]);
    expect(queue.calls.slice(-2)).toEqual([expect.stringMatching(/^finishItem:/), "setLock:recording:false"]);
    expect(recorder.state).toEqual({ phase: "idle", problem: null });
  });

  it("keeps the recorder's order whatever each commit takes", async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(fc.nat(20), { minLength: 1, maxLength: 30 }), async (delays) => {
        const { media, queue, recorder, stop } = setUp();
        queue.delays = [...delays];
        await recorder.start();
        delays.forEach((_, index) => media.emit(10, index + 1));
        await stop();
        expect(queue.committed).toEqual(delays.map((_, index) => index + 1));
      }),
      { numRuns: 50 },
    );
  });

  it("ends the recording with the spec's text on a slice of size 0, keeping what was committed", async () => {
    const { media, queue, recorder, untilIdle } = setUp();
    await recorder.start();
    media.emit(350, 7);
    media.emit(0);
    const state = await untilIdle();
    expect(state).toEqual({
      phase: "idle",
      problem: {
        title: RECORDING_TEXTS.defaultErrorTitle,
        message: "An error occurred while recording. Start a new record",
      },
    });
    expect(queue.committed).toEqual([7]);
    expect(queue.calls).toContainEqual(expect.stringMatching(/^finishItem:/));
    expect(queue.calls.at(-1)).toBe("setLock:recording:false");
  });

  it("completes with an error when no slice arrives within the interval plus 15 s (virtual time)", async () => {
    const { media, clock, recorder, untilIdle } = setUp();
    await recorder.start();
    media.emit(350);
    await settle();
    clock.advance(AUDIO_RECORDING.timesliceMs + AUDIO_RECORDING.watchdogGraceMs - 1000);
    expect(recorder.state.phase).toBe("recording");
    clock.advance(2000);
    const state = await untilIdle();
    expect(state).toMatchObject({ problem: { message: RECORDING_TEXTS.recorderFailed } });
  });

  it("keeps recording while slices arrive, however long their writes to the device take (the watchdog counts slices)", async () => {
    const { media, clock, queue, recorder } = setUp();
    await recorder.start();
    let open = () => undefined as void;
    queue.gate = new Promise<void>((resolve) => (open = resolve));
    for (let second = 0; second < 30; second += 1) {
      media.emit(350);
      clock.advance(1000);
      await settle();
    }
    expect(recorder.state.phase).toBe("recording");
    queue.gate = null;
    open();
    await settle();
    expect(recorder.state.phase).toBe("recording");
  });

  it("warns at 3.5 hours and ends the recording at 4 hours, in virtual time (spec 2 §4.10)", async () => {
    const { media, queue, clock, recorder, untilIdle } = setUp();
    await recorder.start("screen");
    const tenSeconds = 10_000;
    for (let elapsed = 0; elapsed < RECORDING_LIMITS.warningAfterMs; elapsed += tenSeconds) {
      media.emit(1000);
      await settle();
      clock.advance(tenSeconds);
    }
    expect(recorder.state).toMatchObject({
      phase: "recording",
      limitWarning: "Your recording will automatically end in 30 minutes.",
    });
    for (let elapsed = RECORDING_LIMITS.warningAfterMs; elapsed < RECORDING_LIMITS.endAfterMs; elapsed += tenSeconds) {
      expect(recorder.state.phase).toBe("recording");
      media.emit(1000);
      await settle();
      clock.advance(tenSeconds);
    }
    expect(await untilIdle()).toEqual({
      phase: "idle",
      problem: { title: "Recording ended", message: "Maximum recording length is 4 hours.", isNotice: true },
    });
    expect(queue.calls).toContainEqual(expect.stringMatching(/^finishItem:/));
    expect(queue.committed).toHaveLength(RECORDING_LIMITS.endAfterMs / tenSeconds);
  });

  it("counts the recording time on the clock", async () => {
    const { media, clock, recorder } = setUp();
    await recorder.start();
    for (let second = 0; second < 5; second += 1) {
      media.emit(350);
      await settle();
      clock.advance(1000);
    }
    expect(recorder.state).toMatchObject({ phase: "recording", elapsedMs: 5000 });
  });

  it("records screen and mic as the combined stream in 10 s chunks, with the type the browser used", async () => {
    const { media, queue, recorder, stop } = setUp();
    await recorder.start("screen");
    expect(media.asked).toEqual([SCREEN_RECORDING]);
    expect(recorder.state).toMatchObject({ phase: "recording", mode: "screen", mimeType: "video/webm;codecs=avc1" });
    media.emit(1_600_000, 4);
    await stop();
    expect(queue.committed).toEqual([4]);
    expect(queue.types).toEqual(["combined"]);
  });

  it("cancels silently when the screen picker is closed", async () => {
    const { media, queue, recorder } = setUp();
    media.failWith = new MediaFailure("screen-not-selected", "Screen was not selected");
    await recorder.start("screen");
    expect(recorder.state).toEqual({ phase: "idle", problem: null });
    expect(queue.calls).toEqual([]);
  });

  it("queues the server's session when it could be started, so highlights can be saved at once", async () => {
    const { queue, recorder, started } = setUp({ kind: "server", sessionId: "41" });
    await recorder.start();
    expect(started).toHaveLength(1);
    expect(recorder.state).toMatchObject({ phase: "recording", sessionId: "41" });
    expect(queue.calls).toContainEqual(expect.stringMatching(/^addItem:/));
  });

  it("does not record on a 402 and asks for the billing dialog with the server's words", async () => {
    const { media, queue, recorder, billing } = setUp({
      kind: "billing",
      title: "Plan limit reached",
      message: "Upgrade.",
    });
    await recorder.start();
    expect(recorder.state).toEqual({ phase: "idle", problem: null });
    expect(billing).toEqual([{ title: "Plan limit reached", message: "Upgrade." }]);
    expect(media.stopped).toBe(true);
    expect(queue.calls).toEqual([]);
  });

  it.each([
    [
      "permission-denied",
      "Please grant the Lectern app access to audio input and screen recording to start the recording.",
    ],
    ["no-device", "Please plug in an audio input device to the PC to start the recording."],
    ["device-in-use", "Your video device is already in use by another app."],
    ["recorder-failed", "We can't start the recording. Please restart the widget and try again"],
  ] as const)("refuses to start on %s with the spec's text, queueing nothing", async (kind, message) => {
    const { media, queue, recorder } = setUp();
    media.failWith = new MediaFailure(kind, "from the browser");
    await recorder.start();
    expect(recorder.state).toEqual({ phase: "idle", problem: { title: "Cannot start the recording!", message } });
    expect(queue.calls).toEqual([]);
  });

  it("renames the recording (spec 2 §5): empty ignored, saved to the server and the queue item, restored on failure", async () => {
    const media = new ManualMedia();
    const queue = new CommittingQueue();
    const saved: string[] = [];
    let failSave = false;
    const recorder = new Recorder(media, queue, new VirtualClock(), {
      execute: async () => ({ kind: "server", sessionId: "12" }),
      saveName: async (_sessionId: string, name: string) => {
        if (failSave) throw new Error("offline");
        saved.push(name);
      },
    });
    await recorder.start();
    const itemId = recorder.state.phase === "recording" ? recorder.state.itemId : "";
    expect(await recorder.rename("   ")).toBe(false);
    expect(await recorder.rename("  Thermodynamics 4 ")).toBe(true);
    expect(saved).toEqual(["Thermodynamics 4"]);
    expect(queue.calls).toContain(`renameItem:${itemId}:Thermodynamics 4`);
    failSave = true;
    expect(await recorder.rename("Lost name")).toBe(false);
    expect(recorder.state).toMatchObject({ name: "Thermodynamics 4" });
    expect(queue.calls.filter((call) => call.startsWith("renameItem"))).toHaveLength(1);
  });
});
