/** The screen picker's texts; the label is the spec's, verbatim (spec 2 §2.2). */
export const SCREEN_PICKER_TEXTS = {
  label: "Please select the screen to recording",
  loading: "Looking for your screens…",
  empty: "No screen to record was found. Connect a display and try again.",
  failed: "Your screens could not be listed.",
  retry: "Try again",
} as const;
