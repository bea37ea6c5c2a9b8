import type { StorageProblem } from "./StorageProblem";

/** Every text of the stored-data notice (issue 19), in one place so tests can import them. */
export const STORAGE_NOTICE_TEXTS = {
  region: "Saved data",
  problem: {
    unreadable:
      "Lectern could not read the data saved in this browser. Nothing has been deleted: it is kept aside, and you can export it.",
    newerVersion:
      "This browser holds data saved by a newer version of Lectern. Reload the page to use it; until then, nothing you do here is saved.",
    unavailable:
      "This browser is not letting Lectern save data (a private window or full storage?). Recordings stay on this device until they can be stored; anything else you do is lost when the tab closes.",
  } satisfies Record<StorageProblem["kind"], string>,
  exportData: "Export saved data",
  exported: "Saved data exported",
  exportFailed: "The saved data could not be exported. Try again.",
  /** The file's name, dated: an export is a copy of one moment. */
  fileName: (at: Date): string => `lectern-saved-data-${at.toISOString().slice(0, 10)}.zip`,
} as const;
