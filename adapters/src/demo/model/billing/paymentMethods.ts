import type { DemoPaymentMethod, DemoSnapshot } from "../../db/DemoSnapshot";
import { iso } from "../../routing/replies";

/** A user's cards, oldest first. */
export const cardsOf = (data: Readonly<DemoSnapshot>, userId: string): DemoPaymentMethod[] =>
  data.paymentMethods.filter((method) => method.userId === userId);

/** One of the user's cards; another user's card is not found (never told apart from a missing one). */
export const findCard = (data: Readonly<DemoSnapshot>, userId: string, id: string): DemoPaymentMethod | null =>
  data.paymentMethods.find((method) => method.id === id && method.userId === userId) ?? null;

export const defaultCardOf = (data: Readonly<DemoSnapshot>, userId: string): DemoPaymentMethod | null =>
  cardsOf(data, userId).find((method) => method.isDefault) ?? null;

/** The card part of a payment method as the app sees it (never the full number). */
export const cardAttributes = (method: DemoPaymentMethod) => ({
  brand: method.brand,
  last_four: method.lastFour,
  exp_month: method.expMonth,
  exp_year: method.expYear,
});

/** A `customers_payment_methods` resource (contract 14 "Payment methods"). */
export const paymentMethodResource = (method: DemoPaymentMethod) => ({
  id: method.id,
  type: "customers_payment_methods",
  attributes: {
    external_id: `pm_demo_${method.id}`,
    card: cardAttributes(method),
    billing_details: { address: { postal_code: method.postalCode } },
    metadata: {},
    is_default: method.isDefault,
    created_at: iso(method.createdAt),
  },
});

/** Makes `id` the user's only default card; returns the user's cards (each may have changed). */
export const makeDefault = (data: DemoSnapshot, userId: string, id: string): DemoPaymentMethod[] => {
  const cards = data.paymentMethods.filter((method) => method.userId === userId);
  for (const method of cards) method.isDefault = method.id === id;
  return cards;
};
