import { ENDED_SUBSCRIPTION_STATES, type SubscriptionState } from "./subscriptionStates";

/** Spec 3 §9: failed renewal charges in a row before a subscription becomes unpaid. */
export const SUBSCRIPTION_RETRY_THRESHOLD = 3;

const DAY_MS = 86_400_000;

/** Stripe's rule, which spec 3 §4's `incomplete_expired` follows: a first payment has 23 hours. */
export const INCOMPLETE_WINDOW_MS = 23 * 3_600_000;

/** How often a price charges (spec 3 §3 "Price" recurring). */
export interface BillingInterval {
  readonly interval: "day" | "week" | "month" | "year";
  readonly intervalCount: number;
}

/** What the subscription is for: its price and product, resolved by whoever runs the machine. */
export interface SubscriptionPlan {
  readonly productId: string;
  readonly priceId: string;
  /** Printed on invoice lines. */
  readonly productName: string;
  /** Minor units per period, before any discount. */
  readonly unitAmount: number;
  readonly currency: string;
  readonly every: BillingInterval;
}

/** The part of a subscription its life cycle reads and writes. Times are epoch ms. */
export interface LifecycleSubscription {
  readonly state: SubscriptionState;
  readonly cancelAtPeriodEnd: boolean;
  readonly currentPeriodStart: number;
  /** While trialing this is the trial's end (the first charge is due then). */
  readonly currentPeriodEnd: number;
  readonly trialStart: number | null;
  readonly trialEnd: number | null;
  /** Failed charges in a row. */
  readonly failedCharges: number;
  /** The coupon's discount on every invoice, 0–100. */
  readonly percentOff: number;
  readonly plan: SubscriptionPlan;
}

export type ChargeOutcome = "succeeded" | "declined";

export interface InvoiceLine {
  readonly description: string;
  readonly quantity: number;
  /** Minor units; a credit is negative. */
  readonly amount: number;
  readonly priceId: string;
}

/** An invoice the machine asks its runner to issue. */
export interface IssueInvoice {
  readonly kind: "issueInvoice";
  readonly state: "paid" | "open";
  readonly periodStart: number;
  readonly periodEnd: number;
  readonly lines: readonly InvoiceLine[];
  readonly subtotal: number;
  readonly discount: number;
  readonly total: number;
  readonly currency: string;
}

export type LifecycleEffect = IssueInvoice;

export type LifecycleEvent =
  /** The trial is over (at trialEnd): the first charge, of the default card, went as `charge` says. */
  | { readonly type: "trialEnded"; readonly charge: ChargeOutcome }
  /** A paid period is over (at currentPeriodEnd): the renewal charge went as `charge` says. */
  | { readonly type: "periodEnded"; readonly charge: ChargeOutcome }
  /** An incomplete subscription's first payment window closed unpaid. */
  | { readonly type: "paymentWindowClosed" }
  | { readonly type: "cancelAtPeriodEnd" }
  | { readonly type: "resume" }
  /** The new plan applies from `at`; the person is present, so its charge goes through. */
  | { readonly type: "changePlan"; readonly plan: SubscriptionPlan; readonly at: number };

export interface LifecycleStep {
  readonly subscription: LifecycleSubscription;
  readonly effects: readonly LifecycleEffect[];
}

/** Why an event is refused (the wire texts live with the runner; these name the reason). */
export type LifecycleRefusal = "ended" | "notDue";

export type LifecycleResult = LifecycleStep | { readonly refused: LifecycleRefusal };

export const isRefused = (result: LifecycleResult): result is { readonly refused: LifecycleRefusal } =>
  "refused" in result;

const daysInMonthUtc = (year: number, month: number): number => new Date(Date.UTC(year, month + 1, 0)).getUTCDate();

/** `at` plus `count` intervals, calendar months in UTC with the day clamped (31 Jan + 1 month = 28/29 Feb). */
export const addInterval = (at: number, every: BillingInterval, count = 1): number => {
  const n = every.intervalCount * count;
  switch (every.interval) {
    case "day":
      return at + n * DAY_MS;
    case "week":
      return at + n * 7 * DAY_MS;
    case "month":
    case "year": {
      const months = every.interval === "year" ? n * 12 : n;
      const date = new Date(at);
      const total = date.getUTCMonth() + months;
      const year = date.getUTCFullYear() + Math.floor(total / 12);
      const month = ((total % 12) + 12) % 12;
      const day = Math.min(date.getUTCDate(), daysInMonthUtc(year, month));
      return Date.UTC(
        year,
        month,
        day,
        date.getUTCHours(),
        date.getUTCMinutes(),
        date.getUTCSeconds(),
        date.getUTCMilliseconds(),
      );
    }
  }
};

