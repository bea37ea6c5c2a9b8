import dayjs from "dayjs";
import { formatPrice } from "../../auth/domain/trialOffer";
import { type SubscriptionState, isFreePrice, isLiveSubscription, isPaymentIssue } from "./subscriptionStates";

/** A plan's price as the subscription carries it (minor units, ISO 4217). */
export interface SubscriptionPrice {
  readonly id: string;
  readonly unitAmount: number;
  readonly currency: string;
  readonly nickname: string | null;
  readonly recurring: { readonly interval: string; readonly intervalCount: number } | null;
}

/** The product a subscription is on, as far as the profile shows it. */
export interface SubscriptionProduct {
  readonly id: string;
  readonly name: string;
  readonly color: string;
  readonly colorLighter: string;
  readonly upgradeAllowed: boolean;
}

/** A customer's subscription (spec 3 §3 "Subscription", "Subscription item"). Instants are ISO strings. */
export interface Subscription {
  readonly id: string;
  readonly state: SubscriptionState;
  readonly cancelAtPeriodEnd: boolean;
  readonly currentPeriodStart: string | null;
  readonly currentPeriodEnd: string | null;
  readonly trialStart: string | null;
  readonly trialEnd: string | null;
  readonly createdAt: string | null;
  readonly coupon: { readonly code: string; readonly percentOff: number } | null;
  /** Hours the plan holds; 0 = unlimited (spec 3 §9). */
  readonly capacityHours: number;
  /** Hours recorded so far. */
  readonly usedHours: number;
  /** What a period costs after any discount, in minor units. */
  readonly amount: number;
  readonly price: SubscriptionPrice;
  readonly product: SubscriptionProduct;
}

/** Spec 3 §3: a product's colours when it has none of its own. */
export const DEFAULT_PLAN_COLOR = "#3ACE8B";
export const DEFAULT_PLAN_COLOR_LIGHTER = "#ECFFF0";

/** The profile's date format: the date part of spec 3 §9's 'MMMM DD YYYY h:mm A'. */
export const PLAN_DATE_FORMAT = "MMMM DD YYYY";

/** An ISO instant as the profile prints it, in the person's own time zone. */
export const planDate = (instant: string): string => dayjs(instant).format(PLAN_DATE_FORMAT);

export const SUBSCRIPTION_TEXTS = {
  states: {
    incomplete: "Incomplete",
    incomplete_expired: "Expired",
    trialing: "Trialing",
    active: "Active",
    past_due: "Past due",
    canceled: "Canceled",
    unpaid: "Unpaid",
  } satisfies Record<SubscriptionState, string>,
  free: "Free",
  trialEnds: (date: string) => `Your trial ends on ${date}`,
  cancelsOn: (date: string) => `Cancels on ${date}`,
  renewsOn: (date: string) => `Renews on ${date}`,
  endedOn: (date: string) => `Ended on ${date}`,
  retryOn: (date: string) => `We will try your card again on ${date}`,
  period: (start: string, end: string) => `Current period: ${start} – ${end}`,
  discount: (percent: number, code: string) => `${percent}% off with ${code.toUpperCase()}`,
  issues: {
    past_due: {
      title: "Your last payment failed",
      message:
        "We could not charge your card. Add a card that works and make it your default; we will try again at the end of this period.",
    },
    unpaid: {
      title: "Your subscription is unpaid",
      message: "Several payments in a row failed, so your plan is on hold. Add a card that works to continue.",
    },
    incomplete: {
      title: "Your first payment is not complete",
      message: "The payment for your plan did not go through. Add a card that works to start your plan.",
    },
    incomplete_expired: {
      title: "Your first payment expired",
      message: "The payment for your plan was never completed. Add a card that works and choose your plan again.",
    },
  } satisfies Record<string, { title: string; message: string }>,
} as const;

/** How a state badge looks: the colour family it takes. */
export type BadgeTone = "success" | "info" | "warning" | "danger" | "neutral";

const TONES: Record<SubscriptionState, BadgeTone> = {
  incomplete: "warning",
  incomplete_expired: "danger",
  trialing: "info",
  active: "success",
  past_due: "warning",
  canceled: "neutral",
  unpaid: "danger",
};

export const stateBadge = (state: SubscriptionState): { readonly label: string; readonly tone: BadgeTone } => ({
  label: SUBSCRIPTION_TEXTS.states[state],
  tone: TONES[state],
});

