import { type Observable, Subject, Subscription, concatMap, defer, firstValueFrom, interval, tap, timer } from "rxjs";
import { Store } from "../../kernel/Store";
import type { ClockPort } from "../../ports/ClockPort";
import {
  type AudioSample,
  type MediaCapture,
  MediaFailure,
  type MediaPort,
  type MediaSource,
} from "../../ports/MediaPort";
import { QueueStoreError } from "../../ports/QueueStore";
import type { UploadQueueContract } from "../../queue/application/UploadQueueContract";
import { defaultSessionName } from "../domain/defaultSessionName";
import { DEFAULT_SCREEN_QUALITY, SCREEN_QUALITIES, type ScreenQuality } from "../domain/screenQuality";
import type { StartRecordingSession } from "./StartRecordingSession";
import { type CameraRecording, startCameraRecording } from "./cameraRecording";
import { startHeld } from "./startHeld";
import {
  AUDIO_RECORDING,
  RECORDING_LIMITS,
  RECORDING_TEXTS,
  SCREEN_RECORDING,
  STOP_TIMINGS,
} from "../domain/recordingTexts";
import type { ChunkBytes, StreamType } from "../../queue/domain/QueueItem";
import type { BillingPrompt } from "../../billing/application/BillingPrompt";
import type { BillingRequest } from "../../billing/domain/billingRequest";

export interface RecorderProblem {
  readonly title: string;
  readonly message: string;
  /** Not a failure: the recording ended as the rules say (the 4-hour limit). */
  readonly isNotice?: boolean;
}

/** The picker's two choices (spec 2 §2.2): audio only (id mic) and screen and mic (id screen). */
export type CaptureMode = "mic" | "screen";

/** What else a start needs besides the capture choice and quality (spec 2 §2.2 launcher). */
export interface RecordingStartOptions {
  /** The camera chosen in the launcher's camera select; null records no camera (spec 2 §4.2). */
  readonly cameraId?: string | null;
  /** The organisation or account chosen in the launcher's radio list; null is the user's own account. */
  readonly organizationId?: string | null;
}

/** Who this recording's user is in its session (spec 2 §6): a participant's session has a parent. */
export type SessionRole = "host" | "participant";

/** Spec 2 §5, §6: only the host ends the recording; a session with a parent is a participant's. */
export const sessionRoleOf = (recording: { readonly parentSessionId: string | null }): SessionRole =>
  recording.parentSessionId === null ? "host" : "participant";

/** Audio only records the audio stream; screen and mic the combined one (spec 2 §4.2). */
const STREAM_OF: Readonly<Record<CaptureMode, StreamType>> = { mic: "audio", screen: "combined" };

const SLICE_MS: Readonly<Record<CaptureMode, number>> = {
  mic: AUDIO_RECORDING.timesliceMs,
  screen: SCREEN_RECORDING.timesliceMs,
};

export type RecorderState =
  | { readonly phase: "idle"; readonly problem: RecorderProblem | null }
  | { readonly phase: "starting" }
  | {
      readonly phase: "recording" | "stopping";
      readonly mode: CaptureMode;
      /** The type the browser really recorded. */
      readonly mimeType: string;
      readonly itemId: string;
      /** The server's session, or null for a local placeholder (highlights and notes wait for it). */
      readonly sessionId: string | null;
      /** The host's session when this user joined it as a participant (spec 2 §6); see sessionRoleOf. */
      readonly parentSessionId: string | null;
      /** The session's description, where a reused session has one (spec 2 §4.12 meeting link). */
      readonly description: string | null;
      readonly name: string;
      readonly startedAt: number;
      readonly elapsedMs: number;
      /** Slices committed to this device's database so far. */
      readonly committedSlices: number;
      /** When the last slice was committed: the recording's health (spec 2 issue: "time since the last chunk"). */
      readonly lastCommitAt: number | null;
      /** 'Your recording will automatically end in 30 minutes.' once 3.5 hours are recorded (spec 2 §4.10). */
      readonly limitWarning: string | null;
      /** The sources this recording has, each on or off (spec 2 §2.3 toggles). */
      readonly sources: Readonly<Partial<Record<MediaSource, boolean>>>;
      /** While stopping: false until every slice is on this device (then closing the app is safe). */
      readonly allSaved: boolean;
    };

