/** Spec 2 §3 "Highlight (poi)": a flag is typed poi (also called auto). */
export type HighlightType = "backtrack" | "stopwatch" | "poi";

/** A highlight the server holds. Times are epoch milliseconds; the UI shows them relative to the session. */
export interface Highlight {
  readonly id: string;
  readonly type: HighlightType;
  readonly name: string | null;
  readonly startedAt: number;
  readonly endedAt: number | null;
  readonly readonly: boolean;
}

/** A highlight ready to be created on the server. */
export interface HighlightDraft {
  readonly type: HighlightType;
  readonly name: string;
  readonly startedAt: number;
  readonly endedAt: number;
}

/** The trackpad's timings, from the user's profile settings (spec 2 §3 "User profile settings"). */
export interface HighlightSettings {
  /** Trackback jumps back this far (backtrack.backward). */
  readonly backtrackBackwardMs: number;
  /** A flag spans this far back … (poi.backward) */
  readonly flagBackwardMs: number;
  /** … and this far ahead (poi.forward). */
  readonly flagForwardMs: number;
  /** Only advanced users get the trackpad (spec 2 §1). */
  readonly widgetType: "advanced" | "basic" | "lite";
  /** The notes panel offers a note per highlight (user config showHighlightNotes, spec 2 §3). */
  readonly showHighlightNotes: boolean;
}

/** Spec 3 §9: rewind 15 s, flag window 5 s each side — used until the user's own settings arrive. */
export const DEFAULT_HIGHLIGHT_SETTINGS: HighlightSettings = {
  backtrackBackwardMs: 15_000,
  flagBackwardMs: 5_000,
  flagForwardMs: 5_000,
  widgetType: "advanced",
  showHighlightNotes: true,
};
