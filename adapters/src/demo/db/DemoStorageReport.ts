/**
 * What went wrong with the demo backend's storage when it opened (issue 19: broken storage is never
 * silent): "unreadable", a stored record this build cannot read (kept aside, never written over);
 * "newerVersion", data saved by a newer build (left alone, this tab runs in memory);
 * "unavailable", the browser would not let the demo store anything (memory).
 */
export type DemoStorageProblem = "unreadable" | "newerVersion" | "unavailable";

export interface DemoStorageReport {
  readonly kind: DemoStorageProblem;
  /** Whether what the backend stores from now on outlives this tab. */
  readonly durable: boolean;
  /** What failed, in the words of the code that failed: for the console, not for the screen. */
  readonly detail: string;
}
