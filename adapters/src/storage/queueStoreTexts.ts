import { QUEUE_TEXTS } from "@lectern/core/queue/domain/queueTexts";

/** What the user reads when the local widget database refuses; the UI shows these as they are. */
export const QUEUE_STORE_TEXTS = {
  /** Spec 2 §5 and §8, kept with the queue's other texts. */
  emptyChunk: QUEUE_TEXTS.emptyChunk,
  quotaExceeded: "Your device is out of storage space. The recording so far is kept; free some space to continue.",
  unavailable:
    "Recordings cannot be saved on this device right now: its local database did not answer. Nothing stored was deleted; reload the page and try again.",
  blocked:
    "Recordings cannot be saved while an older Lectern tab keeps the local database open. Close the other Lectern tabs and reload this page; nothing was deleted.",
  newerVersion:
    "The recordings on this device were saved by a newer version of Lectern. Reload the page to use it; nothing was deleted.",
  corruptRow:
    "Some recording data saved on this device is damaged and was skipped. Everything else is kept and nothing was deleted.",
} as const;
