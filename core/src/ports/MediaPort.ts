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

/** Why capture could not start (spec 2 §8 has a text for each). */
export type MediaFailureKind = "permission-denied" | "no-device" | "device-in-use" | "recorder-failed";

export class MediaFailure extends Error {
  constructor(
    readonly kind: MediaFailureKind,
    message: string,
  ) {
    super(message);
    this.name = "MediaFailure";
  }
}

/** A running capture: its slices in order, until stop() has delivered the last one. */
export interface MediaCapture {
  /** The type the recorder really used. */
  readonly mimeType: string;
  /** Every slice as the recorder emits it; completes after the final slice, errors if the recorder fails. */
  readonly slices$: Observable<ChunkBytes>;
  /** Stops the recorder and the device; resolves once the final slice was emitted. */
  stop(): Promise<void>;
}

/** Microphone, screen and camera capture. */
export interface MediaPort {
  /** The microphone (echo cancellation off, spec 2 §4.2) through a recorder; rejects with MediaFailure. */
  captureAudio(settings: AudioCaptureSettings): Promise<MediaCapture>;
}
