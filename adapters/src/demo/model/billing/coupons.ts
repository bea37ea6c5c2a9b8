import { matchPromoCode } from "@lectern/core/billing/domain/promoCodes";
import type { DemoCoupon, DemoSnapshot } from "../../db/DemoSnapshot";

/** Promo codes are compared trimmed and ignoring case (spec 3 §5), by the checkout's own rule. */
export const findCoupon = (data: Readonly<DemoSnapshot>, code: string): DemoCoupon | null =>
  matchPromoCode(data.coupons, code);
