import type { SubscriptionPlan } from "@lectern/core/billing/domain/subscriptionLifecycle";
import type { DemoPrice, DemoProduct, DemoSnapshot, DemoSubscription } from "../../db/DemoSnapshot";
import { CATALOGUE_CREATED_AT, PRICE_DETAILS, PRODUCT_DETAILS, type DemoProductDetails } from "./productDetails";
import { iso } from "../../routing/replies";

/** A price with the product it belongs to. */
export interface CataloguePrice {
  readonly product: DemoProduct;
  readonly price: DemoPrice;
}

/** Details of a product the catalogue does not know (one added by a test): plain, unlimited. */
const FALLBACK_DETAILS: DemoProductDetails = {
  capacityHours: "0",
  images: [],
  unitLabel: null,
  group: "",
  support: "",
};

export const productDetailsOf = (product: DemoProduct): DemoProductDetails =>
  PRODUCT_DETAILS[product.id] ?? FALLBACK_DETAILS;

/** Recording hours the product allows; 0 = unlimited (contract 14 metadata.capacity_hours). */
export const capacityHoursOf = (product: DemoProduct): number => {
  const hours = Number(productDetailsOf(product).capacityHours);
  return Number.isFinite(hours) && hours > 0 ? hours : 0;
};

export const findProduct = (data: Readonly<DemoSnapshot>, productId: string): DemoProduct | null =>
  data.products.find((product) => product.id === productId) ?? null;

/** Any price by id (archived ones too: an old subscription still names its price). */
export const findPrice = (data: Readonly<DemoSnapshot>, priceId: string): CataloguePrice | null => {
  for (const product of data.products) {
    const price = product.prices.find((candidate) => candidate.id === priceId);
    if (price) return { product, price };
  }
  return null;
};

/** A price that can be bought now: active, on an active product, recurring. */
export const findSellablePrice = (data: Readonly<DemoSnapshot>, priceId: string): CataloguePrice | null => {
  const found = findPrice(data, priceId);
  return found && found.product.state === "active" && found.price.state === "active" && found.price.recurring
    ? found
    : null;
};

/** A licence key's subscription: the product's first price, free, for a year at a time. */
export const LICENCE_INTERVAL = { interval: "year", intervalCount: 1 } as const;

/** The plan a subscription runs on, as the pure life cycle reads it. */
export const planOf = (data: Readonly<DemoSnapshot>, subscription: DemoSubscription): SubscriptionPlan => {
  const found = findPrice(data, subscription.priceId);
  const productName = found?.product.name ?? findProduct(data, subscription.productId)?.name ?? "Lectern";
  const recurring = found?.price.recurring ?? { interval: "month", interval_count: 1 };
  const licensed = subscription.licenceKey !== null;
  return {
    productId: subscription.productId,
    priceId: subscription.priceId,
    productName,
    unitAmount: licensed ? 0 : (found?.price.unit_amount ?? 0),
    currency: found?.price.currency ?? "GBP",
    every: licensed ? LICENCE_INTERVAL : { interval: recurring.interval, intervalCount: recurring.interval_count },
  };
};

/** A price as the app plans a purchase of it. */
export const planOfPrice = ({ product, price }: CataloguePrice): SubscriptionPlan => ({
  productId: product.id,
  priceId: price.id,
  productName: product.name,
  unitAmount: price.unit_amount,
  currency: price.currency,
  every: price.recurring
    ? { interval: price.recurring.interval, intervalCount: price.recurring.interval_count }
    : { interval: "month", intervalCount: 1 },
});

/** The price as every billing resource shows it (products' prices[], the subscription item's price). */
export const priceAttributes = (product: DemoProduct, price: DemoPrice) => ({
  id: price.id,
  state: price.state,
  unit_amount: price.unit_amount,
  currency: price.currency,
  nickname: price.nickname,
  type: price.recurring ? "recurring" : "one_time",
  recurring: price.recurring ? { ...price.recurring } : null,
  metadata: { ...PRICE_DETAILS[price.id] },
  created_at: iso(CATALOGUE_CREATED_AT),
  updated_at: iso(CATALOGUE_CREATED_AT),
  product_id: product.id,
});

/** A `billing_products` resource (contract 14 "Products"). */
export const productResource = (product: DemoProduct, withPrices: boolean) => {
  const details = productDetailsOf(product);
  return {
    id: product.id,
    type: "billing_products",
    attributes: {
      external_id: product.id,
      state: product.state,
      hidden: product.hidden,
      name: product.name,
      description: product.description,
      images: [...details.images],
      unit_label: details.unitLabel,
      group: details.group || null,
      metadata: { capacity_hours: details.capacityHours },
      color: product.color,
      color_lighter: product.color_lighter,
      features: [...product.features],
      support: details.support || null,
      product_trial_days: product.product_trial_days,
      upgrade_allowed: product.upgrade_allowed,
      prices: withPrices
        ? product.prices.filter((price) => price.state === "active").map((price) => priceAttributes(product, price))
        : [],
    },
  };
};