const problemOf = (error: unknown): RecorderProblem => {
  if (error instanceof MediaFailure) {
    const title = RECORDING_TEXTS.cannotStartTitle;
    switch (error.kind) {
      case "permission-denied":
        return { title, message: RECORDING_TEXTS.permissionDenied };
      case "no-device":
        return { title, message: RECORDING_TEXTS.noDevice };
      case "device-in-use":
        return { title, message: RECORDING_TEXTS.deviceInUse };
      case "recorder-failed":
        return { title, message: RECORDING_TEXTS.recorderFailed };
    }
  }
  if (error instanceof QueueStoreError && error.reason === "empty-chunk") {
    return { title: RECORDING_TEXTS.defaultErrorTitle, message: RECORDING_TEXTS.emptyChunk };
  }
  return {
    title: RECORDING_TEXTS.defaultErrorTitle,
    message: error instanceof Error && error.message ? error.message : RECORDING_TEXTS.recorderFailed,
  };
};

/** A recording that ended and was handed to the upload queue (spec 2 §2.3 complete screen). */
export interface FinishedRecording {
  readonly itemId: string;
  readonly name: string;
  readonly durationMs: number;
  readonly mode: CaptureMode;
  /** The server's session, when the recording had one: the complete screen links to its record. */
  readonly sessionId?: string | null;
}

interface Running {
  readonly capture: MediaCapture;
  /** Resolves once every slice the recorder emitted is committed (or the first commit failed). */
  readonly committed: Promise<void>;
  readonly subscriptions: Subscription;
}

/**
 * Recording (spec 2 §4.2, §9): the microphone alone, or a screen with the microphone, through a
 * recorder, every slice committed
 * to the upload queue's local database the moment it arrives, so a crash loses at most the slice in
 * flight. The queue is locked for other items while recording (§4.7); this recording's own slices
 * keep uploading as they come. A slice of size 0, a failed commit or a silent recorder ends the
 * recording with the spec's error, keeping everything already committed.
 */
export class Recorder {
  readonly #state = new Store<RecorderState>({ phase: "idle", problem: null });
  readonly state$ = this.#state.state$;
  /** Each recording once it is finished, whatever ended it. */
  readonly finished$ = new Subject<FinishedRecording>();
  #running: Running | null = null;
  /** The optional camera beside a screen recording (spec 2 §4.2); null when there is none. */
  #camera: CameraRecording | null = null;

  constructor(
    private readonly media: MediaPort,
    private readonly queue: UploadQueueContract,
    private readonly clock: ClockPort,
    private readonly startSession: Pick<StartRecordingSession, "execute"> &
      Partial<Pick<StartRecordingSession, "saveName">>,
    /** Runs once a recording finished cleanly: the capacity re-check, with the 402's words if used up. */
    private readonly afterFinish?: () => Promise<BillingRequest | null>,
    /** Spec 2 §8: a 402 (on start, or on the re-check) is the one billing dialog's, not the recorder's. */
    private readonly billing?: Pick<BillingPrompt, "request">,
  ) {}

  get state(): RecorderState {
    return this.#state.value;
  }

