import {
  type ChargeOutcome,
  type LifecycleStep,
  type LifecycleSubscription,
  addInterval,
  advanceSubscription,
  nextDueAt,
  periodAmount,
} from "@lectern/core/billing/domain/subscriptionLifecycle";
import { isLiveSubscription } from "@lectern/core/billing/domain/subscriptionStates";
import type { DemoDatabase } from "../../db/DemoDatabase";
import type { DemoPaymentMethod, DemoSnapshot, DemoSubscription } from "../../db/DemoSnapshot";
import { iso } from "../../routing/replies";
import { capacityHoursOf, findPrice, findProduct, planOf, priceAttributes } from "./catalogue";
import { issueInvoice } from "./invoices";
import { cardAttributes, defaultCardOf } from "./paymentMethods";

/** A user's subscriptions, newest first. */
export const subscriptionsOf = (data: Readonly<DemoSnapshot>, userId: string): DemoSubscription[] =>
  data.subscriptions
    .filter((subscription) => subscription.userId === userId)
    .sort((a, b) => b.createdAt - a.createdAt || Number(b.id) - Number(a.id));

/** The subscription in force (not canceled), or null: there is at most one. */
export const liveSubscriptionOf = (data: Readonly<DemoSnapshot>, userId: string): DemoSubscription | null =>
  subscriptionsOf(data, userId).find((subscription) => isLiveSubscription(subscription.state)) ?? null;

export const findSubscription = (data: Readonly<DemoSnapshot>, userId: string, id: string): DemoSubscription | null =>
  data.subscriptions.find((subscription) => subscription.id === id && subscription.userId === userId) ?? null;

/** The stored subscription as the pure life cycle (core/billing) reads it. */
export const lifecycleOf = (data: Readonly<DemoSnapshot>, subscription: DemoSubscription): LifecycleSubscription => ({
  state: subscription.state,
  cancelAtPeriodEnd: subscription.cancelAtPeriodEnd,
  currentPeriodStart: subscription.currentPeriodStart,
  currentPeriodEnd: subscription.currentPeriodEnd,
  trialStart: subscription.trialStart,
  trialEnd: subscription.trialEnd,
  failedCharges: subscription.failedCharges,
  percentOff: subscription.percentOff,
  plan: planOf(data, subscription),
});

/**
 * Stores a step of the life cycle: the subscription's new fields and the invoices it issued (each
 * dated at the start of its period, when it happened, whenever the demo noticed).
 */
export const applyStep = (data: DemoSnapshot, subscription: DemoSubscription, step: LifecycleStep): void => {
  const next = step.subscription;
  subscription.state = next.state;
  subscription.cancelAtPeriodEnd = next.cancelAtPeriodEnd;
  subscription.currentPeriodStart = next.currentPeriodStart;
  subscription.currentPeriodEnd = next.currentPeriodEnd;
  subscription.trialStart = next.trialStart;
  subscription.trialEnd = next.trialEnd;
  subscription.failedCharges = next.failedCharges;
  subscription.percentOff = next.percentOff;
  subscription.productId = next.plan.productId;
  subscription.priceId = next.plan.priceId;
  for (const effect of step.effects) {
    issueInvoice(data, subscription.userId, subscription.id, effect, effect.periodStart);
  }
};

/**
 * How an off-session charge (a trial's end, a renewal) goes: the default card pays unless it is a
 * card whose renewals are declined (…0341); no card, no payment.
 */
export const offSessionCharge = (card: DemoPaymentMethod | null): ChargeOutcome =>
  card && card.behaviour === "succeeds" ? "succeeded" : "declined";

/**
 * Advance on read: every trial end and period end of the user's subscriptions up to `now` happens,
 * in order, as the pure life cycle says (the default card charged at each). Changes only what is due.
 */
export const advanceSubscriptionsOf = (db: DemoDatabase, userId: string, now: number): void => {
  for (const subscription of subscriptionsOf(db.data, userId)) {
    const lifecycle = lifecycleOf(db.data, subscription);
    const due = nextDueAt(lifecycle);
    if (due === null || due > now) continue;
    const card = defaultCardOf(db.data, userId);
    const step = advanceSubscription(lifecycle, now, () => offSessionCharge(card));
    db.mutate((data) => applyStep(data, subscription, step), subscription);
  }
};

