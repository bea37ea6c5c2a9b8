/** What a plan holds. 0 means unlimited, as the subscription's capacity does (spec 3 §9). */
export interface DemoPlanCapacity {
  /** Recording sessions kept on the account. */
  readonly recordings: number;
  /** Bytes received over all of them. */
  readonly bytes: number;
}

/**
 * The demo plan of an account without a subscription or a licence: enough for a real try-out
 * (about four hours of screen recording), small enough that a test reaches the limit in a few
 * calls. Accounts that redeemed a licence key have no limit; a live subscription limits recording
 * hours instead (model/billing/subscriptionCapacity). Tests and benchmarks may set another
 * (DemoTestControls).
 */
export const DEMO_PLAN_CAPACITY: DemoPlanCapacity = { recordings: 20, bytes: 2 * 1024 ** 3 };

export const UNLIMITED_CAPACITY: DemoPlanCapacity = { recordings: 0, bytes: 0 };
