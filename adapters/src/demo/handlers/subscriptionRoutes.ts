import {
  type LifecycleStep,
  isRefused,
  startPaid,
  startTrial,
  stepSubscription,
} from "@lectern/core/billing/domain/subscriptionLifecycle";
import { randomToken } from "../crypto/randomToken";
import type { DemoPaymentMethod, DemoSubscription } from "../db/DemoSnapshot";
import { BILLING_TEXTS } from "../model/billing/billingTexts";
import { findProduct, findSellablePrice, planOfPrice } from "../model/billing/catalogue";
import { findCoupon } from "../model/billing/coupons";
import { defaultCardOf, findCard } from "../model/billing/paymentMethods";
import { hoursUsedOf, roundHours } from "../model/billing/subscriptionCapacity";
import {
  advanceSubscriptionsOf,
  applyStep,
  findSubscription,
  lifecycleOf,
  liveSubscriptionOf,
  resultPaymentMethod,
  storeSubscription,
  subscriptionResource,
  subscriptionsOf,
  upcomingInvoiceOf,
} from "../model/billing/subscriptions";
import { attributesOf, booleanOf, dataOf, requireValid, textOf } from "../routing/bodyFields";
import { DemoHttpError } from "../routing/DemoHttpError";
import { dataReply, iso } from "../routing/replies";
import { type AuthedContext, type Route, authRoute } from "../routing/Route";

const refuse = (title: string, field: string) =>
  new DemoHttpError(422, {
    title,
    message: title,
    detail: `${field}: ${title}`,
    source: { pointer: `/data/attributes/${field}` },
  });

/** A `subscription_payment_results` reply (contract 14): what happened, the subscription, the next invoice. */
const paymentResult = (
  { db, user, now }: AuthedContext,
  subscription: DemoSubscription,
  message: string,
  card: DemoPaymentMethod | null,
) => {
  const resource = subscriptionResource(db.data, subscription, roundHours(hoursUsedOf(db.data, user.id)));
  const unpaid = subscription.state === "past_due" || subscription.state === "unpaid";
  return dataReply({
    id: `spr_${randomToken(8)}`,
    type: "subscription_payment_results",
    attributes: {
      code: unpaid ? "successful_unpaid" : "successful",
      message,
      created_at: iso(now()),
      subscription: { id: resource.id, ...resource.attributes },
      upcoming_invoice: upcomingInvoiceOf(db.data, subscription),
      payment_method: resultPaymentMethod(card),
    },
  });
};

/** POST billing/subscriptions: a trial, or a purchase charged now. */
const subscribe = (context: AuthedContext) => {
  const { request, db, user, now } = context;
  const type = dataOf(request.body)["type"];
  const attributes = attributesOf(request.body);
  const priceId = textOf(attributes["price_id"]).trim();
  const trial = booleanOf(attributes["trial"], false);
  const promoCode = textOf(attributes["promo_code"]).trim();
  const cardId = textOf(attributes["payment_method_id"]).trim();
  const found = priceId ? findSellablePrice(db.data, priceId) : null;
  const card = cardId ? findCard(db.data, user.id, cardId) : null;
  const coupon = promoCode ? findCoupon(db.data, promoCode) : null;
  requireValid([
    ["type", type === "customers_subscriptions" ? null : BILLING_TEXTS.subscriptionType, "/data/type"],
    ["price_id", found ? null : BILLING_TEXTS.priceInvalid],
    ["payment_method_id", card ? null : BILLING_TEXTS.paymentMethodInvalid],
    ["promo_code", !promoCode || coupon ? null : BILLING_TEXTS.promoInvalid],
  ]);
  // requireValid refused a missing price or card already: this only tells TypeScript so.
  if (!found || !card) throw new DemoHttpError(422, { title: BILLING_TEXTS.priceInvalid });

  advanceSubscriptionsOf(db, user.id, now());
  if (liveSubscriptionOf(db.data, user.id)) {
    throw new DemoHttpError(409, { title: BILLING_TEXTS.alreadySubscribed });
  }
  if (trial && !(found.product.product_trial_days > 0)) throw refuse(BILLING_TEXTS.noTrial, "trial");
  if (trial && subscriptionsOf(db.data, user.id).length > 0) throw refuse(BILLING_TEXTS.trialUsed, "trial");

  const plan = planOfPrice(found);
  const percentOff = coupon?.percentOff ?? 0;
  // The customer is present: this first charge goes through whatever the card does at renewals.
  const step: LifecycleStep = trial
    ? startTrial(plan, now(), found.product.product_trial_days, percentOff)
    : startPaid(plan, now(), percentOff);
  const subscription = db.mutate((data) =>
    storeSubscription(data, user.id, step, { couponCode: coupon?.code ?? null, licenceKey: null, at: now() }),
  );
  return paymentResult(
    context,
    subscription,
    trial ? BILLING_TEXTS.trialStarted : BILLING_TEXTS.paymentSuccessful,
    card,
  );
};