  /** `quality` sizes the screen of a screen-and-mic recording (spec 2 §9 resolution table). */
  async start(
    mode: CaptureMode = "mic",
    quality: ScreenQuality = DEFAULT_SCREEN_QUALITY,
    options: RecordingStartOptions = {},
  ): Promise<void> {
    const organizationId = options.organizationId ?? null;
    if (this.state.phase !== "idle") return;
    this.#state.set({ phase: "starting" });
    let capture: MediaCapture;
    try {
      capture =
        mode === "mic"
          ? await this.media.captureAudio(AUDIO_RECORDING)
          : await this.media.captureScreen({ ...SCREEN_RECORDING, ...SCREEN_QUALITIES[quality] });
    } catch (error) {
      // Spec 2 §8: closing the screen picker cancels the start without a word.
      const cancelled = error instanceof MediaFailure && error.kind === "screen-not-selected";
      this.#state.set({ phase: "idle", problem: cancelled ? null : problemOf(error) });
      return;
    }
    // The recorder starts now, so the recording begins at the session's start time (see startHeld).
    const slices = startHeld(capture.slices$);
    const startedAt = this.clock.now();
    const name = defaultSessionName(startedAt);
    const session = await this.startSession.execute(name, startedAt, organizationId);
    if (session.kind === "billing") {
      slices.cancel();
      await capture.stop().catch(() => undefined);
      this.#state.set({ phase: "idle", problem: null });
      this.billing?.request({ title: session.title, message: session.message });
      return;
    }
    const sessionId = session.kind === "server" ? session.sessionId : null;
    const recordName = (session.kind === "server" && session.name) || name;
    this.queue.setLock("recording", true);
    let itemId: string;
    try {
      itemId = await this.queue.addItem({ name: recordName, startedAt, organizationId, sessionId });
    } catch (error) {
      slices.cancel();
      await capture.stop().catch(() => undefined);
      this.queue.setLock("recording", false);
      this.#state.set({ phase: "idle", problem: problemOf(error) });
      return;
    }
    this.#state.set({
      phase: "recording",
      mode,
      mimeType: capture.mimeType,
      itemId,
      sessionId,
      parentSessionId: (session.kind === "server" && session.parentId) || null,
      description: session.kind === "server" ? (session.description ?? null) : null,
      name: recordName,
      startedAt,
      elapsedMs: 0,
      committedSlices: 0,
      lastCommitAt: null,
      limitWarning: null,
      sources: Object.fromEntries(capture.sources.map((source) => [source, true])),
      allSaved: false,
    });
    this.#running = this.#run(capture, slices.source$, itemId, startedAt, mode);
    if (mode === "screen" && options.cameraId) await this.#startCamera(options.cameraId, itemId);
  }

  /**
   * Spec 2 §5: an empty name is ignored; on a failed save the old name comes back. A local
   * placeholder session has nothing to save to yet: its queue item keeps the name, and the queue
   * creates the session with it.
   */
  async rename(name: string): Promise<boolean> {
    const state = this.state;
    const trimmed = name.trim();
    if ((state.phase !== "recording" && state.phase !== "stopping") || !trimmed || trimmed === state.name) return false;
    const previous = state.name;
    this.#setName(trimmed);
    try {
      if (state.sessionId && this.startSession.saveName) await this.startSession.saveName(state.sessionId, trimmed);
    } catch {
      this.#setName(previous);
      return false;
    }
    // The queue item carries the name too: the banner shows it, and a local placeholder's session is
    // created with it later. A failed local write leaves the server's name, which is already saved.
    await this.queue.renameItem(state.itemId, trimmed).catch(() => undefined);
    return true;
  }

  #setName(name: string): void {
    const state = this.state;
    if (state.phase === "recording" || state.phase === "stopping") this.#state.set({ ...state, name });
  }

  /** Spec 2 §2.3: the microphone / screen toggles. Audio only has no screen to switch. */
  setSource(source: MediaSource, on: boolean): void {
    const state = this.state;
    const running = this.#running;
    if (state.phase !== "recording" || !running || state.sources[source] === undefined) return;
    // The camera is its own capture (spec 2 §2.3 camera toggle).
    if (source === "camera") this.#camera?.capture.setSource(source, on);
    else running.capture.setSource(source, on);
    this.#state.set({ ...state, sources: { ...state.sources, [source]: on } });
  }

  /** Spec 2 §4.2: starting a highlight turns the microphone on. */
  setMicrophone(on: boolean): void {
    this.setSource("microphone", on);
  }

  /** The microphone now (waveform and input level); null when not recording. */
  sampleAudio(): AudioSample | null {
    return this.#running?.capture.sampleAudio() ?? null;
  }

  /** The live camera for the camera preview (spec 2 §2.3), in the media adapter's type; null without one. */
  cameraPreview(): unknown {
    return this.#camera?.capture.preview?.() ?? null;
  }

  /** Spec 2 §4.2: the camera beside a screen recording; any failure only leaves the recording without it. */
  async #startCamera(cameraId: string, itemId: string): Promise<void> {
    const isWanted = () => this.state.phase === "recording" && this.state.itemId === itemId;
    const camera = await startCameraRecording(this.media, this.queue, itemId, cameraId, isWanted);
    const state = this.state;
    if (!camera || state.phase !== "recording") return;
    this.#camera = camera;
    this.#state.set({ ...state, sources: { ...state.sources, camera: true } });
    void camera.lost.then(() => {
      if (this.#camera !== camera) return;
      this.#camera = null;
      const now = this.state;
      if (now.phase !== "recording" && now.phase !== "stopping") return;
      const { camera: _lost, ...others } = now.sources;
      this.#state.set({ ...now, sources: others });
    });
  }

  /**
   * Ends the recording: the last slice is committed, then the item is finished and uploads to the end.
   * Spec 2 §5, §6: only the host ends a recording, so a participant's stop is refused (false).
   */
  async stop(): Promise<boolean> {
    const state = this.state;
    if ((state.phase === "recording" || state.phase === "stopping") && sessionRoleOf(state) === "participant") {
      return false;
    }
    await this.#finish(null);
    return true;
  }

  /**
   * Spec 3 §4: an ended event from the server ends the session here too, unless it already ended;
   * for a participant this is how the host's end reaches the recording. Everything recorded still
   * goes through the stop sequence and the upload queue.
   */
  async endedOnServer(sessionId: string): Promise<void> {
    const state = this.state;
    if (state.phase !== "recording" || state.sessionId !== sessionId) return;
    await this.#finish({
      title: RECORDING_TEXTS.limitEndTitle,
      message: RECORDING_TEXTS.endedOnServer,
      isNotice: true,
    });
  }

  #run(
    capture: MediaCapture,
    slices$: Observable<ChunkBytes>,
    itemId: string,
    startedAt: number,
    mode: CaptureMode,
  ): Running {
    const subscriptions = new Subscription();
    // concatMap keeps commit order equal to recorder order, whatever each write takes.
    // The watchdog counts from the last slice the recorder produced, not the last one written: a
    // device database that is slow to write (a busy machine) must not end a recording that is fine.
    let lastSliceAt = startedAt;
    const commits = slices$.pipe(
      tap(() => (lastSliceAt = this.clock.now())),
      concatMap((slice) => defer(() => this.queue.commitChunk(itemId, STREAM_OF[mode], slice))),
    );
    const committed = new Promise<void>((resolve) => {
      subscriptions.add(
        commits.subscribe({
          next: () => this.#onCommitted(),
          error: (error: unknown) => {
            resolve();
            void this.#finish(problemOf(error));
          },
          complete: () => resolve(),
        }),
      );
    });
    const watchdogMs = SLICE_MS[mode] + AUDIO_RECORDING.watchdogGraceMs;
    // Spec 2 §4.10: a warning at 3.5 hours, and a limit event of type end stops the recording at 4.
    subscriptions.add(
      timer(RECORDING_LIMITS.warningAfterMs, this.clock.scheduler).subscribe(() => {
        const state = this.state;
        if (state.phase === "recording") this.#state.set({ ...state, limitWarning: RECORDING_TEXTS.limitWarning });
      }),
    );
    subscriptions.add(
      timer(RECORDING_LIMITS.endAfterMs, this.clock.scheduler).subscribe(() => {
        void this.#finish({ title: RECORDING_TEXTS.limitEndTitle, message: RECORDING_TEXTS.limitEnd, isNotice: true });
      }),
    );
    subscriptions.add(
      interval(1000, this.clock.scheduler).subscribe(() => {
        const state = this.state;
        if (state.phase !== "recording") return;
        const now = this.clock.now();
        this.#state.set({ ...state, elapsedMs: now - startedAt });
        // Spec 2 §5: no slice within the interval plus 15 s completes the recording with an error.
        if (now - lastSliceAt > watchdogMs) {
          void this.#finish({ title: RECORDING_TEXTS.defaultErrorTitle, message: RECORDING_TEXTS.recorderFailed });
        }
      }),
    );
    return { capture, committed, subscriptions };
  }

  #onCommitted(): void {
    const state = this.state;
    if (state.phase !== "recording" && state.phase !== "stopping") return;
    const now = this.clock.now();
    this.#state.set({
      ...state,
      committedSlices: state.committedSlices + 1,
      lastCommitAt: now,
      elapsedMs: now - state.startedAt,
    });
  }

  async #finish(problem: RecorderProblem | null): Promise<void> {
    const state = this.state;
    const running = this.#running;
    if (state.phase !== "recording" || !running) return;
    this.#state.set({ ...state, phase: "stopping" });
    const endedAt = this.clock.now();
    // Kept before the stop sequence's waits: a reload or close during them keeps this end.
    void this.queue.noteEnd(state.itemId, endedAt).catch(() => undefined);
    const camera = this.#camera;
    this.#camera = null;
    try {
      await Promise.all([running.capture.stop().catch(() => undefined), camera?.stop()]);
      // Spec 2 §4.2: a combined recorder or camera gets 1.5 s after it stops before everything ends.
      if (state.mode === "screen") await this.#wait(STOP_TIMINGS.afterScreenRecorderMs);
      await running.committed;
      await camera?.committed;
      try {
        running.subscriptions.unsubscribe();
      } catch {
        // A timer's teardown failing must never keep a recording from being finished and uploaded.
      }
      const saved = this.state;
      if (saved.phase === "stopping") this.#state.set({ ...saved, allSaved: true });
      // Spec 2 §4.1: the session waits 5 s after finishing before its queue item is updated.
      await this.#wait(STOP_TIMINGS.afterFinishMs);
      await this.queue.finishItem(state.itemId, endedAt);
    } catch (error) {
      problem ??= problemOf(error);
    } finally {
      this.#running = null;
      this.queue.setLock("recording", false);
      this.#state.set({ phase: "idle", problem });
      this.finished$.next({
        itemId: state.itemId,
        name: state.name,
        durationMs: endedAt - state.startedAt,
        mode: state.mode,
        sessionId: state.sessionId,
      });
    }
    // Spec 2 §4.1: plan capacity is checked again once the session is finished; a used-up plan
    // shows the billing dialog now rather than at the next start.
    if (problem || !this.afterFinish) return;
    const capacity = await this.afterFinish().catch(() => null);
    if (capacity && this.state.phase === "idle") this.billing?.request(capacity);
  }

  #wait(ms: number): Promise<unknown> {
    return firstValueFrom(timer(ms, this.clock.scheduler));
  }
}
