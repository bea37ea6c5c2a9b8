/** Spec 2 §2.3, §4.5, §9: the highlight texts, verbatim. */
export const HIGHLIGHT_TEXTS = {
  empty: "Your highlight will appear here",
  inProgressSuffix: " - highlighting",
  truncation: " ...",
  nameLimit: 25,
} as const;

/** Spec 2 §7: the whispers of the private channel. */
export const HIGHLIGHT_WHISPERS = {
  backtrackStarted: "backtrack_started",
  backtrackExtended: "backtrack_extended",
  backtrackEnded: "backtrack_ended",
  stopwatchStarted: "stopwatch_started",
  stopwatchEnded: "stopwatch_ended",
  mobileConnected: "mobile_connected",
} as const;

export type HighlightWhisper = (typeof HIGHLIGHT_WHISPERS)[keyof typeof HIGHLIGHT_WHISPERS];
