import type { Observable } from "rxjs";
import type { ChunkBytes } from "../queue/domain/QueueItem";

export const MediaPort = Symbol.for("MediaPort");

/** How the recorder should encode (spec 2 §9 "Recording"). */
export interface AudioCaptureSettings {
  /** Asked for first; the adapter falls back to a type the browser supports and says which it used. */
  readonly mimeType: string;
  readonly audioBitsPerSecond: number;
  /** One slice every this many milliseconds. */
  readonly timesliceMs: number;
}

/** Screen and microphone in one recording (spec 2 §4.2, §9): the combined stream. */
export interface ScreenCaptureSettings {
  /** Tried in order; the first the browser records is used (spec 2 §9: webm with avc1 first). */
  readonly mimeTypes: readonly string[];
  readonly width: number;
  readonly height: number;
  readonly videoBitsPerSecond: number;
  readonly audioBitsPerSecond: number;
  readonly timesliceMs: number;
}

/** The optional camera, recorded as its own video-only stream (spec 2 §2.2, §9: webm, a chunk every 10 s). */
export interface CameraCaptureSettings {
  /** Tried in order; the first the browser records is used. */
  readonly mimeTypes: readonly string[];
  readonly width: number;
  readonly height: number;
  readonly videoBitsPerSecond: number;
  readonly timesliceMs: number;
}

/** A camera the user can choose in the launcher (spec 2 §2.2 camera select). */
export interface CameraDevice {
  readonly id: string;
  /** Never empty: a camera whose name the browser hides before permission is named 'Camera 1' etc. */
  readonly label: string;
}

/** Why capture could not start (spec 2 §8 has a text for each). */
export type MediaFailureKind =
  | "permission-denied"
  | "no-device"
  | "device-in-use"
  | "recorder-failed"
  /** The user closed the screen picker without choosing: the start is cancelled silently (spec 2 §8). */
  | "screen-not-selected";

export class MediaFailure extends Error {
  constructor(
    readonly kind: MediaFailureKind,
    message: string,
  ) {
    super(message);
    this.name = "MediaFailure";
  }
}

/** The sources a recording can switch on and off (spec 2 §2.3). */
export type MediaSource = "microphone" | "screen" | "camera";

/** One look at the microphone (spec 2 §9: FFT size 8192, smoothing 0.85). */
export interface AudioSample {
  /** Loudness 0 … 1 (root mean square of the waveform). */
  readonly level: number;
  /** The waveform as unsigned bytes, 128 being silence. */
  readonly waveform: Uint8Array;
}

/** A running capture: its slices in order, until stop() has delivered the last one. */
export interface MediaCapture {
  /** The type the recorder really used. */
  readonly mimeType: string;
  /** Every slice as the recorder emits it; completes after the final slice, errors if the recorder fails. */
  readonly slices$: Observable<ChunkBytes>;
  /** Stops the recorder and the device; resolves once the final slice was emitted. */
  stop(): Promise<void>;
  /** Which sources this capture has (audio only has no screen). */
  readonly sources: readonly MediaSource[];
  /** Mutes or unmutes a source; the recording goes on (a muted microphone records silence). */
  setSource(source: MediaSource, on: boolean): void;
  /** The microphone now, for the waveform and the input level; null when it cannot be analysed. */
  sampleAudio(): AudioSample | null;
  /**
   * The live picture for a preview (spec 2 §2.3 camera preview), in the adapter's own type (a
   * MediaStream in the browser) so core stays free of DOM types; absent when there is nothing to show.
   */
  preview?(): unknown;
}

/** Microphone, screen and camera capture. */
export interface MediaPort {
  /** The microphone (echo cancellation off, spec 2 §4.2) through a recorder; rejects with MediaFailure. */
  captureAudio(settings: AudioCaptureSettings): Promise<MediaCapture>;
  /** A screen the user picks plus the microphone, recorded as one stream; rejects with MediaFailure. */
  captureScreen(settings: ScreenCaptureSettings): Promise<MediaCapture>;
  /** The cameras on this device; an empty list when there are none or they cannot be listed. */
  listCameras(): Promise<readonly CameraDevice[]>;
  /** One camera (video only) through its own recorder; rejects with MediaFailure. */
  captureCamera(settings: CameraCaptureSettings, deviceId: string): Promise<MediaCapture>;
}
