import type { DemoDatabase } from "../../db/DemoDatabase";
import type { DemoSnapshot, DemoUser } from "../../db/DemoSnapshot";
import {
  type DemoPlanCapacity,
  type DemoUsage,
  UNLIMITED_CAPACITY,
  capacityOf,
  capacityProblem,
  usageOf,
} from "../demoCapacity";
import { BILLING_TEXTS } from "./billingTexts";
import { capacityHoursOf, findProduct } from "./catalogue";
import { advanceSubscriptionsOf, liveSubscriptionOf } from "./subscriptions";

const SECONDS_PER_HOUR = 3600;

/**
 * The 402 message when a subscription's recording hours are used up (its title is the demo plan's,
 * CAPACITY_TEXTS.title). Kept here, not with CAPACITY_TEXTS: that module loads with the sign-in page.
 */
export const hoursUsedUpMessage = (limit: number): string =>
  `Your plan holds ${limit} recording ${limit === 1 ? "hour" : "hours"} and they are used up. Delete a recording or open the price list to upgrade.`;

/**
 * Hours the user has recorded: each of their own recordings once (the seeded demo lectures use
 * none), by its longest stream — a screen and a camera stream of one lecture are one recording.
 * Streams whose length is not known yet (before their merge) count nothing yet.
 */
export const hoursUsedOf = (data: Readonly<DemoSnapshot>, userId: string): number => {
  const own = new Set(
    data.recordingSessions.filter((session) => session.userId === userId && !session.demo).map((session) => session.id),
  );
  const longest = new Map<string, number>();
  for (const stream of data.streams) {
    if (!own.has(stream.sessionId) || stream.duration === null || !(stream.duration > 0)) continue;
    longest.set(stream.sessionId, Math.max(longest.get(stream.sessionId) ?? 0, stream.duration));
  }
  let seconds = 0;
  for (const duration of longest.values()) seconds += duration;
  return seconds / SECONDS_PER_HOUR;
};

/** Hours as the wire shows them: two decimals. */
export const roundHours = (hours: number): number => Math.round(hours * 100) / 100;

/** What limits the user's recording now, and how much of it is used. */
export interface CapacityStatus {
  /** The product's name, or "Demo plan" without a subscription. */
  readonly planName: string;
  /** Recording hours allowed; 0 = unlimited (and always 0 on the demo plan, which counts recordings and bytes). */
  readonly hoursLimit: number;
  readonly hoursUsed: number;
  /** The recordings and bytes limits (the demo plan's; unlimited with a subscription). */
  readonly capacity: DemoPlanCapacity;
  readonly usage: DemoUsage;
  /** Why a new recording (or, when `forNewRecording` is false, this one) cannot be made; null if it can. */
  readonly problem: string | null;
}

/**
 * The capacity rule (contract 14): with a live subscription (trialing included) the limit is its
 * product's recording hours; without one the demo plan's recordings and bytes (or none after a
 * licence key) as before. Subscriptions are brought up to `now` first.
 */
export const capacityStatusOf = (
  db: DemoDatabase,
  user: DemoUser,
  demoPlan: DemoPlanCapacity,
  now: number,
  forNewRecording: boolean,
): CapacityStatus => {
  advanceSubscriptionsOf(db, user.id, now);
  const usage = usageOf(db.data, user.id);
  const hoursUsed = hoursUsedOf(db.data, user.id);
  const live = liveSubscriptionOf(db.data, user.id);
  if (live) {
    const product = findProduct(db.data, live.productId);
    const hoursLimit = product ? capacityHoursOf(product) : 0;
    return {
      planName: product?.name ?? BILLING_TEXTS.demoPlanName,
      hoursLimit,
      hoursUsed,
      capacity: UNLIMITED_CAPACITY,
      usage,
      problem: hoursLimit > 0 && hoursUsed >= hoursLimit ? hoursUsedUpMessage(hoursLimit) : null,
    };
  }
  const capacity = capacityOf(user, demoPlan);
  return {
    planName: BILLING_TEXTS.demoPlanName,
    hoursLimit: 0,
    hoursUsed,
    capacity,
    usage,
    problem: capacityProblem(capacity, usage, forNewRecording),
  };
};