/** The discount of `percentOff` on `subtotal`, rounded to the minor unit. */
export const discountOf = (subtotal: number, percentOff: number): number =>
  Math.round((subtotal * Math.min(100, Math.max(0, percentOff))) / 100);

/** What one period of the plan costs after the discount (the subscription item's `amount`). */
export const periodAmount = (plan: SubscriptionPlan, percentOff: number): number =>
  plan.unitAmount - discountOf(plan.unitAmount, percentOff);

const planLine = (plan: SubscriptionPlan): InvoiceLine => ({
  description: plan.productName,
  quantity: 1,
  amount: plan.unitAmount,
  priceId: plan.priceId,
});

const invoiceOf = (
  state: IssueInvoice["state"],
  lines: readonly InvoiceLine[],
  periodStart: number,
  periodEnd: number,
  percentOff: number,
  currency: string,
): IssueInvoice => {
  const subtotal = Math.max(
    0,
    lines.reduce((sum, line) => sum + line.amount * line.quantity, 0),
  );
  const discount = discountOf(subtotal, percentOff);
  return {
    kind: "issueInvoice",
    state,
    periodStart,
    periodEnd,
    lines,
    subtotal,
    discount,
    total: subtotal - discount,
    currency,
  };
};

/** A free plan (spec 3 §4: unit amount 0) issues no invoices and needs no card. */
const periodInvoices = (
  plan: SubscriptionPlan,
  state: IssueInvoice["state"],
  periodStart: number,
  periodEnd: number,
  percentOff: number,
): readonly LifecycleEffect[] =>
  plan.unitAmount === 0 ? [] : [invoiceOf(state, [planLine(plan)], periodStart, periodEnd, percentOff, plan.currency)];

/** Whether a charge is asked for at all: a free plan, or a 100 % coupon, always "succeeds". */
export const needsCharge = (subscription: LifecycleSubscription): boolean =>
  periodAmount(subscription.plan, subscription.percentOff) > 0;

/** A subscription whose trial starts `at` and lasts `trialDays`: nothing is charged until it ends. */
export const startTrial = (plan: SubscriptionPlan, at: number, trialDays: number, percentOff = 0): LifecycleStep => {
  const trialEnd = at + trialDays * DAY_MS;
  return {
    subscription: {
      state: "trialing",
      cancelAtPeriodEnd: false,
      currentPeriodStart: at,
      currentPeriodEnd: trialEnd,
      trialStart: at,
      trialEnd,
      failedCharges: 0,
      percentOff,
      plan,
    },
    effects: [],
  };
};

/** A subscription paid at once (`at`), for its first period: active, with its paid invoice. */
export const startPaid = (plan: SubscriptionPlan, at: number, percentOff = 0): LifecycleStep => {
  const end = addInterval(at, plan.every);
  return {
    subscription: {
      state: "active",
      cancelAtPeriodEnd: false,
      currentPeriodStart: at,
      currentPeriodEnd: end,
      trialStart: null,
      trialEnd: null,
      failedCharges: 0,
      percentOff,
      plan,
    },
    effects: periodInvoices(plan, "paid", at, end, percentOff),
  };
};

/** A period boundary: the next period is charged, or the subscription ends when asked to. */
const renew = (subscription: LifecycleSubscription, charge: ChargeOutcome): LifecycleStep => {
  const start = subscription.currentPeriodEnd;
  if (subscription.cancelAtPeriodEnd) {
    return {
      subscription: { ...subscription, state: "canceled", cancelAtPeriodEnd: false },
      effects: [],
    };
  }
  const end = addInterval(start, subscription.plan.every);
  const next = { ...subscription, currentPeriodStart: start, currentPeriodEnd: end };
  const paid = charge === "succeeded" || !needsCharge(subscription);
  if (paid) {
    return {
      subscription: { ...next, state: "active", failedCharges: 0 },
      effects: periodInvoices(subscription.plan, "paid", start, end, subscription.percentOff),
    };
  }
  const failedCharges = subscription.failedCharges + 1;
  return {
    subscription: {
      ...next,
      state: failedCharges >= SUBSCRIPTION_RETRY_THRESHOLD ? "unpaid" : "past_due",
      failedCharges,
    },
    effects: periodInvoices(subscription.plan, "open", start, end, subscription.percentOff),
  };
};

/**
 * Credit for the unused share of the current period (before the discount), at `at`. Only an active
 * subscription paid for its period; a trial's, a past_due's or an unpaid's period was not paid.
 */
