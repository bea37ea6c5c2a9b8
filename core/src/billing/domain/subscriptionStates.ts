/** Spec 3 §4: the states a subscription can be in, in the order the spec lists them. */
export const SUBSCRIPTION_STATES = [
  "incomplete",
  "incomplete_expired",
  "trialing",
  "active",
  "past_due",
  "canceled",
  "unpaid",
] as const;

export type SubscriptionState = (typeof SUBSCRIPTION_STATES)[number];

/** Spec 3 §4: the states that ask the person to fix a payment (the profile's payment-issue banner). */
export const PAYMENT_ISSUE_STATES: readonly SubscriptionState[] = [
  "incomplete",
  "incomplete_expired",
  "unpaid",
  "past_due",
];

export const isPaymentIssue = (state: SubscriptionState): boolean => PAYMENT_ISSUE_STATES.includes(state);

/** The two final states: a canceled subscription, and one whose first payment never came. */
export const ENDED_SUBSCRIPTION_STATES: readonly SubscriptionState[] = ["incomplete_expired", "canceled"];

/**
 * A subscription still in force (trialing, active, past_due, unpaid, incomplete): the person has,
 * or still owes for, a plan. Another subscription may start only when none is live.
 */
export const isLiveSubscription = (state: SubscriptionState): boolean => !ENDED_SUBSCRIPTION_STATES.includes(state);

export const isSubscriptionState = (value: unknown): value is SubscriptionState =>
  typeof value === "string" && (SUBSCRIPTION_STATES as readonly string[]).includes(value);

/** Spec 3 §4: invoice states. */
export const INVOICE_STATES = ["draft", "open", "paid", "uncollectible", "void"] as const;

export type InvoiceState = (typeof INVOICE_STATES)[number];

/** Spec 3 §4: an invoice counts as paid only in state paid. */
export const isInvoicePaid = (state: InvoiceState): boolean => state === "paid";

export const isInvoiceState = (value: unknown): value is InvoiceState =>
  typeof value === "string" && (INVOICE_STATES as readonly string[]).includes(value);

/** Spec 3 §4: a subscription (its price) is free when the price's unit amount is 0. */
export const isFreePrice = (unitAmount: number): boolean => unitAmount === 0;
