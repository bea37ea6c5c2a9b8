import { SHARED_TEXTS } from "../../kernel/sharedTexts";

/** The recorder's texts, verbatim from spec 2 §2.3, §5 and §8. */
export const RECORDING_TEXTS = {
  cannotStartTitle: "Cannot start the recording!",
  permissionDenied: "Please grant the Lectern app access to audio input and screen recording to start the recording.",
  noDevice: "Please plug in an audio input device to the PC to start the recording.",
  deviceInUse: "Your video device is already in use by another app.",
  recorderFailed: "We can't start the recording. Please restart the widget and try again",
  emptyChunk: "An error occurred while recording. Start a new record",
  stopConfirmation: "Are you sure you want to stop recording ?",
  defaultErrorTitle: SHARED_TEXTS.somethingWentWrong,
  limitWarning: "Your recording will automatically end in 30 minutes.",
  limitEnd: "Maximum recording length is 4 hours.",
  limitEndTitle: "Recording ended",
  /** Not in the spec: said when the session is ended elsewhere (by the host, for a participant). */
  endedOnServer: "This session was ended, so the recording stopped. Everything recorded is being uploaded.",
} as const;

/** Spec 2 §4.10, §9: a warning at 3.5 hours of recording, the end at 4 hours. */
export const RECORDING_LIMITS = { warningAfterMs: 12_600_000, endAfterMs: 14_400_000 } as const;

/** Spec 2 §4.1, §4.2, §9: the stop sequence's waits. */
export const STOP_TIMINGS = {
  /** After stopping the camera or combined recorder. */
  afterScreenRecorderMs: 1_500,
  /** After the session finishes, before the queue item is updated. */
  afterFinishMs: 5_000,
} as const;

/** Spec 2 §9 "Recording": screen and mic as one combined stream, a chunk every 10 s (720 unless chosen). */
export const SCREEN_RECORDING = {
  mimeTypes: ["video/webm;codecs=avc1", "video/webm;codecs=vp9,opus", "video/webm;codecs=vp8,opus", "video/webm"],
  width: 1280,
  height: 720,
  videoBitsPerSecond: 1_250_000,
  audioBitsPerSecond: 64_000,
  timesliceMs: 10_000,
} as const;

/** Spec 2 §9 "Recording": audio-only slices and the chunk watchdog. */
export const AUDIO_RECORDING = {
  mimeType: "audio/webm;codecs=opus",
  audioBitsPerSecond: 16_000,
  timesliceMs: 150,
  /** No slice within the interval plus this ends the recording with an error. */
  watchdogGraceMs: 15_000,
} as const;

/**
 * Spec 2 §2.2, §9 "Recording": the optional camera as its own video-only stream, webm (avc1 first)
 * at the combined stream's bit rate, a chunk every 10 s like it.
 */
export const CAMERA_RECORDING = {
  mimeTypes: ["video/webm;codecs=avc1", "video/webm;codecs=vp9", "video/webm;codecs=vp8", "video/webm"],
  width: SCREEN_RECORDING.width,
  height: SCREEN_RECORDING.height,
  videoBitsPerSecond: SCREEN_RECORDING.videoBitsPerSecond,
  timesliceMs: SCREEN_RECORDING.timesliceMs,
} as const;
