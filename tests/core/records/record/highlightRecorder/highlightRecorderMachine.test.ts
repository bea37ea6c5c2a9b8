import {
  HIGHLIGHT_RECORDER_TIMINGS,
  type HighlightRecorderEvent,
  type HighlightRecorderState,
  IDLE_HIGHLIGHT_RECORDER,
  type RecorderDraft,
  nextHighlightRecorder,
  recorderHighlightName,
  runningSeconds,
} from "@lectern/core/records/record/highlightRecorder/highlightRecorderMachine";
import fc from "fast-check";
import { describe, expect, it } from "vitest";

const DURATION = 315.664;

/** Runs events from `state`; answers every create at once; returns the final state and the drafts. */
const run = (events: readonly HighlightRecorderEvent[], state: HighlightRecorderState = IDLE_HIGHLIGHT_RECORDER) => {
  const drafts: RecorderDraft[] = [];
  for (const event of events) {
    const step = nextHighlightRecorder(state, event);
    state = step.state;
    for (const effect of step.effects) drafts.push(effect.draft);
  }
  return { state, drafts };
};

describe("highlight recorder toolbar (spec 3 §4, §9)", () => {
  it("flags at 3 s: an auto highlight from 0 to 8 s, named after the flag's time, created at once", () => {
    const { state, drafts } = run([{ type: "flag", now: 3, duration: DURATION }]);
    expect(drafts).toEqual([{ type: "auto", name: "00:03 - highlighting", start: 0, end: 8 }]);
    expect(state).toMatchObject({ running: null, saving: 1 });
  });

  it("flags near the end: the end is clamped to the duration", () => {
    const { drafts } = run([{ type: "flag", now: DURATION - 2, duration: DURATION }]);
    expect(drafts).toEqual([
      { type: "auto", name: recorderHighlightName(DURATION - 2), start: DURATION - 7, end: DURATION },
    ]);
  });

  it("rewinds at 10 s: a backtrack highlight in progress from 0 s; stopping at 20 s makes 0–20 s", () => {
    const started = run([{ type: "rewind", now: 10 }]);
    expect(started.state.running).toEqual({ type: "backtrack", start: 0, editedName: null });
    expect(started.state.notice).toEqual({ kind: "started", type: "backtrack" });
    expect(started.drafts).toEqual([]);
    const stopped = run([{ type: "stop", now: 20, duration: DURATION }], started.state);
    expect(stopped.drafts).toEqual([{ type: "backtrack", name: "00:20 - highlighting", start: 0, end: 20 }]);
    expect(stopped.state).toMatchObject({ running: null, saving: 1, notice: { kind: "stopped" } });
  });

  it("rewinds at 40 s: starts 15 s back", () => {
    expect(run([{ type: "rewind", now: 40 }]).state.running?.start).toBe(40 - HIGHLIGHT_RECORDER_TIMINGS.rewindSeconds);
  });

  it("starts and stops: a stopwatch highlight with the right span, under the user's edited name", () => {
    const { state, drafts } = run([
      { type: "start", now: 30 },
      { type: "rename", name: "  Elasticity  " },
      { type: "stop", now: 42.5, duration: DURATION },
    ]);
    expect(drafts).toEqual([{ type: "stopwatch", name: "Elasticity", start: 30, end: 42.5 }]);
    expect(state.running).toBeNull();
  });

  it("keeps the span in order when the player was sought back before the start", () => {
    const { drafts } = run([
      { type: "start", now: 50 },
      { type: "stop", now: 45, duration: DURATION },
    ]);
    expect(drafts).toEqual([{ type: "stopwatch", name: "00:50 - highlighting", start: 45, end: 50 }]);
  });

  it("ignores stop while idle and start or rewind while one runs", () => {
    expect(run([{ type: "stop", now: 5, duration: DURATION }]).drafts).toEqual([]);
    const { state } = run([
      { type: "start", now: 5 },
      { type: "rewind", now: 30 },
    ]);
    expect(state.running).toEqual({ type: "stopwatch", start: 5, editedName: null });
  });

  it("close hides the toolbar and discards the running highlight; open shows it again", () => {
    const closed = run([{ type: "start", now: 5 }, { type: "close" }]);
    expect(closed.state).toMatchObject({ visible: false, running: null, notice: { kind: "discarded" } });
    expect(run([{ type: "flag", now: 5, duration: DURATION }], closed.state).drafts).toEqual([]);
    expect(run([{ type: "open" }], closed.state).state).toMatchObject({ visible: true, running: null });
  });

  it("counts answers: created says the name, failed keeps the problem", () => {
    const { state } = run([
      { type: "flag", now: 3, duration: DURATION },
      { type: "flag", now: 9, duration: DURATION },
      { type: "failed", message: "Offline" },
    ]);
    expect(state).toMatchObject({ saving: 1, problem: "Offline", notice: { kind: "failed", message: "Offline" } });
    const after = run([{ type: "created", name: "00:09 - highlighting" }], state).state;
    expect(after).toMatchObject({
      saving: 0,
      problem: null,
      notice: { kind: "created", name: "00:09 - highlighting" },
    });
  });

  it("tells the running time whichever way the player moved", () => {
    expect(runningSeconds({ type: "stopwatch", start: 10, editedName: null }, 17)).toBe(7);
  });

  const duration = fc.double({ min: 1, max: 4 * 3600, noNaN: true });
  const eventArb = (length: number): fc.Arbitrary<HighlightRecorderEvent> => {
    const now = fc.double({ min: 0, max: length, noNaN: true });
    return fc.oneof(
      now.map((at) => ({ type: "rewind" as const, now: at })),
      now.map((at) => ({ type: "start" as const, now: at })),
      now.map((at) => ({ type: "stop" as const, now: at, duration: length })),
      now.map((at) => ({ type: "flag" as const, now: at, duration: length })),
      fc.string({ maxLength: 20 }).map((name) => ({ type: "rename" as const, name })),
      fc.constantFrom<HighlightRecorderEvent>({ type: "open" }, { type: "close" }),
    );
  };

  it("property: every highlight lies inside the recording, in order, a flag at most 10 s long", () => {
    fc.assert(
      fc.property(
        duration.chain((length) => fc.tuple(fc.constant(length), fc.array(eventArb(length), { maxLength: 30 }))),
        ([length, events]) => {
          const { state, drafts } = run(events);
          expect(state.saving).toBe(drafts.length);
          for (const draft of drafts) {
            expect(draft.start).toBeGreaterThanOrEqual(0);
            expect(draft.end).toBeLessThanOrEqual(length);
            expect(draft.end).toBeGreaterThanOrEqual(draft.start);
            expect(draft.name.trim()).not.toBe("");
            if (draft.type === "auto") expect(draft.end - draft.start).toBeLessThanOrEqual(10 + 1e-9);
          }
        },
      ),
    );
  });

  it("property: a flag at t spans max(0, t − 5) to min(duration, t + 5)", () => {
    fc.assert(
      fc.property(
        duration.chain((length) => fc.tuple(fc.constant(length), fc.double({ min: 0, max: length, noNaN: true }))),
        ([length, t]) => {
          const [draft] = run([{ type: "flag", now: t, duration: length }]).drafts;
          expect(draft).toMatchObject({ type: "auto", start: Math.max(0, t - 5), end: Math.min(length, t + 5) });
        },
      ),
    );
  });
});