/** PATCH billing/subscriptions/{id}: cancel at period end or resume; or change the plan. */
const change = (context: AuthedContext) => {
  const { request, params, db, user, now } = context;
  advanceSubscriptionsOf(db, user.id, now());
  const subscription = findSubscription(db.data, user.id, params["id"] ?? "");
  if (!subscription) {
    throw new DemoHttpError(404, { title: BILLING_TEXTS.subscriptionNotFound, source: { parameter: "id" } });
  }
  const attributes = attributesOf(request.body);
  const lifecycle = lifecycleOf(db.data, subscription);

  if (attributes["price_id"] !== undefined) {
    const found = findSellablePrice(db.data, textOf(attributes["price_id"]).trim());
    requireValid([["price_id", found ? null : BILLING_TEXTS.priceInvalid]]);
    if (!found) throw refuse(BILLING_TEXTS.priceInvalid, "price_id");
    if (subscription.state === "canceled" || subscription.state === "incomplete_expired") {
      throw refuse(BILLING_TEXTS.subscriptionEnded, "price_id");
    }
    if (findProduct(db.data, subscription.productId)?.upgrade_allowed === false) {
      throw refuse(BILLING_TEXTS.planNotChangeable, "price_id");
    }
    if (found.price.id === subscription.priceId && subscription.licenceKey === null) {
      throw refuse(BILLING_TEXTS.samePlan, "price_id");
    }
    const card = defaultCardOf(db.data, user.id);
    if (!card && subscription.state !== "trialing" && found.price.unit_amount > 0) {
      throw refuse(BILLING_TEXTS.noCardForChange, "price_id");
    }
    const result = stepSubscription(lifecycle, { type: "changePlan", plan: planOfPrice(found), at: now() });
    if (isRefused(result)) throw refuse(BILLING_TEXTS.subscriptionEnded, "price_id");
    db.mutate((data) => {
      applyStep(data, subscription, result);
      // A plan bought on its own is no longer the licence's free plan.
      subscription.licenceKey = null;
    }, subscription);
    return paymentResult(context, subscription, BILLING_TEXTS.planChanged, card);
  }

  const cancel = attributes["cancel_at_period_end"];
  requireValid([["cancel_at_period_end", typeof cancel === "boolean" ? null : BILLING_TEXTS.changeRequired]]);
  const result = stepSubscription(lifecycle, { type: cancel === true ? "cancelAtPeriodEnd" : "resume" });
  if (isRefused(result)) throw refuse(BILLING_TEXTS.subscriptionEnded, "cancel_at_period_end");
  db.mutate((data) => applyStep(data, subscription, result), subscription);
  return dataReply(subscriptionResource(db.data, subscription, roundHours(hoursUsedOf(db.data, user.id))));
};

/**
 * Subscriptions (contract 14): the list (brought up to the demo clock first, spec 3 §4 states run
 * by core's pure life cycle), subscribing with a trial or a payment, cancel and resume, plan changes.
 */
export const subscriptionRoutes: readonly Route[] = [
  authRoute("GET", "billing/subscriptions", ({ db, user, now }) => {
    advanceSubscriptionsOf(db, user.id, now());
    const used = roundHours(hoursUsedOf(db.data, user.id));
    return dataReply(
      subscriptionsOf(db.data, user.id).map((subscription) => subscriptionResource(db.data, subscription, used)),
    );
  }),
  authRoute("POST", "billing/subscriptions", subscribe),
  authRoute("PATCH", "billing/subscriptions/{id}", change),
];
