import type { Price, Product } from "../../api/resources/productsReply";
import { INTERVAL_LABELS, type PriceInterval, formatMoney, intervalSuffix, priceInterval } from "./priceRules";

/** A coupon the server accepted (GET billing/coupons/{code}). */
export interface Coupon {
  /** As the server stores it (lower case). */
  readonly code: string;
  readonly name: string;
  readonly percentOff: number;
}

/** A percent off, kept between 0 and 100 (a bad server value never makes a negative or a bonus). */
export const clampPercent = (percentOff: number): number =>
  Number.isFinite(percentOff) ? Math.min(100, Math.max(0, percentOff)) : 0;

/**
 * The discount of `percentOff` on an amount in minor units, rounded half up to a whole minor unit
 * (799 at 20 % → 160), so the total the page shows is the one charged.
 */
export const discountOf = (amount: number, percentOff: number): number => {
  const whole = Math.max(0, Math.round(amount));
  return Math.min(whole, Math.round((whole * clampPercent(percentOff)) / 100));
};

/** The amount after the discount, in minor units, never below 0. */
export const discountedTotal = (amount: number, percentOff: number): number =>
  Math.max(0, Math.round(amount)) - discountOf(amount, percentOff);

/** The checkout's texts that depend on the order (spec-given wording where the issue gives it). */
export const ORDER_TEXTS = {
  dueToday: "Due today",
  startTrial: "Start free trial",
  pay: (amount: string) => `Pay ${amount}`,
  subscribeFree: "Subscribe",
  trialThen: (days: number, then: string) => `Free for ${days} ${days === 1 ? "day" : "days"}, then ${then}`,
  percentOff: (percent: number) => `${percent}% off`,
  noTrial: "Your plan has no free trial.",
} as const;

export interface OrderSummary {
  readonly productId: string;
  readonly priceId: string;
  readonly planName: string;
  readonly interval: PriceInterval;
  /** "Monthly", "Quarterly", "Yearly", "Other". */
  readonly intervalLabel: string;
  readonly currency: string;
  /** The price before a discount, per period: "£7.99 / month". */
  readonly priceText: string;
  /** Minor units, per period. */
  readonly subtotal: number;
  readonly discount: number;
  readonly total: number;
  readonly coupon: Coupon | null;
  /** "−£1.60"; null without a coupon. */
  readonly discountText: string | null;
  /** The price after the discount, per period: "£6.39 / month". */
  readonly totalText: string;
  /** The trial's length when this order starts one; null for a purchase. */
  readonly trialDays: number | null;
  /** "Free for 14 days, then £7.99 / month"; null for a purchase. */
  readonly trialText: string | null;
  /** True when a trial was asked for but the plan has none (the order is then a purchase). */
  readonly trialUnavailable: boolean;
  /** What is charged today, in minor units: 0 during a trial. */
  readonly dueToday: number;
  readonly dueTodayText: string;
  /** The final button: 'Start free trial' or 'Pay £x.xx'. */
  readonly submitLabel: string;
}

export interface OrderInput {
  readonly product: Product;
  readonly price: Price;
  /** `trial=true` in the address. */
  readonly trial: boolean;
  readonly coupon: Coupon | null;
}

/**
 * The order summary of /billing/buying/{productId}/{priceId}: plan, interval, price, the discount of
 * an applied promo code, and what is due today — nothing during a trial, the discounted total for a
 * purchase.
 */
export const orderSummary = ({ product, price, trial, coupon }: OrderInput): OrderSummary => {
  const days = product.attributes.product_trial_days ?? 0;
  const trialDays = trial && days > 0 ? days : null;
  const subtotal = Math.max(0, Math.round(price.unit_amount));
  const discount = coupon ? discountOf(subtotal, coupon.percentOff) : 0;
  const total = subtotal - discount;
  const interval = priceInterval(price);
  const money = (amount: number) => formatMoney(amount, price.currency);
  const totalText = `${money(total)}${intervalSuffix(price)}`;
  const dueToday = trialDays === null ? total : 0;
  return {
    productId: product.id,
    priceId: price.id,
    planName: product.attributes.name,
    interval,
    intervalLabel: INTERVAL_LABELS[interval],
    currency: price.currency.toUpperCase(),
    priceText: `${money(subtotal)}${intervalSuffix(price)}`,
    subtotal,
    discount,
    total,
    coupon,
    discountText: coupon ? `−${money(discount)}` : null,
    totalText,
    trialDays,
    trialText: trialDays === null ? null : ORDER_TEXTS.trialThen(trialDays, totalText),
    trialUnavailable: trial && trialDays === null,
    dueToday,
    dueTodayText: money(dueToday),
    submitLabel:
      trialDays !== null
        ? ORDER_TEXTS.startTrial
        : total === 0
          ? ORDER_TEXTS.subscribeFree
          : ORDER_TEXTS.pay(money(total)),
  };
};
