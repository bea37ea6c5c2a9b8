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
}

/** What the recording view says about the recording's health (the "time since the last chunk"). */
export interface RecordingHealthView {
  /** Since the last part was committed to this device; null before the first. */
  readonly sinceLastSaveMs: number | null;
  /** No part for longer than LATE_SAVE_MS: keep the app open. */
  readonly late: boolean;
  /** Every part is on this device: closing now loses nothing. */
  readonly safeToClose: boolean;
}

/**
 * Measured on the recording's own clock (start + elapsed), which the recorder moves every second,
 * so the readout never runs ahead of the state it describes.
 */
export const recordingHealthOf = (recording: HealthInput): RecordingHealthView => {
  const now = recording.startedAt + recording.elapsedMs;
  const sinceLastSaveMs = recording.lastCommitAt === null ? null : Math.max(0, now - recording.lastCommitAt);
  return {
    sinceLastSaveMs,
    late: !recording.allSaved && sinceLastSaveMs !== null && sinceLastSaveMs > LATE_SAVE_MS,
    safeToClose: recording.allSaved,
  };
};
