import { clipOf, clipShouldStop, isInsideClip } from "@lectern/core/records/playback/playbackClip";
import { PLAYBACK_SHORTCUTS_TEXT, playbackCommandForKey } from "@lectern/core/records/playback/playbackKeys";
import { PLAYBACK_RATES, nearestPlaybackRate, stepPlaybackRate } from "@lectern/core/records/playback/playbackRates";
import { clampTime, formatPlaybackTime, playbackValueText } from "@lectern/core/records/playback/playbackTime";
import fc from "fast-check";
import { describe, expect, it } from "vitest";

const time = fc.double({ min: -1e5, max: 1e5, noNaN: true });
const duration = fc.double({ min: 0.1, max: 5e4, noNaN: true });

describe("clampTime", () => {
  it("always lands in [0, duration]", () => {
    fc.assert(
      fc.property(time, duration, (t, d) => {
        const clamped = clampTime(t, d);
        expect(clamped).toBeGreaterThanOrEqual(0);
        expect(clamped).toBeLessThanOrEqual(d);
        if (t >= 0 && t <= d) expect(clamped).toBe(t + 0); // −0 is 0 here
      }),
    );
  });

  it("with an unknown duration (recorded WebM says Infinity) only clamps at 0", () => {
    expect(clampTime(75, Number.POSITIVE_INFINITY)).toBe(75);
    expect(clampTime(-3, Number.NaN)).toBe(0);
    expect(clampTime(Number.NaN, 10)).toBe(0);
  });
});

describe("speeds 0.75–2× in quarter steps", () => {
  it("lists the six speeds", () => {
    expect(PLAYBACK_RATES).toEqual([0.75, 1, 1.25, 1.5, 1.75, 2]);
  });

  it("a step moves to the neighbour and stops at the ends", () => {
    fc.assert(
      fc.property(fc.constantFrom(...PLAYBACK_RATES), fc.constantFrom<-1 | 1>(-1, 1), (rate, direction) => {
        const next = stepPlaybackRate(rate, direction);
        const index = PLAYBACK_RATES.indexOf(rate);
        const expected = PLAYBACK_RATES[Math.min(PLAYBACK_RATES.length - 1, Math.max(0, index + direction))];
        expect(next).toBe(expected);
      }),
    );
    expect(stepPlaybackRate(2, 1)).toBe(2);
    expect(stepPlaybackRate(0.75, -1)).toBe(0.75);
  });

  it("any number maps to a listed speed", () => {
    fc.assert(
      fc.property(fc.double({ min: -10, max: 10, noNaN: true }), (rate) => {
        expect(PLAYBACK_RATES).toContain(nearestPlaybackRate(rate));
      }),
    );
    expect(nearestPlaybackRate(1.3)).toBe(1.25);
  });
});

describe("clipShouldStop", () => {
  it("is true exactly from the clip's end on", () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 1e4, noNaN: true }),
        fc.double({ min: 0.01, max: 600, noNaN: true }),
        time,
        (start, length, t) => {
          const clip = { start, end: start + length };
          expect(clipShouldStop(t, clip)).toBe(t >= clip.end);
        },
      ),
    );
  });

  it("never stops when no clip plays", () => {
    fc.assert(
      fc.property(time, (t) => {
        expect(clipShouldStop(t, null)).toBe(false);
      }),
    );
  });

  it("a clip runs from its start up to its end", () => {
    expect(isInsideClip(10, { start: 10, end: 17 })).toBe(true);
    expect(isInsideClip(16.99, { start: 10, end: 17 })).toBe(true);
    expect(isInsideClip(17, { start: 10, end: 17 })).toBe(false);
    expect(isInsideClip(17.01, { start: 10, end: 17 })).toBe(false);
  });

  it("clipOf: a highlight's span clamped to the recording; none while it is 'recording'", () => {
    expect(clipOf(12, 7, 300)).toEqual({ start: 12, end: 19 });
    expect(clipOf(295, 17, 300)).toEqual({ start: 295, end: 300 });
    expect(clipOf(12, null, 300)).toBeNull();
    expect(clipOf(300, 9, 300)).toBeNull();
    fc.assert(
      fc.property(time, fc.option(fc.double({ min: -5, max: 600, noNaN: true })), duration, (start, length, total) => {
        const clip = clipOf(start, length, total);
        if (clip === null) return;
        expect(clip.start).toBeGreaterThanOrEqual(0);
        expect(clip.end).toBeLessThanOrEqual(total);
        expect(clip.end).toBeGreaterThan(clip.start);
      }),
    );
  });
});

describe("the player's keyboard", () => {
  it.each([
    [" ", false, { type: "togglePlay" }],
    ["k", false, { type: "togglePlay" }],
    ["K", false, null],
    ["j", false, { type: "seekBy", delta: -10 }],
    ["l", false, { type: "seekBy", delta: 10 }],
    ["ArrowLeft", false, { type: "seekBy", delta: -5 }],
    ["ArrowRight", false, { type: "seekBy", delta: 5 }],
    [",", true, { type: "rateStep", direction: -1 }],
    [".", true, { type: "rateStep", direction: 1 }],
    ["<", true, { type: "rateStep", direction: -1 }],
    [">", true, { type: "rateStep", direction: 1 }],
    [",", false, null],
    ["x", false, null],
  ] as const)("%s (shift %s) → %o", (key, shiftKey, command) => {
    // "K" with Shift is not K: Shift is kept for the speed keys.
    expect(playbackCommandForKey({ key, shiftKey: key === "K" ? true : shiftKey })).toEqual(command);
  });

  it("modifier chords belong to the browser and the screen reader", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(" ", "k", "j", "l", "ArrowLeft", "ArrowRight", "<", ">"),
        fc.constantFrom("ctrlKey", "altKey", "metaKey"),
        (key, modifier) => {
          expect(playbackCommandForKey({ key, [modifier]: true })).toBeNull();
        },
      ),
    );
  });

  it("a focused control keeps its own keys; a text field keeps them all", () => {
    expect(playbackCommandForKey({ key: " ", target: "button" })).toBeNull();
    expect(playbackCommandForKey({ key: "k", target: "button" })).toEqual({ type: "togglePlay" });
    expect(playbackCommandForKey({ key: "ArrowLeft", target: "range" })).toBeNull();
    expect(playbackCommandForKey({ key: "l", target: "range" })).toEqual({ type: "seekBy", delta: 10 });
    expect(playbackCommandForKey({ key: "ArrowRight", target: "select" })).toBeNull();
    expect(playbackCommandForKey({ key: "k", target: "text" })).toBeNull();
  });

  it("describes every shortcut in words", () => {
    for (const word of ["Space", "K", "J", "L", "arrows", "<", ">"]) expect(PLAYBACK_SHORTCUTS_TEXT).toContain(word);
  });
});

describe("time texts", () => {
  it("mm:ss, hh:mm:ss past an hour", () => {
    expect(formatPlaybackTime(0)).toBe("00:00");
    expect(formatPlaybackTime(75.9)).toBe("01:15");
    expect(formatPlaybackTime(3723)).toBe("01:02:03");
  });

  it("the slider's value text is 'mm:ss of mm:ss'", () => {
    expect(playbackValueText(75, 330)).toBe("01:15 of 05:30");
    expect(playbackValueText(0, Number.POSITIVE_INFINITY)).toBe("00:00 of 00:00");
  });
});
