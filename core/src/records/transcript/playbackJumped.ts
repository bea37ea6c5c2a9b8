/**
 * The largest forward step between two playback times that still counts as playing on: the player
 * reports its time at least every 250 ms (`timeupdate`), which is 0.5 s at the fastest speed, 2×;
 * a margin covers a frame or two of a busy page.
 */
export const MAX_PLAYING_STEP_S = 1.5;

/**
 * Whether playback moved from `previous` to `next` by a seek rather than by playing: any step back,
 * or a step forward longer than playing could make. The follow rule treats a seek from anywhere (the
 * waveform, J/L, a highlight) like a click on a sentence: it resumes following.
 */
export const playbackJumped = (previous: number, next: number): boolean =>
  next < previous || next - previous > MAX_PLAYING_STEP_S;
