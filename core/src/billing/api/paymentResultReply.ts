import * as Schema from "effect/Schema";
import { Id, Nullable } from "../../api/jsonApiSchemas";

/** The parts of the subscription a payment result carries that the checkout reads (lenient on the rest). */
const ResultSubscription = Schema.Struct({
  id: Id,
  state: Schema.String,
  trial_end: Nullable(Schema.String),
  current_period_end: Nullable(Schema.String),
  item: Nullable(
    Schema.Struct({
      amount: Nullable(Schema.Number),
      product: Nullable(Schema.Struct({ id: Nullable(Id), name: Nullable(Schema.String) })),
      price: Nullable(Schema.Struct({ id: Nullable(Id), currency: Nullable(Schema.String) })),
    }),
  ),
});

/**
 * `POST billing/subscriptions` (contract 14): a `subscription_payment_results` resource — the code
 * (spec 3 §4: successful or successful_unpaid), the message to show, the subscription, the next
 * invoice and the card charged.
 */
export const PaymentResultReply = Schema.Struct({
  data: Schema.Struct({
    id: Nullable(Id),
    type: Schema.optional(Schema.String),
    attributes: Schema.Struct({
      code: Schema.String,
      message: Nullable(Schema.String),
      created_at: Nullable(Schema.String),
      subscription: Nullable(ResultSubscription),
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
export type PaymentResultReply = typeof PaymentResultReply.Type;

/** What the checkout does with a payment result. */
export interface PaymentResult {
  /** successful: on to the welcome; successful_unpaid: the plan exists but the card must be fixed. */
  readonly code: "successful" | "successful_unpaid";
  readonly message: string;
  readonly subscriptionId: string | null;
  readonly state: string | null;
  readonly planName: string | null;
  /** ISO time the trial ends, for a trial. */
  readonly trialEnd: string | null;
}

export const toPaymentResult = ({ data }: PaymentResultReply): PaymentResult => {
  const { code, message, subscription } = data.attributes;
  return {
    // Anything a newer server might add that is not plainly successful is treated as unpaid: the
    // person is then told to check their card rather than welcomed.
    code: code === "successful" ? "successful" : "successful_unpaid",
    message: message?.trim() ?? "",
    subscriptionId: subscription ? String(subscription.id) : null,
    state: subscription?.state ?? null,
    planName: subscription?.item?.product?.name ?? null,
    trialEnd: subscription?.trial_end ?? null,
  };
};