/**
 * The subscription the profile shows: the live one when there is one, otherwise the newest that
 * ended (so a canceled plan still says when it ended), or null for a person who never had one.
 */
export const currentSubscription = (subscriptions: readonly Subscription[]): Subscription | null => {
  const live = subscriptions.find((subscription) => isLiveSubscription(subscription.state));
  if (live) return live;
  const created = (subscription: Subscription) =>
    subscription.createdAt ? Date.parse(subscription.createdAt) : Number.NEGATIVE_INFINITY;
  return [...subscriptions].sort((a, b) => created(b) - created(a))[0] ?? null;
};

/** Spec 3 §4: the payment-issue banner for incomplete, incomplete_expired, unpaid and past_due. */
export const paymentIssueOf = (
  subscription: Pick<Subscription, "state"> | null,
): { readonly title: string; readonly message: string } | null => {
  if (!subscription || !isPaymentIssue(subscription.state)) return null;
  const issues: Record<string, { title: string; message: string }> = SUBSCRIPTION_TEXTS.issues;
  return issues[subscription.state] ?? null;
};

/** The plan's price per period after any discount ("£7.99 / month"), or 'Free' (spec 3 §4). */
export const planPriceText = (subscription: Pick<Subscription, "amount" | "price">): string => {
  if (isFreePrice(subscription.price.unitAmount) || subscription.amount <= 0) return SUBSCRIPTION_TEXTS.free;
  const { currency, recurring } = subscription.price;
  return formatPrice({
    unit_amount: subscription.amount,
    currency,
    recurring: recurring ? { interval: recurring.interval, interval_count: recurring.intervalCount } : null,
  });
};

/** The one line under the plan's name that says what happens next (trial end, cancellation, renewal, end). */
export const nextEventText = (
  subscription: Pick<Subscription, "state" | "cancelAtPeriodEnd" | "currentPeriodEnd" | "trialEnd">,
): string | null => {
  const { state, cancelAtPeriodEnd, currentPeriodEnd, trialEnd } = subscription;
  if (state === "canceled") return currentPeriodEnd ? SUBSCRIPTION_TEXTS.endedOn(planDate(currentPeriodEnd)) : null;
  const periodEnd = currentPeriodEnd ?? trialEnd;
  if (cancelAtPeriodEnd) {
    const end = state === "trialing" ? (trialEnd ?? periodEnd) : periodEnd;
    return end ? SUBSCRIPTION_TEXTS.cancelsOn(planDate(end)) : null;
  }
  if (state === "trialing") {
    const end = trialEnd ?? currentPeriodEnd;
    return end ? SUBSCRIPTION_TEXTS.trialEnds(planDate(end)) : null;
  }
  if (state === "active" && currentPeriodEnd) return SUBSCRIPTION_TEXTS.renewsOn(planDate(currentPeriodEnd));
  if (state === "past_due" && currentPeriodEnd) return SUBSCRIPTION_TEXTS.retryOn(planDate(currentPeriodEnd));
  return null;
};

/** 'Current period: … – …' when both ends are known. */
export const periodText = (
  subscription: Pick<Subscription, "currentPeriodStart" | "currentPeriodEnd">,
): string | null =>
  subscription.currentPeriodStart && subscription.currentPeriodEnd
    ? SUBSCRIPTION_TEXTS.period(planDate(subscription.currentPeriodStart), planDate(subscription.currentPeriodEnd))
    : null;

/** What the person may do with the plan now. */
export interface PlanActions {
  /** Change plan: only on a live subscription whose product allows it (spec 3 §3 upgrade_allowed). */
  readonly changePlan: boolean;
  /** Cancel at the end of the period: a live plan not already set to end. */
  readonly cancel: boolean;
  /** Resume: a live plan set to end at its period's end. */
  readonly resume: boolean;
  /** Start a new plan from the price list: nothing live. */
  readonly choosePlan: boolean;
}

export const planActions = (
  subscription: Pick<Subscription, "state" | "cancelAtPeriodEnd" | "product"> | null,
): PlanActions => {
  if (!subscription || !isLiveSubscription(subscription.state)) {
    return { changePlan: false, cancel: false, resume: false, choosePlan: true };
  }
  return {
    changePlan: subscription.product.upgradeAllowed,
    cancel: !subscription.cancelAtPeriodEnd,
    resume: subscription.cancelAtPeriodEnd,
    choosePlan: false,
  };
};
