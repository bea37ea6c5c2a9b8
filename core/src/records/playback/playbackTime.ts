import { formatDuration } from "../../kernel/formatDuration";

/** A media duration worth trusting: recorded WebM reports Infinity (or NaN) until it is remuxed. */
export const isKnownDuration = (seconds: number): boolean => Number.isFinite(seconds) && seconds > 0;

/** Seconds clamped to [0, duration]; an unknown duration only clamps at 0. */
export const clampTime = (seconds: number, duration: number): number => {
  const floor = Number.isFinite(seconds) ? Math.max(0, seconds) : 0;
  return isKnownDuration(duration) ? Math.min(floor, duration) : floor;
};

/** mm:ss (hh:mm:ss past an hour), the player's time display. */
export const formatPlaybackTime = (seconds: number): string => formatDuration(Math.max(0, seconds) * 1000, "padded");

/** The seek slider's aria-valuetext: "mm:ss of mm:ss". */
export const playbackValueText = (currentTime: number, duration: number): string =>
  `${formatPlaybackTime(currentTime)} of ${formatPlaybackTime(isKnownDuration(duration) ? duration : 0)}`;
