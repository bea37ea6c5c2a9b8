import { type PlaybackState, createPlaybackController } from "@lectern/core/records/playback/PlaybackController";
import { PLAYBACK_RATES } from "@lectern/core/records/playback/playbackRates";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { ManualMediaAdapter } from "./ManualMediaAdapter";

const DURATION = 330;

const setup = (duration = DURATION) => {
  const controller = createPlaybackController({ duration });
  const media = new ManualMediaAdapter(duration);
  const states: PlaybackState[] = [];
  controller.state$.subscribe((state) => states.push(state));
  controller.attach(media);
  return { controller, media, states };
};

type Step =
  | { kind: "toggle" }
  | { kind: "seekTo"; to: number }
  | { kind: "seekBy"; delta: number }
  | { kind: "rate"; rate: number }
  | { kind: "clip"; start: number; end: number }
  | { kind: "advance"; by: number }
  | { kind: "key"; key: "j" | "l" | "<" | ">" };

const stepArb: fc.Arbitrary<Step> = fc.oneof(
  fc.constant<Step>({ kind: "toggle" }),
  fc.double({ min: -100, max: 500, noNaN: true }).map((to): Step => ({ kind: "seekTo", to })),
  fc.double({ min: -50, max: 50, noNaN: true }).map((delta): Step => ({ kind: "seekBy", delta })),
  fc.double({ min: 0, max: 3, noNaN: true }).map((rate): Step => ({ kind: "rate", rate })),
  fc
    .tuple(fc.double({ min: -10, max: 400, noNaN: true }), fc.double({ min: 0, max: 30, noNaN: true }))
    .map(([start, length]): Step => ({ kind: "clip", start, end: start + length })),
  fc.double({ min: 0.01, max: 2, noNaN: true }).map((by): Step => ({ kind: "advance", by })),
  fc.constantFrom("j", "l", "<", ">").map((key): Step => ({ kind: "key", key })),
);

describe("PlaybackController", () => {
  it("keeps time in [0, duration] and the speed in the list, whatever is pressed", () => {
    fc.assert(
      fc.property(fc.array(stepArb, { maxLength: 60 }), (steps) => {
        const { controller, media } = setup();
        for (const step of steps) {
          switch (step.kind) {
            case "toggle":
              controller.togglePlay();
              break;
            case "seekTo":
              controller.seekTo(step.to);
              break;
            case "seekBy":
              controller.seekBy(step.delta);
              break;
            case "rate":
              controller.setRate(step.rate);
              break;
            case "clip":
              controller.playClip(step.start, step.end);
              break;
            case "advance":
              media.advance(step.by);
              break;
            case "key":
              controller.run(
                step.key === "j"
                  ? { type: "seekBy", delta: -10 }
                  : step.key === "l"
                    ? { type: "seekBy", delta: 10 }
                    : { type: "rateStep", direction: step.key === "<" ? -1 : 1 },
              );
              break;
          }
          const state = controller.state;
          expect(state.currentTime).toBeGreaterThanOrEqual(0);
          expect(state.currentTime).toBeLessThanOrEqual(DURATION);
          expect(PLAYBACK_RATES).toContain(state.rate);
          expect(media.rate).toBe(state.rate);
          expect(state.playing).toBe(!media.paused);
          if (state.clip !== null) expect(state.currentTime).toBeLessThan(state.clip.end);
        }
      }),
    );
  });

  it("a clip plays from its start and pauses exactly at its end, whatever the time steps", () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 300, noNaN: true }),
        fc.double({ min: 0.5, max: 20, noNaN: true }),
        fc.array(fc.double({ min: 0.01, max: 0.4, noNaN: true }), { minLength: 1, maxLength: 20 }),
        (start, length, steps) => {
          const { controller, media } = setup();
          controller.playClip(start, start + length);
          expect(controller.state).toMatchObject({
            currentTime: start,
            playing: true,
            clip: { start, end: start + length },
          });
          for (let index = 0; controller.state.playing; index += 1) {
            expect(controller.state.currentTime).toBeLessThan(start + length);
            media.advance(steps[index % steps.length] ?? 0.25);
          }
          expect(controller.state).toMatchObject({ playing: false, clip: null, currentTime: start + length });
          expect(media.currentTime).toBe(start + length);
        },
      ),
    );
  });

  it("a seek out of the clip ends it; a seek inside keeps it", () => {
    const { controller, media } = setup();
    controller.playClip(10, 17);
    controller.seekTo(12);
    expect(controller.state.clip).toEqual({ start: 10, end: 17 });
    controller.seekBy(10);
    expect(controller.state.clip).toBeNull();
    media.advance(1);
    expect(controller.state).toMatchObject({ playing: true, currentTime: 23 });
  });

  it("Space-like toggles play and pause through the media", () => {
    const { controller, media } = setup();
    controller.run({ type: "togglePlay" });
    expect(controller.state.playing).toBe(true);
    controller.run({ type: "togglePlay" });
    expect(controller.state.playing).toBe(false);
    expect(media.calls.filter((call) => call === "play" || call === "pause")).toEqual(["play", "pause"]);
  });

  it("a position chosen before the media arrives is where the media starts", () => {
    const controller = createPlaybackController({ duration: DURATION });
    controller.seekTo(42);
    controller.setRate(1.5);
    const media = new ManualMediaAdapter(DURATION);
    controller.attach(media);
    expect(media.currentTime).toBe(42);
    expect(media.rate).toBe(1.5);
    expect(controller.state).toMatchObject({ attached: true, currentTime: 42, rate: 1.5 });
  });

  it("uses the server's duration while the media's is unknown (recorded WebM: Infinity)", () => {
    const controller = createPlaybackController({ duration: 120 });
    const media = new ManualMediaAdapter(Number.POSITIVE_INFINITY);
    controller.attach(media);
    expect(controller.state.duration).toBe(120);
    controller.seekTo(500);
    expect(controller.state.currentTime).toBe(120);
  });

  it("the end of the media ends playback and any clip", () => {
    const { controller, media } = setup(20);
    controller.seekTo(19);
    controller.play();
    media.advance(5);
    expect(controller.state).toMatchObject({ playing: false, currentTime: 20, clip: null });
  });

  it("a refused play (autoplay policy) shows as paused", async () => {
    const controller = createPlaybackController({ duration: DURATION });
    const media = new ManualMediaAdapter(DURATION);
    media.play = () => Promise.reject(new DOMException("not allowed", "NotAllowedError"));
    controller.attach(media);
    controller.play();
    await Promise.resolve();
    await Promise.resolve();
    expect(controller.state.playing).toBe(false);
  });

  it("detaching stops following the media; a new attach replaces the old one", () => {
    const { controller, media } = setup();
    const other = new ManualMediaAdapter(DURATION);
    const detachOther = controller.attach(other);
    expect(media.listenerCount).toBe(0);
    expect(other.listenerCount).toBe(1);
    detachOther();
    expect(other.listenerCount).toBe(0);
    expect(controller.state.attached).toBe(false);
    controller.seekTo(5);
    expect(other.calls).not.toContain("seek 5");
  });
});
