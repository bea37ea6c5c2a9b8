import { defaultHighlightName } from "../../../highlights/domain/highlightName";

/** Spec 3 §9: "Rewind 15 s; flag window 5 s each side". */
export const HIGHLIGHT_RECORDER_TIMINGS = { rewindSeconds: 15, flagSeconds: 5 } as const;

/** A highlight being recorded on the record page: a stopwatch (start) or a backtrack (rewind). */
export interface RunningHighlight {
  readonly type: "backtrack" | "stopwatch";
  /** Seconds from the start of the recording. */
  readonly start: number;
  /** The name the user typed while it ran; null or blank keeps '{time} - highlighting'. */
  readonly editedName: string | null;
}

/** What the toolbar last did, for its polite live region (a new object each time, so it is said again). */
export type HighlightRecorderNotice =
  | { readonly kind: "started"; readonly type: RunningHighlight["type"] }
  | { readonly kind: "stopped" }
  | { readonly kind: "discarded" }
  | { readonly kind: "created"; readonly name: string }
  | { readonly kind: "failed"; readonly message: string };

export interface HighlightRecorderState {
  /** Close hides the toolbar (spec 3 §2); it can be shown again. */
  readonly visible: boolean;
  readonly running: RunningHighlight | null;
  /** Highlights sent and not answered yet. */
  readonly saving: number;
  readonly notice: HighlightRecorderNotice | null;
  /** The last failure, in words, until the next highlight is created. */
  readonly problem: string | null;
}

export const IDLE_HIGHLIGHT_RECORDER: HighlightRecorderState = {
  visible: true,
  running: null,
  saving: 0,
  notice: null,
  problem: null,
};

/** A highlight ready to be created: seconds from the start of the recording. */
export interface RecorderDraft {
  readonly type: "backtrack" | "stopwatch" | "auto";
  readonly name: string;
  readonly start: number;
  readonly end: number;
}

/**
 * What happened. `now` is the player's current time and `duration` the recording's length, both in
 * seconds (a duration of 0 or less is unknown: nothing is clamped to it).
 */
export type HighlightRecorderEvent =
  | { readonly type: "open" }
  | { readonly type: "close" }
  | { readonly type: "rewind"; readonly now: number }
  | { readonly type: "start"; readonly now: number }
  | { readonly type: "stop"; readonly now: number; readonly duration: number }
  | { readonly type: "flag"; readonly now: number; readonly duration: number }
  | { readonly type: "rename"; readonly name: string }
  /** The runner's answers to a `create` effect. */
  | { readonly type: "created"; readonly name: string }
  | { readonly type: "failed"; readonly message: string };

export type HighlightRecorderEffect = { readonly kind: "create"; readonly draft: RecorderDraft };

export interface HighlightRecorderStep {
  readonly state: HighlightRecorderState;
  readonly effects: readonly HighlightRecorderEffect[];
}

const clampEnd = (seconds: number, duration: number): number => (duration > 0 ? Math.min(duration, seconds) : seconds);

/** '{time} - highlighting' (spec 3 §3) with the time as mm:ss from the recording's start. */
export const recorderHighlightName = (seconds: number): string => defaultHighlightName(seconds * 1000, 0);

/** How long the running highlight has run when the player is at `now` (seconds, never negative). */
export const runningSeconds = (running: RunningHighlight, now: number): number => Math.abs(now - running.start);

const unchanged = (state: HighlightRecorderState): HighlightRecorderStep => ({ state, effects: [] });

const create = (state: HighlightRecorderState, draft: RecorderDraft, extra: Partial<HighlightRecorderState> = {}) => ({
  state: { ...state, ...extra, saving: state.saving + 1 },
  effects: [{ kind: "create", draft }] as const,
});

/**
 * The record page's highlight recorder toolbar (spec 3 §2, §4 "Highlight recorder toolbar") as a
 * pure step:
 * - idle → start (stopwatch, from now) or rewind (backtrack, from max(0, now − 15 s)) runs a highlight;
 * - stop ends it and creates it, from its start to now (in either order: the player may have been
 *   sought back), named after its end time unless the user named it;
 * - flag creates an auto highlight at once, max(0, now − 5 s) to min(duration, now + 5 s);
 * - close hides the toolbar (a running highlight is discarded), open shows it again.
 */
export const nextHighlightRecorder = (
  state: HighlightRecorderState,
  event: HighlightRecorderEvent,
): HighlightRecorderStep => {
  const { running } = state;
  switch (event.type) {
    case "open":
      return state.visible ? unchanged(state) : { state: { ...state, visible: true, notice: null }, effects: [] };
    case "close":
      return {
        state: { ...state, visible: false, running: null, notice: running ? { kind: "discarded" } : state.notice },
        effects: [],
      };
    case "rewind":
    case "start": {
      if (running || !state.visible) return unchanged(state);
      const now = Math.max(0, event.now);
      const type = event.type === "rewind" ? "backtrack" : "stopwatch";
      const start = type === "backtrack" ? Math.max(0, now - HIGHLIGHT_RECORDER_TIMINGS.rewindSeconds) : now;
      return {
        state: { ...state, running: { type, start, editedName: null }, notice: { kind: "started", type } },
        effects: [],
      };
    }
    case "stop": {
      if (!running) return unchanged(state);
      const now = clampEnd(Math.max(0, event.now), event.duration);
      const start = Math.min(running.start, now);
      const end = Math.max(running.start, now);
      const name = running.editedName?.trim() || recorderHighlightName(end);
      return create(state, { type: running.type, name, start, end }, { running: null, notice: { kind: "stopped" } });
    }
    case "flag": {
      if (!state.visible) return unchanged(state);
      const now = clampEnd(Math.max(0, event.now), event.duration);
      const start = Math.max(0, now - HIGHLIGHT_RECORDER_TIMINGS.flagSeconds);
      const end = clampEnd(now + HIGHLIGHT_RECORDER_TIMINGS.flagSeconds, event.duration);
      return create(state, { type: "auto", name: recorderHighlightName(now), start, end });
    }
    case "rename":
      return running
        ? { state: { ...state, running: { ...running, editedName: event.name } }, effects: [] }
        : unchanged(state);
    case "created":
      return {
        state: {
          ...state,
          saving: Math.max(0, state.saving - 1),
          problem: null,
          notice: { kind: "created", name: event.name },
        },
        effects: [],
      };
    case "failed":
      return {
        state: {
          ...state,
          saving: Math.max(0, state.saving - 1),
          problem: event.message,
          notice: { kind: "failed", message: event.message },
        },
        effects: [],
      };
  }
};
