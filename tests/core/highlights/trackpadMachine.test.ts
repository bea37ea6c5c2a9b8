import { DEFAULT_HIGHLIGHT_SETTINGS, type HighlightSettings } from "@lectern/core/highlights/domain/Highlight";
import { defaultHighlightName, truncateHighlightName } from "@lectern/core/highlights/domain/highlightName";
import {
  IDLE_TRACKPAD,
  type TrackpadEffect,
  type TrackpadEvent,
  type TrackpadState,
  nextTrackpad,
} from "@lectern/core/highlights/domain/trackpadMachine";
import { formatDuration } from "@lectern/core/kernel/formatDuration";
import fc from "fast-check";
import { describe, expect, it } from "vitest";

const SESSION_START = Date.UTC(2026, 10, 23, 9, 0, 0);
const SETTINGS: HighlightSettings = { ...DEFAULT_HIGHLIGHT_SETTINGS, backtrackBackwardMs: 30_000 };

type Press = { kind: "trackback" | "highlight" | "flag" | "reset" } | { kind: "rename"; name: string };

const pressArb: fc.Arbitrary<Press> = fc.oneof(
  fc.constantFrom<Press>({ kind: "trackback" }, { kind: "highlight" }, { kind: "flag" }, { kind: "reset" }),
  fc.string({ maxLength: 30 }).map((name): Press => ({ kind: "rename", name })),
);

const settingsArb: fc.Arbitrary<HighlightSettings> = fc.record({
  backtrackBackwardMs: fc.integer({ min: 1, max: 600 }).map((s) => s * 1000),
  flagBackwardMs: fc.integer({ min: 1, max: 600 }).map((s) => s * 1000),
  flagForwardMs: fc.integer({ min: 1, max: 600 }).map((s) => s * 1000),
  widgetType: fc.constant("advanced" as const),
  showHighlightNotes: fc.boolean(),
});

const eventOf = (press: Press, now: number, settings: HighlightSettings): TrackpadEvent => {
  switch (press.kind) {
    case "trackback":
    case "flag":
      return { type: press.kind, now, sessionStart: SESSION_START, settings };
    case "highlight":
      return { type: "highlight", now, sessionStart: SESSION_START };
    case "rename":
      return { type: "rename", name: press.name };
    case "reset":
      return { type: "reset" };
  }
};

/** Runs presses at increasing times from the session start; returns every effect in order. */
const run = (presses: readonly { press: Press; gap: number }[], settings: HighlightSettings) => {
  let state: TrackpadState = IDLE_TRACKPAD;
  let now = SESSION_START;
  const effects: TrackpadEffect[] = [];
  for (const { press, gap } of presses) {
    now += gap;
    const step = nextTrackpad(state, eventOf(press, now, settings));
    state = step.state;
    effects.push(...step.effects);
  }
  return { state, effects, now };
};

const sequenceArb = fc.array(fc.record({ press: pressArb, gap: fc.integer({ min: 0, max: 120_000 }) }), {
  maxLength: 60,
});

