import type { HighlightRecorderNotice } from "@lectern/core/records/record/highlightRecorder/highlightRecorderMachine";

/**
 * The record page's highlight recorder toolbar (spec 3 §2: "rewind and highlight, start and stop
 * highlight recording, flag something important, close"), in the widget's words where it has them
 * ("Stop highlight", the 'Highlighting' of a running one).
 */
export const HIGHLIGHT_TOOLBAR_TEXTS = {
  region: "Highlight recorder",
  rewind: (seconds: number) => `Rewind ${seconds} s and highlight`,
  start: "Start highlight",
  stop: "Stop highlight",
  flag: "Flag something important",
  close: "Close",
  show: "Make highlights",
  running: "Highlighting",
  nameLabel: "Highlight name",
  saving: "Saving highlight…",
  announce: (notice: HighlightRecorderNotice | null): string => {
    if (notice === null) return "";
    switch (notice.kind) {
      case "started":
        return notice.type === "backtrack" ? "Highlight started 15 seconds back" : "Highlight started";
      case "stopped":
        return "Highlight stopped";
      case "discarded":
        return "Highlight discarded";
      case "created":
        return `Highlight created: ${notice.name}`;
      case "failed":
        return `The highlight was not created: ${notice.message}`;
    }
  },
} as const;
