import type { MediaEvent } from "@lectern/core/records/playback/MediaAdapter";
import { createPlaybackController, type PlaybackState } from "@lectern/core/records/playback/PlaybackController";
import { confinedPlay, confinePlayback } from "@lectern/core/records/record/confinePlayback";
import fc from "fast-check";
import { describe, expect, it } from "vitest";

const state = (over: Partial<PlaybackState>): PlaybackState => ({
  currentTime: 0,
  duration: 300,
  playing: false,
  rate: 1,
  clip: null,
  attached: true,
  ...over,
});

describe("confinedPlay", () => {
  it("plays the shared span as a clip from wherever playing starts, ending at the span's end", () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 200, noNaN: true }),
        fc.double({ min: 1, max: 60, noNaN: true }),
        fc.double({ min: 0, max: 300, noNaN: true }),
        (start, length, time) => {
          const range = { start, end: start + length };
          const action = confinedPlay(state({}), state({ playing: true, currentTime: time }), range);
          expect(action?.kind).toBe("clip");
          const clip = action?.kind === "clip" ? action.clip : null;
          expect(clip?.end).toBe(range.end);
          expect(clip!.start).toBeGreaterThanOrEqual(range.start);
          expect(clip!.start).toBeLessThan(range.end);
        },
      ),
    );
  });

  it("pauses at the end while the media's pause is on its way; never restarts by itself", () => {
    const range = { start: 65, end: 75 };
    const ended = state({ playing: true, clip: null, currentTime: 75 });
    expect(confinedPlay(state({ playing: true, clip: range, currentTime: 74.9 }), ended, range)).toEqual({
      kind: "pause",
    });
    // The media's own seek back onto the end arrives before its pause event: still no restart.
    expect(confinedPlay(ended, ended, range)).toEqual({ kind: "pause" });
    expect(confinedPlay(state({}), state({ playing: false, currentTime: 10 }), range)).toBeNull();
    expect(confinedPlay(state({}), state({ playing: true, clip: range }), range)).toBeNull();
    // Play pressed again at the end: from the start.
    expect(confinedPlay(state({ currentTime: 75 }), state({ playing: true, currentTime: 75 }), range)).toEqual({
      kind: "clip",
      clip: range,
    });
    // A seek before the span while playing ended the clip: back to the span's start.
    expect(
      confinedPlay(
        state({ playing: true, clip: range, currentTime: 70 }),
        state({ playing: true, currentTime: 10 }),
        range,
      ),
    ).toEqual({ kind: "clip", clip: range });
  });

  it("with media whose pause and seek answer late, stops once at the end (the e2e's loop)", () => {
    const controller = createPlaybackController({ duration: 300 });
    const range = { start: 32, end: 42 };
    const stop = confinePlayback(controller, range);
    const listeners: ((event: MediaEvent) => void)[] = [];
    const emit = (event: MediaEvent) => listeners.forEach((listener) => listener(event));
    const media = {
      currentTime: 0,
      duration: 300,
      paused: true,
      play: async () => {
        media.paused = false;
        emit({ type: "playing" });
      },
      // A real element reports pause and seeked later, as events.
      pause: () => {
        media.paused = true;
      },
      seek: (seconds: number) => {
        media.currentTime = seconds;
      },
      setRate: () => undefined,
      subscribe: (listener: (event: MediaEvent) => void) => {
        listeners.push(listener);
        return () => undefined;
      },
    };
    controller.attach(media);
    controller.togglePlay();
    for (let step = 0; step < 60 && !media.paused; step += 1) {
      media.currentTime += 0.25;
      emit({ type: "time", currentTime: media.currentTime });
    }
    // Late events: the seek back onto the end, then the pause.
    emit({ type: "time", currentTime: 42 });
    emit({ type: "paused" });
    expect(media.paused).toBe(true);
    expect(controller.state).toMatchObject({ playing: false, currentTime: 42 });
    stop();
  });
});

describe("confinePlayback", () => {
  it("puts the head on the span's start before the media is attached", () => {
    const controller = createPlaybackController({ duration: 300 });
    const stop = confinePlayback(controller, { start: 65, end: 75 });
    expect(controller.state.currentTime).toBe(65);
    stop();
  });
});
