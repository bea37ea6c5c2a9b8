/** What went wrong with the data this browser holds for Lectern (the demo backend's storage). */
export interface StorageProblem {
  readonly kind: "unreadable" | "newerVersion" | "unavailable";
  /** Whether what is done from now on is still saved in this browser. */
  readonly durable: boolean;
}
