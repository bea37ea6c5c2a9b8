/** Wire documents of the subscription portal's calls (contract 14), as object mothers. */

export const aPaymentMethodResource = (
  overrides: {
    id?: string;
    brand?: string;
    lastFour?: string;
    isDefault?: boolean;
    expMonth?: number;
    expYear?: number;
  } = {},
) => ({
  id: overrides.id ?? "pm_1",
  type: "customers_payment_methods",
  attributes: {
    external_id: overrides.id ?? "pm_1",
    card: {
      brand: overrides.brand ?? "Visa",
      last_four: overrides.lastFour ?? "4242",
      exp_month: overrides.expMonth ?? 12,
      exp_year: overrides.expYear ?? 2030,
    },
    billing_details: { address: { postal_code: "SW1A 1AA" } },
    metadata: {},
    is_default: overrides.isDefault ?? true,
    created_at: "2026-01-05T10:00:00.000Z",
  },
});

export interface SubscriptionFields {
  readonly id?: string;
  readonly state?: string;
  readonly cancelAtPeriodEnd?: boolean;
  readonly upgradeAllowed?: boolean;
  readonly unitAmount?: number;
  readonly amount?: number;
  readonly createdAt?: string;
  readonly priceId?: string;
  readonly trialEnd?: string | null;
}

export const aSubscriptionAttributes = (fields: SubscriptionFields = {}) => ({
  state: fields.state ?? "active",
  cancel_at_period_end: fields.cancelAtPeriodEnd ?? false,
  current_period_start: "2026-03-01T12:00:00.000Z",
  current_period_end: "2026-04-01T12:00:00.000Z",
  trial_start: null,
  trial_end: fields.trialEnd ?? null,
  created_at: fields.createdAt ?? "2026-03-01T12:00:00.000Z",
  coupon: null,
  item: {
    quantity: 1,
    capacity: 40,
    used: 3.5,
    amount: fields.amount ?? fields.unitAmount ?? 799,
    price: {
      id: fields.priceId ?? "price_notes_monthly",
      unit_amount: fields.unitAmount ?? 799,
      currency: "GBP",
      nickname: "base",
      recurring: { interval: "month", interval_count: 1 },
    },
    product: {
      id: "prod_lectern_notes",
      name: "Lectern Notes",
      color: "#3ACE8B",
      color_lighter: "#ECFFF0",
      upgrade_allowed: fields.upgradeAllowed ?? true,
    },
  },
});

export const aSubscriptionResource = (fields: SubscriptionFields = {}) => ({
  id: fields.id ?? "sub_1",
  type: "customers_subscriptions",
  attributes: aSubscriptionAttributes(fields),
});

export const anInvoiceResource = (index: number, state = "paid") => {
  const number = `LECT-${String(index).padStart(4, "0")}`;
  return {
    id: `in_${index}`,
    type: "customers_invoices",
    attributes: {
      number,
      state,
      period_start: "2026-03-01T12:00:00.000Z",
      period_end: "2026-04-01T12:00:00.000Z",
      subtotal: 799,
      discount: 0,
      total: 799,
      currency: "GBP",
      download_link: `demo/invoices/in_${index}/document`,
      created_at: "2026-03-01T12:00:00.000Z",
      paid_at: state === "paid" ? "2026-03-01T12:00:05.000Z" : null,
      items: [{ description: "Lectern Notes (monthly)", quantity: 1, amount: 799, price_id: "price_notes_monthly" }],
    },
  };
};

export const anInvoicePage = (page: number, size: number, total: number) => {
  const first = (page - 1) * size + 1;
  const count = Math.max(0, Math.min(size, total - first + 1));
  return {
    data: Array.from({ length: count }, (_, offset) => anInvoiceResource(first + offset)),
    meta: { pagination: { page, limit: size, total_records: total, total_pages: Math.ceil(total / size) } },
  };
};

export const aProduct = (
  id: string,
  name: string,
  prices: { id: string; nickname: string | null; amount: number }[],
) => ({
  id,
  type: "billing_products",
  attributes: {
    name,
    description: `${name} plan`,
    product_trial_days: 0,
    features: [],
    color: "#3ACE8B",
    color_lighter: "#ECFFF0",
    images: [],
    upgrade_allowed: true,
    prices: prices.map((price) => ({
      id: price.id,
      unit_amount: price.amount,
      currency: "GBP",
      nickname: price.nickname,
      recurring: { interval: "month", interval_count: 1 },
    })),
  },
});
