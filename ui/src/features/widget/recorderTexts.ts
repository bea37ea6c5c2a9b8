/** The widget recorder card's own texts; the spec's verbatim ones live in core (RECORDING_TEXTS). */
export const RECORDER_UI_TEXTS = {
  readyTitle: "Ready to record",
  readyText:
    "Every moment is saved on this device as it is recorded, then uploaded in the background, so nothing is lost if the connection drops.",
  chooseCapture: "What do you want to record?",
  audioOnly: "Audio only",
  audioOnlyDetail: "Your microphone",
  screenAndMic: "Screen and mic",
  screenAndMicDetail: "A screen you choose, with your microphone",
  cancel: "Cancel",
  start: "Start recording",
  starting: "Starting…",
  stop: "Stop recording",
  stopYes: "Stop",
  keepRecording: "Keep recording",
  recordingLabel: "Recording",
  elapsed: "Recording time",
  savedOnDevice: (slices: number) => `${slices} ${slices === 1 ? "part" : "parts"} saved on this device`,
  lastSaved: (seconds: number) => (seconds < 1 ? "Last saved just now" : `Last saved ${Math.floor(seconds)} s ago`),
  recordingStarted: "Recording started",
  limitTitle: "Recording limit",
  recordingStopped: "Recording stopped. It keeps uploading below.",
} as const;
