/**
 * A save older than this means something is wrong: a screen chunk arrives every 10 s, and the
 * watchdog ends the recording at the interval plus 15 s (spec 2 §5), so this warns before it does.
 */
export const LATE_SAVE_MS = 12_000;

/** The parts of a live recording the health readout is made of (see RecorderState). */
export interface HealthInput {
  readonly startedAt: number;
  readonly elapsedMs: number;
  readonly lastCommitAt: number | null;
  readonly allSaved: boolean;
  /** Stopping: the recording has ended and its last parts are being saved. */
  readonly phase?: "recording" | "stopping";
}

/**
 * The one thing the readout says about closing the app, so it never contradicts the upload queue's
 * 'Do not close the app whilst your recordings are uploading':
 * - late: no part for too long, keep the app open;
 * - recording: closing would end the recording;
 * - finishing: the recording has ended and its last parts are being saved: keep the app open;
 * - saved: every part is on this device, and it is still uploading (the queue says not to close);
 * - safe: every part is on this device and nothing uploads: closing loses nothing.
 */
export type ClosingAdvice = "late" | "recording" | "finishing" | "saved" | "safe";

/** What the recording view says about the recording's health (the "time since the last chunk"). */
export interface RecordingHealthView {
  /** Since the last part was committed to this device; null before the first. */
  readonly sinceLastSaveMs: number | null;
  /** No part for longer than LATE_SAVE_MS: keep the app open. */
  readonly late: boolean;
  /** Every part is on this device and nothing is uploading: closing now loses nothing. */
  readonly safeToClose: boolean;
  readonly advice: ClosingAdvice;
}

/**
 * Measured on the recording's own clock (start + elapsed), which the recorder moves every second,
 * so the readout never runs ahead of the state it describes. `uploading` is whether the upload queue
 * is sending something now.
 */
export const recordingHealthOf = (recording: HealthInput, uploading = false): RecordingHealthView => {
  const now = recording.startedAt + recording.elapsedMs;
  const sinceLastSaveMs = recording.lastCommitAt === null ? null : Math.max(0, now - recording.lastCommitAt);
  const late = !recording.allSaved && sinceLastSaveMs !== null && sinceLastSaveMs > LATE_SAVE_MS;
  const safeToClose = recording.allSaved && !uploading;
  const advice: ClosingAdvice = late
    ? "late"
    : !recording.allSaved
      ? recording.phase === "stopping"
        ? "finishing"
        : "recording"
      : uploading
        ? "saved"
        : "safe";
  return { sinceLastSaveMs, late, safeToClose, advice };
};

/** How much of a recording is uploaded: parts uploaded of parts saved on this device. */
export interface UploadProgress {
  readonly uploaded: number;
  readonly saved: number;
}

/**
 * While recording, parts are saved faster than a percentage can settle, so "uploaded of total" would
 * run backwards each time a part is saved. The readout is a count that only grows: uploaded of
 * saved, never more uploaded than saved, and neither number ever smaller than it was (a re-read of
 * what the server holds may report less for a moment; the parts are not lost).
 */
export const nextUploadProgress = (
  previous: UploadProgress | null,
  reported: { readonly uploaded: number; readonly saved: number },
): UploadProgress => {
  const saved = Math.max(previous?.saved ?? 0, reported.saved, 0);
  const uploaded = Math.min(saved, Math.max(previous?.uploaded ?? 0, reported.uploaded, 0));
  return { uploaded, saved };
};
