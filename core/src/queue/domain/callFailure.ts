/** What the machine needs to know about a failed call. */
export interface CallFailure {
  /** HTTP status; 0 when no answer came back; -1 when the failure was not an HTTP answer at all. */
  readonly status: number;
  readonly title: string;
  readonly message: string;
  /** The network monitor's view right after the failure (spec 2 §4.7: a 404 counts only while online). */
  readonly online: boolean;
}

/**
 * How the queue reacts to a failure:
 * - retry: offline, timeouts, 5xx, throttling, an expired token — try again at the next idle check, quietly;
 * - billing: 402 — suspend the item and show the billing dialog;
 * - notFound: 404 while online — ask the server whether the session still exists;
 * - conflict: 409 on an upload — the server holds less than we thought, so re-read what it holds;
 * - unexpected: anything else (4xx, unreadable replies, bugs) — show the loop error dialog.
 */
export type FailureKind = "retry" | "billing" | "notFound" | "conflict" | "unexpected";

const RETRYABLE_4XX: readonly number[] = [401, 408, 425, 429];

export const classifyFailure = (failure: CallFailure): FailureKind => {
  if (failure.status === 402) return "billing";
  if (failure.status === 404) return failure.online ? "notFound" : "retry";
  if (failure.status === 409) return "conflict";
  if (failure.status === 0 || failure.status >= 500 || RETRYABLE_4XX.includes(failure.status)) return "retry";
  return "unexpected";
};
