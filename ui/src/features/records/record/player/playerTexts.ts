import { PLAYBACK_SHORTCUTS_TEXT } from "@lectern/core/records/playback/playbackKeys";

/** The player's, waveform's and highlights panel's words, in one place so tests can import them. */
export const PLAYER_TEXTS = {
  region: "Player",
  shortcuts: PLAYBACK_SHORTCUTS_TEXT,
  play: "Play",
  back: "Back 10 seconds",
  forward: "Forward 10 seconds",
  seek: "Seek",
  speed: "Speed",
  speedOption: (rate: number) => `${rate}×`,
  captions: "Captions",
  noCaptions: "No captions for this recording",
  camera: "Camera",
  audioCard: "Audio recording",
  audioCardHint: "Audio only — follow along in the transcript.",
  playing: "Playing",
  paused: "Paused",
  speedAnnouncement: (rate: number) => `Speed ${rate}×`,
  positionAnnouncement: (time: string) => `At ${time}`,
  clipEnded: "Highlight finished",
} as const;

export const WAVEFORM_TEXTS = {
  label: (highlights: number) =>
    highlights === 0
      ? "Waveform of the recording"
      : `Waveform of the recording with ${highlights} highlight${highlights === 1 ? "" : "s"} marked`,
  loading: "Drawing the waveform…",
  pending: "The waveform appears when processing finishes.",
  failed: "The waveform could not be drawn.",
} as const;

export const HIGHLIGHTS_TEXTS = {
  heading: "Highlights",
  empty: "No highlights in this recording",
  emptyHint: "Highlights you make while recording (trackback, stopwatch or flag) appear here as clips.",
  play: (name: string) => `Play highlight ${name}`,
  playing: "Playing",
  rename: (name: string) => `Rename ${name}`,
  remove: (name: string) => `Remove ${name}`,
  nameLabel: "Highlight name",
  startsAt: "Starts at",
  duration: "Duration",
  tags: "Tags",
  confirmTitle: "Remove this highlight?",
  confirmMessage: (name: string) => `'${name}' will be removed from this recording. This cannot be undone.`,
  confirmButton: "Yes, remove",
  renameFailed: "The highlight could not be renamed.",
  removeFailed: "The highlight could not be removed.",
} as const;
