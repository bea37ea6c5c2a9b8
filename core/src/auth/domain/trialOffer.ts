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

// The price rules live with billing (the price list and checkout use them too); the finish step's
// card keeps importing them from here.
export { type PriceInterval, formatPrice, priceInterval, trialLabel } from "../../billing/domain/priceFormat";
