import type { RecorderState } from "@lectern/core/recording/application/Recorder";

type Live = Extract<RecorderState, { phase: "recording" | "stopping" }>;

/** A recording in progress for tests: audio only, item-1, just started; override what the test is about. */
export const aRecording = (overrides: Partial<Live> = {}): Live => ({
  phase: "recording",
  mode: "mic",
  mimeType: "audio/webm",
  itemId: "item-1",
  sessionId: null,
  parentSessionId: null,
  description: null,
  name: "Seminar",
  startedAt: 0,
  elapsedMs: 0,
  committedSlices: 0,
  lastCommitAt: null,
  limitWarning: null,
  sources: { microphone: true },
  allSaved: false,
  ...overrides,
});
