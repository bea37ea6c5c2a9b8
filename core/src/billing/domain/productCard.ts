import type { Price, Product } from "../../api/resources/productsReply";
import {
  type Capacity,
  PRICE_INTERVALS,
  type PriceInterval,
  type PriceKind,
  capacityLabel,
  dsaPrices,
  formatMoney,
  formatPrice,
  isReferralPriceFor,
  monthlyEquivalent,
  offeredPrices,
  priceInterval,
  priceKind,
  productCapacity,
  productColours,
  trialLabel,
} from "./priceRules";

/** /billing/buying/{productId}/{priceId}, with trial=true for a trial (spec 1 §2). */
export const checkoutPath = (productId: string, priceId: string, trial: boolean): string =>
  `/billing/buying/${encodeURIComponent(productId)}/${encodeURIComponent(priceId)}${trial ? "?trial=true" : ""}`;

/** One price as a card shows it. */
export interface PriceOption {
  readonly id: string;
  readonly interval: PriceInterval;
  readonly kind: PriceKind;
  /** "£7.99" */
  readonly amountText: string;
  /** "£7.99 / month" */
  readonly text: string;
  /** "£6.67 a month" for quarterly and yearly prices; null otherwise. */
  readonly perMonthText: string | null;
  /** The price's offer (metadata.offerTitle), and the price it replaces when given. */
  readonly offerTitle: string | null;
  /** How long the offer lasts, as metadata.offerDuration says it ("the first year"). */
  readonly offerDuration: string | null;
  readonly originalText: string | null;
}

export interface CardAction {
  readonly label: string;
  readonly path: string;
}

/** A purchasable plan on the price list. */
export interface ProductCard {
  readonly id: string;
  readonly name: string;
  readonly description: string | null;
  readonly color: string;
  readonly colorLighter: string;
  /** The product's first image, or null: the page then shows its default plan image. */
  readonly imageUrl: string | null;
  readonly features: readonly string[];
  readonly trialDays: number;
  /** '14 days FREE'; null without a trial. */
  readonly trialLabel: string | null;
  readonly capacity: Capacity | null;
  readonly capacityText: string | null;
  /** The price for the chosen interval, or the plan's first price when it has none for it. */
  readonly price: PriceOption;
  /** True when `price` is not for the chosen interval (the plan is not sold that way). */
  readonly priceIsFallback: boolean;
  /** True when the price is this person's referral price. */
  readonly referralPrice: boolean;
  /** The plan's DSA prices, marked as such, each with its own checkout. */
  readonly dsaPrices: readonly (PriceOption & { readonly path: string })[];
  /** 'Start my free N-day trial' where there is a trial, else 'Choose {plan}'. */
  readonly primary: CardAction;
  /** 'Purchase right away' beside a trial; null otherwise. */
  readonly secondary: CardAction | null;
}

/** A hidden plan that comes with a licence key (the DSA plan): described, not sold on the list. */
export interface LicencePlan {
  readonly id: string;
  readonly name: string;
  readonly description: string | null;
  readonly features: readonly string[];
  readonly capacityText: string | null;
}

export interface PriceListModel {
  /** The intervals some plan is sold by, in the order month, quarter, year, other. */
  readonly intervals: readonly PriceInterval[];
  /** The interval shown first: monthly when there is one. */
  readonly defaultInterval: PriceInterval;
  /** The plans to buy, in the server's order. */
  readonly products: readonly Product[];
  /** Hidden plans that come with a licence key. */
  readonly licencePlans: readonly LicencePlan[];
}

const SAFE_IMAGE = /^(?:https?:\/\/|\/(?!\/)|data:image\/(?:png|jpeg|webp|gif|svg\+xml)[;,])/i;

/** The first image that is an http(s) address, an app path or an image data URL; null otherwise. */
export const productImage = (images: readonly string[] | undefined): string | null =>
  (images ?? []).map((image) => image.trim()).find((image) => SAFE_IMAGE.test(image)) ?? null;

const isOnSale = (product: Product): boolean =>
  product.attributes.state == null || product.attributes.state === "active";

/**
 * Which plans the price list offers (decided for issue 14; `filter[with_hidden]=true` lists hidden
 * products too): a visible plan with a price for this person is a card; a hidden plan is a card only
 * when it carries this person's referral price (a partner's private plan); a hidden plan with a DSA
 * price comes with a licence key, so it is described beside the licence-key card, not sold.
 */
