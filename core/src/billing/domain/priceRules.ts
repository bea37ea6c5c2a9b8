import type { Price, Product } from "../../api/resources/productsReply";
import { type PriceInterval, priceInterval } from "./priceFormat";

// The interval and money rules the sign-up's first load needs too live in priceFormat, so that load
// does not carry the price list's rules; they are part of these rules all the same.
export { type PriceInterval, formatMoney, formatPrice, intervalSuffix, priceInterval, trialLabel } from "./priceFormat";

/** The order the price list offers intervals in. */
export const PRICE_INTERVALS: readonly PriceInterval[] = ["month", "quarter", "year", "other"];

/** The interval switch's words. */
export const INTERVAL_LABELS: Readonly<Record<PriceInterval, string>> = {
  month: "Monthly",
  quarter: "Quarterly",
  year: "Yearly",
  other: "Other",
};

/** How often a price is charged, in running text ("billed monthly"). */
export const INTERVAL_ADVERBS: Readonly<Record<PriceInterval, string>> = {
  month: "monthly",
  quarter: "quarterly",
  year: "yearly",
  other: "once",
};

/** Spec 3 §3 default colours of a product. */
export const DEFAULT_COLOR = "#3ACE8B";
export const DEFAULT_COLOR_LIGHTER = "#ECFFF0";

const HEX_COLOUR = /^#(?:[0-9a-f]{3}|[0-9a-f]{4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;

/** A colour the page may put in a style: only #rgb(a) / #rrggbb(aa); anything else is not one. */
export const isHexColour = (value: string | null | undefined): value is string =>
  typeof value === "string" && HEX_COLOUR.test(value.trim());

/** The product's colour and its lighter tint, each falling back to the spec's default. */
export const productColours = (
  product: Pick<Product["attributes"], "color" | "color_lighter">,
): { readonly color: string; readonly lighter: string } => ({
  color: isHexColour(product.color) ? product.color.trim() : DEFAULT_COLOR,
  lighter: isHexColour(product.color_lighter) ? product.color_lighter.trim() : DEFAULT_COLOR_LIGHTER,
});

/** Spec 3 §4: a price is 'base' if its nickname equals base. */
export const isBasePrice = (price: Pick<Price, "nickname">): boolean => price.nickname === "base";

/**
 * Spec 3 §4: a DSA price has a nickname containing DSA. Upper case as the spec writes it: a referral
 * partner whose name merely contains the letters (say "kidsacademy") is not a DSA price.
 */
export const isDsaPrice = (price: Pick<Price, "nickname">): boolean => (price.nickname ?? "").includes("DSA");

/** Spec 3 §4: any price that is not base is a referral price (DSA prices are the ones marked apart). */
export const isReferralPrice = (price: Pick<Price, "nickname">): boolean => !isBasePrice(price);

export type PriceKind = "base" | "dsa" | "referral";

/** Which of the three a price is: DSA first (it is marked as such), then base, else referral. */
export const priceKind = (price: Pick<Price, "nickname">): PriceKind => {
  if (isDsaPrice(price)) return "dsa";
  if (isBasePrice(price)) return "base";
  return "referral";
};

/** Whether a referral price is the one for this person's referral code (names compared ignoring case). */
export const isReferralPriceFor = (price: Pick<Price, "nickname">, referral: string | null | undefined): boolean => {
  const code = (referral ?? "").trim().toLowerCase();
  return code !== "" && priceKind(price) === "referral" && (price.nickname ?? "").trim().toLowerCase() === code;
};

/** A price that can be bought now: active (or stated by nobody). */
export const isPriceOnSale = (price: Pick<Price, "state">): boolean => price.state == null || price.state === "active";

/**
 * The prices a person is offered, one per interval: the referral price named after their referral
 * code where there is one, else the base price. DSA prices and other people's referral prices are
 * not among them. Order: the product's own.
 */
export const offeredPrices = (prices: readonly Price[], referral: string | null | undefined): readonly Price[] => {
  const onSale = prices.filter(isPriceOnSale);
  const byInterval = new Map<PriceInterval, Price>();
  for (const price of onSale) {
    const interval = priceInterval(price);
    const current = byInterval.get(interval);
    if (isReferralPriceFor(price, referral) && (!current || !isReferralPriceFor(current, referral))) {
      byInterval.set(interval, price);
    } else if (!current && isBasePrice(price)) {
      byInterval.set(interval, price);
    }
  }
  return onSale.filter((price) => byInterval.get(priceInterval(price)) === price);
};

/** The DSA prices of a product, on sale. */
export const dsaPrices = (prices: readonly Price[]): readonly Price[] =>
  prices.filter((price) => isPriceOnSale(price) && isDsaPrice(price));

/** What a price costs a month, in minor units (rounded half up): a quarter's or a year's share. */
export const monthlyEquivalent = (price: Pick<Price, "unit_amount" | "recurring">): number | null => {
  const recurring = price.recurring;
  if (!recurring) return null;
  const count = Math.max(1, recurring.interval_count ?? 1);
  const months = recurring.interval === "year" ? 12 * count : recurring.interval === "month" ? count : null;
  return months === null ? null : Math.round(price.unit_amount / months);
};

/** Recording hours a period, from metadata.capacity_hours; 0 is unlimited; null when not stated. */
export const capacityHours = (product: Pick<Product["attributes"], "metadata">): number | null => {
  const raw = product.metadata?.capacity_hours;
  if (raw === null || raw === undefined || String(raw).trim() === "") return null;
  const hours = Number(raw);
  return Number.isFinite(hours) && hours >= 0 ? hours : null;
};

const PRO_NAME = /\bPro\b/;

/** Spec 3 §4: a product named with Pro is unlimited; so is one whose capacity is 0 (contract 14). */
export const isUnlimitedProduct = (product: Pick<Product["attributes"], "name" | "metadata">): boolean =>
  PRO_NAME.test(product.name) || capacityHours(product) === 0;

export type Capacity = { readonly kind: "unlimited" } | { readonly kind: "hours"; readonly hours: number };

/** A product's recording capacity as the price list shows it, or null when the product says nothing. */
export const productCapacity = (product: Pick<Product["attributes"], "name" | "metadata">): Capacity | null => {
  if (isUnlimitedProduct(product)) return { kind: "unlimited" };
  const hours = capacityHours(product);
  return hours === null ? null : { kind: "hours", hours };
};

/** "Unlimited recording hours" / "40 recording hours" / "1 recording hour". */
export const capacityLabel = (capacity: Capacity): string =>
  capacity.kind === "unlimited"
    ? "Unlimited recording hours"
    : `${capacity.hours} recording ${capacity.hours === 1 ? "hour" : "hours"}`;
