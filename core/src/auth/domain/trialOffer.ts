import type { Price, Product } from "../../api/resources/productsReply";

export type AfterSignUp = "finish" | "/billing/product" | "/billing/congratulation";

/** Spec 1 §4 "After registration". */
export const decideAfterSignUp = (showPlans: boolean, referralIsLicence: boolean): AfterSignUp => {
  if (!showPlans) return "/billing/congratulation";
  return referralIsLicence ? "finish" : "/billing/product";
};

export type TrialOffer =
  | { readonly kind: "offer"; readonly product: Product; readonly price: Price; readonly days: number }
  | { readonly kind: "none" };

/** The first product with trial days above 0, with its first price; none means go to the price list. */
export const pickTrialOffer = (products: readonly Product[]): TrialOffer => {
  for (const product of products) {
    const days = product.attributes.product_trial_days ?? 0;
    const price = product.attributes.prices[0];
    if (days > 0 && price) return { kind: "offer", product, price, days };
  }
  return { kind: "none" };
};

export type PriceInterval = "month" | "quarter" | "year" | "other";

/** Spec 3 §4: month with count 1, quarter with count 2..4, year; anything else is 'other'. */
export const priceInterval = (price: Pick<Price, "recurring">): PriceInterval => {
  const recurring = price.recurring;
  if (!recurring) return "other";
  const count = recurring.interval_count ?? 1;
  if (recurring.interval === "month" && count === 1) return "month";
  if (recurring.interval === "month" && count >= 2 && count <= 4) return "quarter";
  if (recurring.interval === "year") return "year";
  return "other";
};

/** Price with its currency symbol and two decimals, per interval (spec 1 §9). */
export const formatPrice = (price: Pick<Price, "unit_amount" | "currency" | "recurring">): string => {
  const amount = new Intl.NumberFormat("en-GB", {
    style: "currency",
    currency: price.currency.toUpperCase(),
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(price.unit_amount / 100);
  const interval = priceInterval(price);
  return interval === "other" ? amount : `${amount} / ${interval}`;
};

/** Trial label of spec 3 §9: '{n} day(s) FREE'. */
export const trialLabel = (days: number): string => `${days} ${days === 1 ? "day" : "days"} FREE`;
