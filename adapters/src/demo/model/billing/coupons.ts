import type { DemoCoupon, DemoSnapshot } from "../../db/DemoSnapshot";

/** Promo codes are compared trimmed and ignoring case (spec 3 §5); stored codes are lower case. */
export const normalisePromoCode = (code: string): string => code.trim().toLowerCase();

export const findCoupon = (data: Readonly<DemoSnapshot>, code: string): DemoCoupon | null => {
  const wanted = normalisePromoCode(code);
  if (!wanted) return null;
  return data.coupons.find((coupon) => normalisePromoCode(coupon.code) === wanted) ?? null;
};