export const unusedShare = (subscription: LifecycleSubscription, at: number): number => {
  if (subscription.state !== "active") return 0;
  const length = subscription.currentPeriodEnd - subscription.currentPeriodStart;
  if (length <= 0) return 0;
  const left = Math.min(length, Math.max(0, subscription.currentPeriodEnd - at));
  return Math.round((subscription.plan.unitAmount * left) / length);
};

const changePlan = (subscription: LifecycleSubscription, plan: SubscriptionPlan, at: number): LifecycleStep => {
  // A trial stays a trial on the new plan: nothing was paid, so nothing is due until it ends.
  if (subscription.state === "trialing") {
    return { subscription: { ...subscription, plan }, effects: [] };
  }
  const credit = unusedShare(subscription, at);
  const end = addInterval(at, plan.every);
  const lines: InvoiceLine[] = [planLine(plan)];
  if (credit > 0) {
    lines.push({
      description: `Unused time on ${subscription.plan.productName}`,
      quantity: 1,
      amount: -credit,
      priceId: subscription.plan.priceId,
    });
  }
  const invoice = invoiceOf("paid", lines, at, end, subscription.percentOff, plan.currency);
  return {
    subscription: {
      ...subscription,
      plan,
      state: "active",
      failedCharges: 0,
      currentPeriodStart: at,
      currentPeriodEnd: end,
    },
    effects: plan.unitAmount === 0 && invoice.subtotal === 0 ? [] : [invoice],
  };
};

/**
 * Spec 3 §4 subscription states as one pure step:
 * - trialing → at the trial's end the default card is charged: active with a paid invoice, or
 *   past_due with an open one; canceled instead when cancel at period end was asked;
 * - active / past_due / unpaid → each period end renews the same way; failed charges in a row
 *   count, and the third (spec 3 §9's retry threshold) makes the subscription unpaid; a paid renewal
 *   (a good card made the default, say) clears them and makes it active again;
 * - incomplete → incomplete_expired when its payment window closes;
 * - canceled and incomplete_expired are final: every event is refused as "ended".
 */
export const stepSubscription = (subscription: LifecycleSubscription, event: LifecycleEvent): LifecycleResult => {
  if (ENDED_SUBSCRIPTION_STATES.includes(subscription.state)) return { refused: "ended" };
  switch (event.type) {
    case "trialEnded":
      if (subscription.state !== "trialing") return { refused: "notDue" };
      return renew(subscription, event.charge);
    case "periodEnded":
      if (subscription.state === "trialing" || subscription.state === "incomplete") return { refused: "notDue" };
      return renew(subscription, event.charge);
    case "paymentWindowClosed":
      if (subscription.state !== "incomplete") return { refused: "notDue" };
      return { subscription: { ...subscription, state: "incomplete_expired" }, effects: [] };
    case "cancelAtPeriodEnd":
      return { subscription: { ...subscription, cancelAtPeriodEnd: true }, effects: [] };
    case "resume":
      return { subscription: { ...subscription, cancelAtPeriodEnd: false }, effects: [] };
    case "changePlan":
      return changePlan(subscription, event.plan, event.at);
  }
};

/** When the next clock event of a subscription is due, or null when none will come. */
export const nextDueAt = (subscription: LifecycleSubscription): number | null => {
  if (ENDED_SUBSCRIPTION_STATES.includes(subscription.state)) return null;
  if (subscription.state === "incomplete") return subscription.currentPeriodStart + INCOMPLETE_WINDOW_MS;
  return subscription.currentPeriodEnd;
};

/**
 * Runs every clock event due up to `now`, in order, asking `chargeOf` how each charge goes (the
 * runner's card rules). Returns the subscription as it is at `now` and every effect on the way.
 */
export const advanceSubscription = (
  subscription: LifecycleSubscription,
  now: number,
  chargeOf: (subscription: LifecycleSubscription) => ChargeOutcome,
): LifecycleStep => {
  let current = subscription;
  const effects: LifecycleEffect[] = [];
  for (;;) {
    const due = nextDueAt(current);
    if (due === null || due > now) break;
    const event: LifecycleEvent =
      current.state === "incomplete"
        ? { type: "paymentWindowClosed" }
        : current.state === "trialing"
          ? { type: "trialEnded", charge: needsCharge(current) ? chargeOf(current) : "succeeded" }
          : { type: "periodEnded", charge: needsCharge(current) ? chargeOf(current) : "succeeded" };
    const result = stepSubscription(current, event);
    if (isRefused(result)) break;
    // A period that does not move forward would loop for ever (a zero-length interval).
    if (result.subscription.state !== "canceled" && (nextDueAt(result.subscription) ?? Infinity) <= due) break;
    current = result.subscription;
    effects.push(...result.effects);
  }
  return { subscription: current, effects };
};
