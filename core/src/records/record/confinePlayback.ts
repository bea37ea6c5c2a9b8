import type { PlaybackController, PlaybackState } from "../playback/PlaybackController";
import { type PlaybackClip, isInsideClip } from "../playback/playbackClip";

/** What a player confined to a span must do after a state change, if anything. */
export type ConfinedAction = { readonly kind: "clip"; readonly clip: PlaybackClip } | { readonly kind: "pause" };

/**
 * The rule of a player confined to `range` (a shared highlight, contract rule 7), as a pure function
 * of the state before and after a change:
 * - playing starts (Play, a sentence, a key) outside a clip: the highlight plays as a clip instead,
 *   from where the head is inside it, else from its start — so it always stops at the end;
 * - still playing at or past the end (the clip just ended while the media's pause is on its way, or a
 *   seek past the end): pause;
 * - a seek inside the span (or before it) ended the clip while playing: play on as a clip to the end.
 */
export const confinedPlay = (
  previous: PlaybackState,
  next: PlaybackState,
  range: PlaybackClip,
): ConfinedAction | null => {
  if (!next.playing || next.clip !== null) return null;
  const clipFrom = (): ConfinedAction => ({
    kind: "clip",
    clip: { start: isInsideClip(next.currentTime, range) ? next.currentTime : range.start, end: range.end },
  });
  if (!previous.playing) return clipFrom();
  if (next.currentTime >= range.end) return { kind: "pause" };
  return previous.clip !== null ? clipFrom() : null;
};

/** Puts the head on `range.start` and keeps `controller` playing only inside it; returns the stop function. */
export const confinePlayback = (
  controller: Pick<PlaybackController, "state" | "state$" | "seekTo" | "playClip" | "pause">,
  range: PlaybackClip,
): (() => void) => {
  controller.seekTo(range.start);
  let previous = controller.state;
  const subscription = controller.state$.subscribe((state) => {
    const before = previous;
    previous = state;
    const action = confinedPlay(before, state, range);
    if (action?.kind === "clip") controller.playClip(action.clip.start, action.clip.end);
    else if (action?.kind === "pause") controller.pause();
  });
  return () => subscription.unsubscribe();
};
