import { promoCodeList } from "@lectern/core/billing/domain/promoCodes";
import type { DemoCoupon } from "../db/DemoSnapshot";

/**
 * The partner and discount promo codes (spec 3 §5: movember, powerup, studentbeans, unidays and
 * others, with country variants uk, us and au): the list the checkout's rules know, stored as coupons.
 */
export const seedCoupons = (now: number): DemoCoupon[] =>
  promoCodeList().map(({ code, name, percentOff }) => ({ code, name, percentOff, createdAt: now }));
