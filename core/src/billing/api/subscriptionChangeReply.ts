import * as Schema from "effect/Schema";
import { Id, Nullable } from "../../api/jsonApiSchemas";
import type { Subscription } from "../domain/subscriptionView";
import { SubscriptionAttributes, toSubscription } from "./subscriptionsReply";

/** Spec 3 §4: the codes a subscription change (or a purchase) answers with. */
export const CHANGE_RESULT_CODES = ["successful", "successful_unpaid"] as const;
export type ChangeResultCode = (typeof CHANGE_RESULT_CODES)[number];

/**
 * A `subscription_payment_results` resource (contract 14: POST billing/subscriptions and a plan
 * change through PATCH billing/subscriptions/{id} with `price_id`).
 */
export const SubscriptionChangeReply = Schema.Struct({
  data: Schema.Struct({
    id: Nullable(Id),
    type: Schema.optional(Schema.String),
    attributes: Schema.Struct({
      code: Schema.Literals(CHANGE_RESULT_CODES),
      message: Nullable(Schema.String),
      created_at: Nullable(Schema.String),
      subscription: Nullable(Schema.Struct({ id: Id, ...SubscriptionAttributes.fields })),
      upcoming_invoice: Nullable(
        Schema.Struct({
          total: Schema.Number,
          currency: Schema.String,
          period_start: Nullable(Schema.String),
          period_end: Nullable(Schema.String),
        }),
      ),
    }),
  }),
});
export type SubscriptionChangeReply = typeof SubscriptionChangeReply.Type;

export interface SubscriptionChange {
  readonly code: ChangeResultCode;
  readonly message: string | null;
  readonly subscription: Subscription | null;
}

export const toSubscriptionChange = (reply: SubscriptionChangeReply): SubscriptionChange => {
  const { code, message, subscription } = reply.data.attributes;
  return {
    code,
    message: message ?? null,
    subscription: subscription ? toSubscription(subscription.id, subscription) : null,
  };
};
