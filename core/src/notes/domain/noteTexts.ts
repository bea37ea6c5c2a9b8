/** Spec 2 §2.4, §8: the notes texts, verbatim. */
export const NOTE_TEXTS = {
  notRemovedTitle: "Note was not removed!",
  notRemovedMessage: "Please try to remove it again.",
  removeAllSuccess: "Everything was success removed!",
  removeAllFailure: "Notes was not removed!",
  /** Spec 2 §4.4: why the fields are read-only. */
  lockedOffline: "Notes cannot be edited while offline. Recording continues.",
  lockedLocal: "Notes can be written once the session is saved to your account.",
  lockedReadOnly: "This session is read-only.",
} as const;

/** Spec 2 §9: the 400 ms edit debounce. */
export const NOTE_DEBOUNCE_MS = 400;
