import {
  type FollowEvent,
  type FollowState,
  INITIAL_FOLLOW,
  followReducer,
} from "@lectern/core/records/transcript/followReducer";
import { playbackJumped } from "@lectern/core/records/transcript/playbackJumped";
import { useCallback, useEffect, useRef, useState } from "react";

/** A scroll the list should make; `serial` makes two requests for the same row two scrolls. */
export interface ScrollRequest {
  readonly index: number;
  readonly align: "center" | "auto";
  readonly serial: number;
}

export interface TranscriptFollow {
  readonly showBackButton: boolean;
  readonly scrollRequest: ScrollRequest | null;
  /** The reader scrolled the list (wheel, touch, keys, scrollbar). */
  readonly userScrolled: () => void;
  readonly backToCurrent: () => void;
  /** The reader chose a sentence to play from. */
  readonly seeked: (sentence: number) => void;
  /** Shows a row the reader asked for (a search match): following pauses, like their own scroll. */
  readonly reveal: (index: number) => void;
}

/**
 * Runs core's follow rule (followReducer) for the panel: playback ticks, seeks (a click on a
 * sentence, or a jump in the player's time from anywhere else) and the reader's scrolls go in;
 * scroll requests for the virtual list and the back button's visibility come out. The rule's state
 * sits in a ref: it changes at every sentence and only its outputs need a render.
 */
export const useTranscriptFollow = (currentTime: number, currentIndex: number | null): TranscriptFollow => {
  const state = useRef<FollowState>(INITIAL_FOLLOW);
  const lastTime = useRef(currentTime);
  const serial = useRef(0);
  const [showBackButton, setShowBackButton] = useState(false);
  const shown = useRef(false);
  const [scrollRequest, setScrollRequest] = useState<ScrollRequest | null>(null);

  const request = useCallback((index: number, align: ScrollRequest["align"]) => {
    serial.current += 1;
    setScrollRequest({ index, align, serial: serial.current });
  }, []);

  const apply = useCallback(
    (event: FollowEvent) => {
      const step = followReducer(state.current, event);
      state.current = step.state;
      // Ticks arrive every frame: only a change of the button may cost a render.
      if (shown.current !== step.showBackButton) {
        shown.current = step.showBackButton;
        setShowBackButton(step.showBackButton);
      }
      if (step.scrollTo !== null) request(step.scrollTo, "center");
    },
    [request],
  );

  useEffect(() => {
    const jumped = playbackJumped(lastTime.current, currentTime);
    lastTime.current = currentTime;
    apply(jumped ? { type: "seek", sentence: currentIndex } : { type: "tick", sentence: currentIndex });
  }, [apply, currentTime, currentIndex]);

  const userScrolled = useCallback(() => {
    if (state.current.following) apply({ type: "userScrolled" });
  }, [apply]);
  const backToCurrent = useCallback(() => apply({ type: "backToCurrent" }), [apply]);
  const seeked = useCallback((sentence: number) => apply({ type: "seek", sentence }), [apply]);
  const reveal = useCallback(
    (index: number) => {
      apply({ type: "userScrolled" });
      request(index, "center");
    },
    [apply, request],
  );

  return { showBackButton, scrollRequest, userScrolled, backToCurrent, seeked, reveal };
};
