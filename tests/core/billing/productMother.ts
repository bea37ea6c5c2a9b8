import type { Price, Product } from "@lectern/core/api/resources/productsReply";

/** A price as the server sends it (GBP, monthly, base) with any field changed. */
export const aPrice = (overrides: Partial<Price> = {}): Price => ({
  id: "price_monthly",
  unit_amount: 799,
  currency: "GBP",
  nickname: "base",
  recurring: { interval: "month", interval_count: 1 },
  state: "active",
  ...overrides,
});

/** A product with one monthly base price unless told otherwise. */
export const aProduct = (
  overrides: Partial<Omit<Product, "attributes">> & { attributes?: Partial<Product["attributes"]> } = {},
): Product => ({
  id: overrides.id ?? "prod_notes",
  attributes: {
    name: "Lectern Notes",
    description: "Record lectures and turn them into notes.",
    product_trial_days: 0,
    features: ["AI flashcard quizzes"],
    color: "#3ACE8B",
    color_lighter: "#ECFFF0",
    images: [],
    prices: [aPrice()],
    state: "active",
    hidden: false,
    metadata: { capacity_hours: "20" },
    ...overrides.attributes,
  },
});

/** The contract's seed, as far as the pages care. */
export const seedCatalogue = (): Product[] => [
  aProduct({
    id: "prod_lectern_notes",
    attributes: {
      name: "Lectern Notes",
      product_trial_days: 14,
      prices: [
        aPrice({ id: "price_notes_monthly", unit_amount: 799 }),
        aPrice({
          id: "price_notes_yearly",
          unit_amount: 7999,
          recurring: { interval: "year", interval_count: 1 },
          metadata: { offerTitle: "Two months free", originalPrice: "95.88", offerDuration: "the first year" },
        }),
        aPrice({ id: "price_notes_quarterly", unit_amount: 2199, recurring: { interval: "month", interval_count: 3 } }),
        aPrice({
          id: "price_notes_dsa_yearly",
          unit_amount: 9588,
          nickname: "DSA Notes",
          recurring: { interval: "year", interval_count: 1 },
        }),
        aPrice({ id: "price_notes_studentbeans", unit_amount: 599, nickname: "studentbeans" }),
      ],
    },
  }),
  aProduct({
    id: "prod_lectern_notes_40",
    attributes: {
      name: "Lectern Notes 40",
      metadata: { capacity_hours: "40" },
      prices: [
        aPrice({ id: "price_notes_40_monthly", unit_amount: 1199 }),
        aPrice({ id: "price_notes_40_yearly", unit_amount: 11999, recurring: { interval: "year", interval_count: 1 } }),
      ],
    },
  }),
  aProduct({
    id: "prod_lectern_pro",
    attributes: {
      name: "Lectern Pro",
      color: "#5546BC",
      color_lighter: "#F1F6FF",
      metadata: { capacity_hours: "0" },
      prices: [
        aPrice({ id: "price_pro_monthly", unit_amount: 1499 }),
        aPrice({ id: "price_pro_yearly", unit_amount: 14999, recurring: { interval: "year", interval_count: 1 } }),
      ],
    },
  }),
  aProduct({
    id: "prod_lectern_dsa",
    attributes: {
      name: "Lectern DSA",
      hidden: true,
      metadata: { capacity_hours: "0" },
      prices: [
        aPrice({
          id: "price_dsa_yearly",
          unit_amount: 0,
          nickname: "DSA",
          recurring: { interval: "year", interval_count: 1 },
        }),
      ],
    },
  }),
];

/** `{ data: products }` as GET billing/products answers. */
export const productsReply = (products: readonly Product[]) => ({
  data: products.map((product) => ({ ...product, type: "billing_products" })),
});
