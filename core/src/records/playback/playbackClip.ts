/** A span of the recording played on its own (a highlight), in seconds from the start. */
export interface PlaybackClip {
  readonly start: number;
  readonly end: number;
}

/**
 * Whether a clip being played must stop now: once the play head reaches its end. Media time moves in
 * steps (timeupdate every ~250 ms, animation frames while playing), so the player pauses at the first
 * time at or past the end and then puts the head back exactly on the end.
 */
export const clipShouldStop = (time: number, clip: PlaybackClip | null): boolean => clip !== null && time >= clip.end;

/** Whether a time lies inside a clip, its end excluded (a seek outside it ends the clip). */
export const isInsideClip = (time: number, clip: PlaybackClip): boolean => time >= clip.start && time < clip.end;

/**
 * The clip of a highlight starting at `start` lasting `duration` seconds, clamped to the recording.
 * No clip when it has no duration yet ('recording') or nothing is left of it after clamping: the
 * player then simply plays on from the start.
 */
export const clipOf = (start: number, duration: number | null, mediaDuration: number): PlaybackClip | null => {
  if (duration === null || !(duration > 0)) return null;
  const from = Math.max(0, start);
  const to =
    Number.isFinite(mediaDuration) && mediaDuration > 0 ? Math.min(start + duration, mediaDuration) : start + duration;
  return to > from ? { start: from, end: to } : null;
};
