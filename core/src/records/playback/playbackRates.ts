/** The player's speeds (issue 11: 0.75–2× in quarter steps), slowest first. */
export const PLAYBACK_RATES = [0.75, 1, 1.25, 1.5, 1.75, 2] as const;

export type PlaybackRate = (typeof PLAYBACK_RATES)[number];

export const DEFAULT_PLAYBACK_RATE: PlaybackRate = 1;

/** The listed speed nearest to `rate` (a media element may report any number). */
export const nearestPlaybackRate = (rate: number): PlaybackRate =>
  PLAYBACK_RATES.reduce<PlaybackRate>(
    (best, candidate) => (Math.abs(candidate - rate) < Math.abs(best - rate) ? candidate : best),
    DEFAULT_PLAYBACK_RATE,
  );

/** One step slower (-1) or faster (+1), staying at the ends of the list. */
export const stepPlaybackRate = (rate: number, direction: -1 | 1): PlaybackRate => {
  const index = PLAYBACK_RATES.indexOf(nearestPlaybackRate(rate));
  const next = Math.min(PLAYBACK_RATES.length - 1, Math.max(0, index + direction));
  return PLAYBACK_RATES[next] ?? DEFAULT_PLAYBACK_RATE;
};
