import type { HighlightDraft, HighlightSettings } from "./Highlight";
import { defaultHighlightName } from "./highlightName";
import { HIGHLIGHT_WHISPERS, type HighlightWhisper } from "./highlightTexts";

/** A backtrack or stopwatch highlight stays open until stopped (spec 2 §4.5). */
export interface OpenHighlight {
  readonly type: "backtrack" | "stopwatch";
  readonly startedAt: number;
  /** The name the user typed while it ran; null keeps the default name. */
  readonly editedName: string | null;
}

export interface TrackpadState {
  readonly open: OpenHighlight | null;
}

export const IDLE_TRACKPAD: TrackpadState = { open: null };

/** What happened, with the moment it happened and the session it happened in. */
export type TrackpadEvent =
  | {
      readonly type: "trackback";
      readonly now: number;
      readonly sessionStart: number;
      readonly settings: HighlightSettings;
    }
  | { readonly type: "highlight"; readonly now: number; readonly sessionStart: number }
  | { readonly type: "flag"; readonly now: number; readonly sessionStart: number; readonly settings: HighlightSettings }
  | { readonly type: "rename"; readonly name: string }
  /** Going offline (or the session ending) drops the highlight being recorded (spec 2 §4.5). */
  | { readonly type: "reset" };

export type TrackpadEffect =
  | { readonly kind: "create"; readonly draft: HighlightDraft }
  | { readonly kind: "whisper"; readonly eventName: HighlightWhisper }
  /** Spec 2 §4.2: starting a highlight turns the microphone on. */
  | { readonly kind: "microphoneOn" }
  /** Spec 2 §7: the watch call (type, start, name) tells other devices a highlight is running. */
  | {
      readonly kind: "watch";
      readonly highlightType: OpenHighlight["type"];
      readonly startedAt: number;
      readonly name: string;
    };

export interface TrackpadStep {
  readonly state: TrackpadState;
  readonly effects: readonly TrackpadEffect[];
}

/** Spec 2 §5: a backtrack start and a flag start are never earlier than the session start. */
const clampToSession = (at: number, sessionStart: number) => Math.max(sessionStart, at);

const opened = (open: OpenHighlight, sessionStart: number, whisper: HighlightWhisper): TrackpadStep => ({
  state: { open },
  effects: [
    { kind: "whisper", eventName: whisper },
    { kind: "microphoneOn" },
    {
      kind: "watch",
      highlightType: open.type,
      startedAt: open.startedAt,
      name: defaultHighlightName(open.startedAt, sessionStart),
    },
  ],
});

const ENDED: Readonly<Record<OpenHighlight["type"], HighlightWhisper>> = {
  backtrack: HIGHLIGHT_WHISPERS.backtrackEnded,
  stopwatch: HIGHLIGHT_WHISPERS.stopwatchEnded,
};

/**
 * The trackpad (spec 2 §2.3, §4.5; spec 3 §4 highlight recorder toolbar) as a pure step:
 * - Trackback opens a backtrack highlight starting the user's backward seconds ago; pressed again
 *   while a highlight runs, it moves that start back once more (backtrack extended).
 * - Highlight opens a stopwatch highlight now; pressed while one runs, it stops it and creates it,
 *   named after its end time unless the user named it.
 * - Flag creates a highlight at once, from poi.backward before now to poi.forward after.
 * Starts never precede the session start.
 */
export const nextTrackpad = (state: TrackpadState, event: TrackpadEvent): TrackpadStep => {
  const open = state.open;
  switch (event.type) {
    case "trackback": {
      const back = event.settings.backtrackBackwardMs;
      if (!open) {
        const startedAt = clampToSession(event.now - back, event.sessionStart);
        return opened(
          { type: "backtrack", startedAt, editedName: null },
          event.sessionStart,
          HIGHLIGHT_WHISPERS.backtrackStarted,
        );
      }
      const startedAt = clampToSession(open.startedAt - back, event.sessionStart);
      return {
        state: { open: { ...open, startedAt } },
        effects: [{ kind: "whisper", eventName: HIGHLIGHT_WHISPERS.backtrackExtended }],
      };
    }
    case "highlight": {
      if (!open) {
        const startedAt = Math.max(event.now, event.sessionStart);
        return opened(
          { type: "stopwatch", startedAt, editedName: null },
          event.sessionStart,
          HIGHLIGHT_WHISPERS.stopwatchStarted,
        );
      }
      const endedAt = Math.max(event.now, open.startedAt);
      const name = open.editedName?.trim() || defaultHighlightName(endedAt, event.sessionStart);
      return {
        state: IDLE_TRACKPAD,
        effects: [
          { kind: "whisper", eventName: ENDED[open.type] },
          { kind: "create", draft: { type: open.type, name, startedAt: open.startedAt, endedAt } },
        ],
      };
    }
    case "flag": {
      const startedAt = clampToSession(event.now - event.settings.flagBackwardMs, event.sessionStart);
      const endedAt = Math.max(startedAt, event.now + event.settings.flagForwardMs);
      const name = defaultHighlightName(event.now, event.sessionStart);
      return { state, effects: [{ kind: "create", draft: { type: "poi", name, startedAt, endedAt } }] };
    }
    case "rename":
      return open ? { state: { open: { ...open, editedName: event.name } }, effects: [] } : { state, effects: [] };
    case "reset":
      return { state: IDLE_TRACKPAD, effects: [] };
  }
};