/** Stores a new subscription made by the life cycle's start (trial, paid, licence) and its invoices. */
export const storeSubscription = (
  data: DemoSnapshot,
  userId: string,
  step: LifecycleStep,
  extra: { readonly couponCode: string | null; readonly licenceKey: string | null; readonly at: number },
): DemoSubscription => {
  data.counters.subscriptions += 1;
  const next = step.subscription;
  const subscription: DemoSubscription = {
    id: String(data.counters.subscriptions),
    userId,
    productId: next.plan.productId,
    priceId: next.plan.priceId,
    state: next.state,
    cancelAtPeriodEnd: next.cancelAtPeriodEnd,
    currentPeriodStart: next.currentPeriodStart,
    currentPeriodEnd: next.currentPeriodEnd,
    trialStart: next.trialStart,
    trialEnd: next.trialEnd,
    createdAt: extra.at,
    couponCode: extra.couponCode,
    percentOff: next.percentOff,
    failedCharges: next.failedCharges,
    licenceKey: extra.licenceKey,
  };
  data.subscriptions.push(subscription);
  applyStep(data, subscription, step);
  return subscription;
};

/** The subscription's attributes (contract 14 "Subscriptions"); `usedHours` from the user's recordings. */
export const subscriptionAttributes = (
  data: Readonly<DemoSnapshot>,
  subscription: DemoSubscription,
  usedHours: number,
) => {
  const lifecycle = lifecycleOf(data, subscription);
  const product = findProduct(data, subscription.productId);
  const found = findPrice(data, subscription.priceId);
  return {
    state: subscription.state,
    cancel_at_period_end: subscription.cancelAtPeriodEnd,
    current_period_start: iso(subscription.currentPeriodStart),
    current_period_end: iso(subscription.currentPeriodEnd),
    trial_start: subscription.trialStart === null ? null : iso(subscription.trialStart),
    trial_end: subscription.trialEnd === null ? null : iso(subscription.trialEnd),
    created_at: iso(subscription.createdAt),
    coupon: subscription.couponCode ? { code: subscription.couponCode, percent_off: subscription.percentOff } : null,
    item: {
      quantity: 1,
      capacity: product ? capacityHoursOf(product) : 0,
      used: usedHours,
      amount: periodAmount(lifecycle.plan, lifecycle.percentOff),
      price: found ? priceAttributes(found.product, found.price) : null,
      product: product
        ? {
            id: product.id,
            name: product.name,
            color: product.color,
            color_lighter: product.color_lighter,
            upgrade_allowed: product.upgrade_allowed,
          }
        : null,
    },
  };
};

export const subscriptionResource = (
  data: Readonly<DemoSnapshot>,
  subscription: DemoSubscription,
  usedHours: number,
) => ({
  id: subscription.id,
  type: "customers_subscriptions",
  attributes: subscriptionAttributes(data, subscription, usedHours),
});

/** The next invoice the subscription will issue, or null when none will come (ending, free). */
export const upcomingInvoiceOf = (data: Readonly<DemoSnapshot>, subscription: DemoSubscription) => {
  const lifecycle = lifecycleOf(data, subscription);
  if (!isLiveSubscription(subscription.state) || subscription.cancelAtPeriodEnd || lifecycle.plan.unitAmount === 0) {
    return null;
  }
  const start = subscription.currentPeriodEnd;
  return {
    total: periodAmount(lifecycle.plan, lifecycle.percentOff),
    currency: lifecycle.plan.currency,
    period_start: iso(start),
    period_end: iso(addInterval(start, lifecycle.plan.every)),
  };
};

/** The card part of a payment result: the card that paid (or will), or null. */
export const resultPaymentMethod = (card: DemoPaymentMethod | null) =>
  card ? { id: card.id, card: cardAttributes(card) } : null;
