import type { Observable } from "rxjs";

/** What went wrong with the data this browser holds for Lectern (the demo backend's storage). */
export interface StorageProblem {
  readonly kind: "unreadable" | "newerVersion" | "unavailable";
  /** Whether what is done from now on is still saved in this browser. */
  readonly durable: boolean;
  /** Whether there is stored data to export (none when the browser would not open its storage at all). */
  readonly exportable: boolean;
}

export const StorageNotice = Symbol.for("StorageNotice");

/**
 * Says on every page when the stored data could not be opened as it should (issue 19: broken
 * storage is never silent). Bound by the demo mode only: no other mode stores its data in the tab.
 */
export interface StorageNotice {
  /** Null until the backend has opened, and after, while its storage is sound. */
  readonly problem$: Observable<StorageProblem | null>;
  /** Everything this browser holds for Lectern as one file, for the user to keep. */
  exportSavedData(): Promise<Blob>;
}