export const priceList = (products: readonly Product[], referral: string | null | undefined): PriceListModel => {
  const sold = products.filter((product) => {
    if (!isOnSale(product)) return false;
    const offered = offeredPrices(product.attributes.prices, referral);
    if (offered.length === 0) return false;
    return !product.attributes.hidden || offered.some((price) => isReferralPriceFor(price, referral));
  });
  const licencePlans = products
    .filter(
      (product) =>
        isOnSale(product) &&
        product.attributes.hidden === true &&
        !sold.includes(product) &&
        dsaPrices(product.attributes.prices).length > 0,
    )
    .map((product) => {
      const capacity = productCapacity(product.attributes);
      return {
        id: product.id,
        name: product.attributes.name,
        description: product.attributes.description?.trim() || null,
        features: product.attributes.features ?? [],
        capacityText: capacity ? capacityLabel(capacity) : null,
      };
    });
  const present = new Set(
    sold.flatMap((product) => offeredPrices(product.attributes.prices, referral).map(priceInterval)),
  );
  const intervals = PRICE_INTERVALS.filter((interval) => present.has(interval));
  return {
    intervals,
    defaultInterval: intervals.includes("month") ? "month" : (intervals[0] ?? "month"),
    products: sold,
    licencePlans,
  };
};

/**
 * An offer's original price in minor units: metadata writes it in major units of the price's
 * currency ("7.99"), as a price tag would.
 */
export const originalPriceMinor = (value: string | number | null | undefined): number | null => {
  if (value === null || value === undefined || String(value).trim() === "") return null;
  const major = Number(String(value).trim());
  return Number.isFinite(major) && major >= 0 ? Math.round(major * 100) : null;
};

/** A price as a card line. */
export const priceOption = (price: Price): PriceOption => {
  const interval = priceInterval(price);
  const perMonth = interval === "quarter" || interval === "year" ? monthlyEquivalent(price) : null;
  const original = originalPriceMinor(price.metadata?.originalPrice);
  const offerTitle = price.metadata?.offerTitle;
  const offerDuration = price.metadata?.offerDuration;
  return {
    id: price.id,
    interval,
    kind: priceKind(price),
    amountText: formatMoney(price.unit_amount, price.currency),
    text: formatPrice(price),
    perMonthText: perMonth === null ? null : `${formatMoney(perMonth, price.currency)} a month`,
    offerTitle: typeof offerTitle === "string" && offerTitle.trim() ? offerTitle.trim() : null,
    offerDuration: typeof offerDuration === "string" && offerDuration.trim() ? offerDuration.trim() : null,
    originalText: original !== null && original > price.unit_amount ? formatMoney(original, price.currency) : null,
  };
};

/** The trial's button (spec 1 §4 wording). */
export const startTrialLabel = (days: number): string => `Start my free ${days}-day trial`;

/** One plan's card for the chosen interval. */
export const productCard = (
  product: Product,
  interval: PriceInterval,
  referral: string | null | undefined,
): ProductCard => {
  const attributes = product.attributes;
  const offered = offeredPrices(attributes.prices, referral);
  const exact = offered.find((price) => priceInterval(price) === interval);
  // priceList only keeps products with an offered price; the first price is the last resort.
  const price = exact ?? offered[0] ?? attributes.prices[0];
  if (!price) throw new Error(`The plan ${product.id} has no price`);
  const { color, lighter } = productColours(attributes);
  const capacity = productCapacity(attributes);
  const trialDays = Math.max(0, attributes.product_trial_days ?? 0);
  const buy: CardAction = { label: `Choose ${attributes.name}`, path: checkoutPath(product.id, price.id, false) };
  return {
    id: product.id,
    name: attributes.name,
    description: attributes.description?.trim() || null,
    color,
    colorLighter: lighter,
    imageUrl: productImage(attributes.images),
    features: attributes.features ?? [],
    trialDays,
    trialLabel: trialDays > 0 ? trialLabel(trialDays) : null,
    capacity,
    capacityText: capacity ? capacityLabel(capacity) : null,
    price: priceOption(price),
    priceIsFallback: exact === undefined,
    referralPrice: isReferralPriceFor(price, referral),
    dsaPrices: dsaPrices(attributes.prices).map((dsa) => ({
      ...priceOption(dsa),
      path: checkoutPath(product.id, dsa.id, false),
    })),
    primary:
      trialDays > 0 ? { label: startTrialLabel(trialDays), path: checkoutPath(product.id, price.id, true) } : buy,
    secondary: trialDays > 0 ? { ...buy, label: "Purchase right away" } : null,
  };
};
