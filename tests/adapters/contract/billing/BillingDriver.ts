import { TOKEN_KEY } from "@lectern/core/api/ApiClient";
import type { ApiRequest } from "@lectern/core/api/requestConventions";
import type { WireResponse } from "@lectern/core/api/wire";
import type { BillingSubject } from "./BillingSubject";

type Attributes = Readonly<Record<string, unknown>>;
export interface Resource<A = Record<string, unknown>> {
  readonly id: string;
  readonly type: string;
  readonly attributes: A;
}

/** A good test card's entry on the provider's page. */
export const GOOD_CARD = {
  number: "4242 4242 4242 4242",
  exp_month: 12,
  exp_year: 2030,
  cvc: "123",
  postal_code: "CB2 1TN",
};
export const CARDS = {
  succeeds: "4242 4242 4242 4242",
  declined: "4000 0000 0000 0002",
  insufficientFunds: "4000 0000 0000 9995",
  declinesRenewal: "4000 0000 0000 0341",
  mastercard: "5555 5555 5555 4444",
} as const;

export const RETURN_URL = "/billing/buying/prod_lectern_notes/price_notes_monthly?trial=true";

/** The billing calls (contract 14) one request each, as a chosen caller (a token, or none). */
export class BillingDriver {
  constructor(private readonly subject: BillingSubject) {}

  /** Sends as `token` (null: signed out) and gives the answer; a refusal throws core's ApiError. */
  async as(token: string | null, request: ApiRequest): Promise<WireResponse> {
    const { keyValue, api } = this.subject;
    const mine = keyValue.get(TOKEN_KEY);
    if (token === null) keyValue.remove(TOKEN_KEY);
    else keyValue.set(TOKEN_KEY, token);
    try {
      return await api.send(request);
    } finally {
      if (mine === null) keyValue.remove(TOKEN_KEY);
      else keyValue.set(TOKEN_KEY, mine);
    }
  }

  /** `data` of the answer, typed as the caller expects it. */
  async data<T>(token: string | null, request: ApiRequest): Promise<T> {
    return ((await this.as(token, request)).body as { data: T }).data;
  }

  products = (token: string | null, withHidden = true) =>
    this.data<Resource<ProductAttributes>[]>(token, {
      method: "GET",
      path: "billing/products",
      query: withHidden ? { "filter[with_hidden]": true, include: "*" } : undefined,
    });

  coupon = (token: string, code: string) =>
    this.data<Resource>(token, { method: "GET", path: `billing/coupons/${encodeURIComponent(code)}` });

  startSetup = (token: string, returnUrl: unknown = RETURN_URL) =>
    this.data<Resource<{ url: string }>>(token, {
      method: "POST",
      path: "billing/payment-methods/setup",
      body: { data: { type: "customers_payment_methods_setup", attributes: { return_url: returnUrl } } },
    });

  providerSetup = (setupId: string, token: string | null = null) =>
    this.data<Resource<SetupAttributes>>(token, { method: "GET", path: `demo/card-provider/setups/${setupId}` });

  confirm = (setupId: string, entry: Attributes, token: string | null = null) =>
    this.data<Resource<SetupAttributes>>(token, {
      method: "POST",
      path: `demo/card-provider/setups/${setupId}/confirm`,
      body: { data: { type: "card_setups", attributes: entry } },
    });

  /** The whole card flow: a setup, then the provider's page with this number. Returns the saved card. */
  async addCard(token: string, number: string = CARDS.succeeds): Promise<Resource<CardAttributes>> {
    const setup = await this.startSetup(token);
    await this.confirm(setup.id, { ...GOOD_CARD, number });
    return (await this.cards(token)).at(-1)!;
  }

  cards = (token: string) =>
    this.data<Resource<CardAttributes>[]>(token, { method: "GET", path: "billing/payment-methods" });

  makeDefault = (token: string, id: string, isDefault: unknown = true) =>
    this.data<Resource<CardAttributes>>(token, {
      method: "PATCH",
      path: `billing/payment-methods/${id}`,
      body: { data: { type: "customers_payment_methods", id, attributes: { is_default: isDefault } } },
    });

  removeCard = (token: string, id: string) =>
    this.as(token, { method: "DELETE", path: `billing/payment-methods/${id}` });

