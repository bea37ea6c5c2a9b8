import * as Schema from "effect/Schema";
import { Id, Nullable } from "../../api/jsonApiSchemas";
import { SUBSCRIPTION_STATES } from "../domain/subscriptionStates";
import { DEFAULT_PLAN_COLOR, DEFAULT_PLAN_COLOR_LIGHTER, type Subscription } from "../domain/subscriptionView";

const Recurring = Schema.Struct({ interval: Schema.String, interval_count: Nullable(Schema.Number) });

/** The attributes of a `customers_subscriptions` resource (contract 14 "Subscriptions"). */
export const SubscriptionAttributes = Schema.Struct({
  state: Schema.Literals(SUBSCRIPTION_STATES),
  cancel_at_period_end: Nullable(Schema.Boolean),
  current_period_start: Nullable(Schema.String),
  current_period_end: Nullable(Schema.String),
  trial_start: Nullable(Schema.String),
  trial_end: Nullable(Schema.String),
  created_at: Nullable(Schema.String),
  coupon: Nullable(Schema.Struct({ code: Schema.String, percent_off: Nullable(Schema.Number) })),
  item: Schema.Struct({
    quantity: Nullable(Schema.Number),
    capacity: Nullable(Schema.Number),
    used: Nullable(Schema.Number),
    amount: Nullable(Schema.Number),
    price: Schema.Struct({
      id: Id,
      unit_amount: Schema.Number,
      currency: Schema.String,
      nickname: Nullable(Schema.String),
      recurring: Nullable(Recurring),
    }),
    product: Schema.Struct({
      id: Id,
      name: Schema.String,
      color: Nullable(Schema.String),
      color_lighter: Nullable(Schema.String),
      upgrade_allowed: Nullable(Schema.Boolean),
    }),
  }),
});
export type SubscriptionAttributes = typeof SubscriptionAttributes.Type;

export const SubscriptionResource = Schema.Struct({
  id: Id,
  type: Schema.optional(Schema.String),
  attributes: SubscriptionAttributes,
});
export type SubscriptionResource = typeof SubscriptionResource.Type;

/** `GET billing/subscriptions?include=*`: the current subscription and the ended ones, newest first. */
export const SubscriptionsReply = Schema.Struct({ data: Schema.Array(SubscriptionResource) });
export type SubscriptionsReply = typeof SubscriptionsReply.Type;

/** `PATCH billing/subscriptions/{id}` with `cancel_at_period_end`: the changed subscription. */
export const SubscriptionReply = Schema.Struct({ data: SubscriptionResource });
export type SubscriptionReply = typeof SubscriptionReply.Type;

export const toSubscription = (id: string | number, attributes: SubscriptionAttributes): Subscription => {
  const { item } = attributes;
  const price = item.price;
  const product = item.product;
  return {
    id: String(id),
    state: attributes.state,
    cancelAtPeriodEnd: attributes.cancel_at_period_end ?? false,
    currentPeriodStart: attributes.current_period_start ?? null,
    currentPeriodEnd: attributes.current_period_end ?? null,
    trialStart: attributes.trial_start ?? null,
    trialEnd: attributes.trial_end ?? null,
    createdAt: attributes.created_at ?? null,
    coupon: attributes.coupon ? { code: attributes.coupon.code, percentOff: attributes.coupon.percent_off ?? 0 } : null,
    capacityHours: item.capacity ?? 0,
    usedHours: item.used ?? 0,
    amount: item.amount ?? price.unit_amount,
    price: {
      id: String(price.id),
      unitAmount: price.unit_amount,
      currency: price.currency,
      nickname: price.nickname ?? null,
      recurring: price.recurring
        ? { interval: price.recurring.interval, intervalCount: price.recurring.interval_count ?? 1 }
        : null,
    },
    product: {
      id: String(product.id),
      name: product.name,
      color: product.color || DEFAULT_PLAN_COLOR,
      colorLighter: product.color_lighter || DEFAULT_PLAN_COLOR_LIGHTER,
      // Spec 3 §3: upgrade_allowed defaults to true.
      upgradeAllowed: product.upgrade_allowed ?? true,
    },
  };
};

export const toSubscriptions = (reply: SubscriptionsReply): Subscription[] =>
  reply.data.map((resource) => toSubscription(resource.id, resource.attributes));
