import * as Schema from "effect/Schema";
import { Id, Nullable } from "../../api/jsonApiSchemas";
import type { PaymentMethod } from "../domain/paymentMethod";

/** One `customers_payment_methods` resource (contract 14 "Payment methods"). */
export const PaymentMethodResource = Schema.Struct({
  id: Id,
  type: Schema.optional(Schema.String),
  attributes: Schema.Struct({
    external_id: Nullable(Schema.String),
    card: Schema.Struct({
      brand: Nullable(Schema.String),
      last_four: Schema.String,
      exp_month: Schema.Number,
      exp_year: Schema.Number,
    }),
    billing_details: Nullable(
      Schema.Struct({ address: Nullable(Schema.Struct({ postal_code: Nullable(Schema.String) })) }),
    ),
    is_default: Nullable(Schema.Boolean),
    created_at: Nullable(Schema.String),
  }),
});
export type PaymentMethodResource = typeof PaymentMethodResource.Type;

/** `GET billing/payment-methods`: the user's saved cards. */
export const PaymentMethodsReply = Schema.Struct({ data: Schema.Array(PaymentMethodResource) });
export type PaymentMethodsReply = typeof PaymentMethodsReply.Type;

/** `PATCH billing/payment-methods/{id}`: the changed card. */
export const PaymentMethodReply = Schema.Struct({ data: PaymentMethodResource });
export type PaymentMethodReply = typeof PaymentMethodReply.Type;

/** `POST billing/payment-methods/setup`: where the provider's card page is. */
export const CardSetupReply = Schema.Struct({
  data: Schema.Struct({
    id: Id,
    type: Schema.optional(Schema.String),
    attributes: Schema.Struct({ url: Schema.String }),
  }),
});
export type CardSetupReply = typeof CardSetupReply.Type;

export const toPaymentMethod = ({ id, attributes }: PaymentMethodResource): PaymentMethod => ({
  id: String(id),
  brand: attributes.card.brand ?? "Card",
  lastFour: attributes.card.last_four,
  expMonth: attributes.card.exp_month,
  expYear: attributes.card.exp_year,
  postalCode: attributes.billing_details?.address?.postal_code ?? null,
  isDefault: attributes.is_default ?? false,
});

export const toPaymentMethods = (reply: PaymentMethodsReply): PaymentMethod[] => reply.data.map(toPaymentMethod);