describe("trackpad (spec 2 §2.3, §4.5, §5)", () => {
  it("never starts a highlight before the session, and never ends one before it starts", () => {
    fc.assert(
      fc.property(sequenceArb, settingsArb, (presses, settings) => {
        for (const effect of run(presses, settings).effects) {
          if (effect.kind !== "create") continue;
          expect(effect.draft.startedAt).toBeGreaterThanOrEqual(SESSION_START);
          expect(effect.draft.endedAt).toBeGreaterThanOrEqual(effect.draft.startedAt);
        }
      }),
    );
  });

  it("ends every started backtrack or stopwatch exactly once, unless it was dropped by a reset", () => {
    fc.assert(
      fc.property(sequenceArb, (presses) => {
        const { effects, state } = run(presses, SETTINGS);
        const whispers = effects.flatMap((effect) => (effect.kind === "whisper" ? [effect.eventName] : []));
        const started = whispers.filter((name) => name.endsWith("_started")).length;
        const ended = whispers.filter((name) => name.endsWith("_ended")).length;
        const resetsWhileOpen = presses.length === 0 ? 0 : started - ended - (state.open ? 1 : 0);
        expect(ended).toBeLessThanOrEqual(started);
        expect(resetsWhileOpen).toBeGreaterThanOrEqual(0);
        // A create follows every end, of the same type.
        const creates = effects.filter((effect) => effect.kind === "create" && effect.draft.type !== "poi");
        expect(creates).toHaveLength(ended);
      }),
    );
  });

  it("creates a flag at once, poi.backward before to poi.forward after, without touching a running highlight", () => {
    fc.assert(
      fc.property(settingsArb, fc.integer({ min: 0, max: 4 * 3600_000 }), fc.boolean(), (settings, at, running) => {
        const now = SESSION_START + at;
        const state: TrackpadState = running
          ? { open: { type: "stopwatch", startedAt: SESSION_START, editedName: null } }
          : IDLE_TRACKPAD;
        const step = nextTrackpad(state, { type: "flag", now, sessionStart: SESSION_START, settings });
        expect(step.state).toBe(state);
        expect(step.effects).toEqual([
          {
            kind: "create",
            draft: {
              type: "poi",
              name: defaultHighlightName(now, SESSION_START),
              startedAt: Math.max(SESSION_START, now - settings.flagBackwardMs),
              endedAt: now + settings.flagForwardMs,
            },
          },
        ]);
      }),
    );
  });

  it("trackback starts the user's backward seconds ago, clamped to the session start, and turns the microphone on", () => {
    const early = nextTrackpad(IDLE_TRACKPAD, {
      type: "trackback",
      now: SESSION_START + 10_000,
      sessionStart: SESSION_START,
      settings: SETTINGS,
    });
    expect(early.state.open).toEqual({ type: "backtrack", startedAt: SESSION_START, editedName: null });
    expect(early.effects).toEqual([
      { kind: "whisper", eventName: "backtrack_started" },
      { kind: "microphoneOn" },
      { kind: "watch", highlightType: "backtrack", startedAt: SESSION_START, name: "00:00 - highlighting" },
    ]);
    const late = nextTrackpad(IDLE_TRACKPAD, {
      type: "trackback",
      now: SESSION_START + 95_000,
      sessionStart: SESSION_START,
      settings: SETTINGS,
    });
    expect(late.state.open?.startedAt).toBe(SESSION_START + 65_000);
    // Pressed again: the start moves back once more (backtrack extended).
    const extended = nextTrackpad(late.state, {
      type: "trackback",
      now: SESSION_START + 100_000,
      sessionStart: SESSION_START,
      settings: SETTINGS,
    });
    expect(extended.state.open?.startedAt).toBe(SESSION_START + 35_000);
    expect(extended.effects).toEqual([{ kind: "whisper", eventName: "backtrack_extended" }]);
  });

  it("stops a stopwatch named after its end time, or with the name the user typed", () => {
    const started = nextTrackpad(IDLE_TRACKPAD, {
      type: "highlight",
      now: SESSION_START + 5_000,
      sessionStart: SESSION_START,
    });
    expect(started.effects[0]).toEqual({ kind: "whisper", eventName: "stopwatch_started" });
    const stop = (state: TrackpadState) =>
      nextTrackpad(state, { type: "highlight", now: SESSION_START + 72_000, sessionStart: SESSION_START });
    expect(stop(started.state).effects).toEqual([
      { kind: "whisper", eventName: "stopwatch_ended" },
      {
        kind: "create",
        draft: {
          type: "stopwatch",
          name: "01:12 - highlighting",
          startedAt: SESSION_START + 5_000,
          endedAt: SESSION_START + 72_000,
        },
      },
    ]);
    const named = nextTrackpad(started.state, { type: "rename", name: "  Proof of lemma 2 " }).state;
    expect(stop(named).effects[1]).toMatchObject({ draft: { name: "Proof of lemma 2" } });
    const blank = nextTrackpad(started.state, { type: "rename", name: "   " }).state;
    expect(stop(blank).effects[1]).toMatchObject({ draft: { name: "01:12 - highlighting" } });
  });

  it("drops the running highlight on reset (offline) without saving it", () => {
    const started = nextTrackpad(IDLE_TRACKPAD, { type: "highlight", now: SESSION_START, sessionStart: SESSION_START });
    expect(nextTrackpad(started.state, { type: "reset" })).toEqual({ state: IDLE_TRACKPAD, effects: [] });
  });
});

describe("highlight names and times", () => {
  it("cuts names longer than 25 characters and adds ' ...'", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 80 }), (name) => {
        const shown = truncateHighlightName(name);
        if (name.length <= 25) expect(shown).toBe(name);
        else expect(shown).toBe(`${name.slice(0, 25)} ...`);
      }),
    );
  });

  it("formats times as mm:ss, or hh:mm:ss from an hour", () => {
    expect(formatDuration(0, "padded")).toBe("00:00");
    expect(formatDuration(72_400, "padded")).toBe("01:12");
    expect(formatDuration(3_723_000, "padded")).toBe("01:02:03");
    expect(formatDuration(-5, "padded")).toBe("00:00");
  });

  it("writes the session timer without a leading zero: 0:07, 12:34, 1:02:03", () => {
    expect(formatDuration(7_900, "timer")).toBe("0:07");
    expect(formatDuration(754_000, "timer")).toBe("12:34");
    expect(formatDuration(3_723_000, "timer")).toBe("1:02:03");
  });
});
