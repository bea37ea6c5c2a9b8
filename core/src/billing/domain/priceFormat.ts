import type { Price } from "../../api/resources/productsReply";

/** Spec 3 §4 "Price interval". */
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

/**
 * An amount in minor units with its currency symbol and two decimals (spec 1 §9): 799 GBP → "£7.99".
 * The narrow symbol, so dollars read "$" rather than "US$".
 */
export const formatMoney = (minor: number, currency: string): string => {
  const code = currency.trim().toUpperCase();
  try {
    return new Intl.NumberFormat("en-GB", {
      style: "currency",
      currency: code,
      currencyDisplay: "narrowSymbol",
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    }).format(Math.round(minor) / 100);
  } catch {
    // An unknown code (RangeError): the amount with the code, rather than no price at all.
    return `${(Math.round(minor) / 100).toFixed(2)} ${code}`;
  }
};

/** The interval as the price line says it: "/ month", "/ quarter", "/ year"; nothing for 'other'. */
export const intervalSuffix = (price: Pick<Price, "recurring">): string => {
  const interval = priceInterval(price);
  return interval === "other" ? "" : ` / ${interval}`;
};

/** Price with its currency symbol and two decimals, per interval (spec 1 §9): "£7.99 / month". */
export const formatPrice = (price: Pick<Price, "unit_amount" | "currency" | "recurring">): string =>
  `${formatMoney(price.unit_amount, price.currency)}${intervalSuffix(price)}`;

/** Trial label of spec 3 §9: '{n} day(s) FREE'. */
export const trialLabel = (days: number): string => `${days} ${days === 1 ? "day" : "days"} FREE`;