  subscribe = (token: string, attributes: Attributes) =>
    this.data<Resource<PaymentResultAttributes>>(token, {
      method: "POST",
      path: "billing/subscriptions",
      body: { data: { type: "customers_subscriptions", attributes } },
    });

  subscriptions = (token: string) =>
    this.data<Resource<SubscriptionAttributes>[]>(token, {
      method: "GET",
      path: "billing/subscriptions",
      query: { include: "*" },
    });

  patchSubscription = <T = Resource<SubscriptionAttributes>>(token: string, id: string, attributes: Attributes) =>
    this.data<T>(token, {
      method: "PATCH",
      path: `billing/subscriptions/${id}`,
      body: { data: { type: "customers_subscriptions", id, attributes } },
    });

  async invoices(token: string, page = 1, size = 20) {
    const response = await this.as(token, {
      method: "GET",
      path: "invoices",
      query: { "page[number]": page, "page[size]": size },
    });
    return response.body as {
      data: Resource<InvoiceAttributes>[];
      meta: { pagination: { page: number; limit: number; total_records: number; total_pages: number } };
    };
  }

  document = (token: string, link: string) => this.as(token, { method: "GET", path: link });

  capacity = (token: string) =>
    this.data<Resource<CapacityAttributes>>(token, { method: "GET", path: "v2/subscription/capacity/verify" });

  redeem = (token: string, key: string) =>
    this.data<Resource<{ acknowledge: boolean }>>(token, {
      method: "POST",
      path: "billing/licenses/activate",
      body: { data: { type: "customers_licenses", attributes: { license_key: key } } },
    });
}

export interface ProductAttributes {
  readonly name: string;
  readonly hidden: boolean;
  readonly product_trial_days: number;
  readonly upgrade_allowed: boolean;
  readonly metadata: { readonly capacity_hours: string };
  readonly images: readonly string[];
  readonly prices: readonly {
    readonly id: string;
    readonly nickname: string | null;
    readonly unit_amount: number;
    readonly recurring: { readonly interval: string; readonly interval_count: number } | null;
    readonly metadata: Record<string, string>;
    readonly product_id: string;
  }[];
}

export interface SetupAttributes {
  readonly status: "open" | "succeeded";
  readonly return_url: string;
  readonly expires_at: string;
  readonly test_cards: readonly { readonly number: string; readonly outcome: string }[];
}

export interface CardAttributes {
  readonly external_id: string;
  readonly card: {
    readonly brand: string;
    readonly last_four: string;
    readonly exp_month: number;
    readonly exp_year: number;
  };
  readonly billing_details: { readonly address: { readonly postal_code: string } };
  readonly is_default: boolean;
  readonly created_at: string;
}

export interface SubscriptionAttributes {
  readonly state: string;
  readonly cancel_at_period_end: boolean;
  readonly current_period_start: string;
  readonly current_period_end: string;
  readonly trial_start: string | null;
  readonly trial_end: string | null;
  readonly created_at: string;
  readonly coupon: { readonly code: string; readonly percent_off: number } | null;
  readonly item: {
    readonly quantity: number;
    readonly capacity: number;
    readonly used: number;
    readonly amount: number;
    readonly price: { readonly id: string; readonly unit_amount: number; readonly currency: string };
    readonly product: { readonly id: string; readonly name: string; readonly upgrade_allowed: boolean };
  };
}

export interface PaymentResultAttributes {
  readonly code: string;
  readonly message: string;
  readonly created_at: string;
  readonly subscription: SubscriptionAttributes & { readonly id: string };
  readonly upcoming_invoice: {
    readonly total: number;
    readonly currency: string;
    readonly period_start: string;
    readonly period_end: string;
  } | null;
  readonly payment_method: { readonly id: string; readonly card: CardAttributes["card"] } | null;
}

export interface InvoiceAttributes {
  readonly number: string;
  readonly state: string;
  readonly period_start: string;
  readonly period_end: string;
  readonly subtotal: number;
  readonly discount: number;
  readonly total: number;
  readonly currency: string;
  readonly download_link: string;
  readonly created_at: string;
  readonly paid_at: string | null;
  readonly items: readonly {
    readonly description: string;
    readonly quantity: number;
    readonly amount: number;
    readonly price_id: string;
  }[];
}

export interface CapacityAttributes {
  readonly hours_used: number;
  readonly hours_limit: number;
  readonly plan_name: string;
  readonly recordings_used: number;
  readonly recordings_limit: number;
}
