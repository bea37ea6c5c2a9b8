import { ApiClient } from "@lectern/core/api/ApiClient";
import type { WireRequest, WireResponse } from "@lectern/core/api/wire";
import { LoadPaymentMethods } from "@lectern/core/billing/application/LoadPaymentMethods";
import { StartCardSetup } from "@lectern/core/billing/application/StartCardSetup";
import { NetworkMonitor } from "@lectern/core/network/application/NetworkMonitor";
import { InMemoryKeyValue } from "../../support/InMemoryKeyValue";
import { ManualProbe } from "../../support/ManualProbe";
import { ScriptedHttp } from "../../support/ScriptedHttp";
import { VirtualClock } from "../../support/VirtualClock";

/** An ApiClient over a scripted server, and the billing use cases the pages share. */
export const billingApi = () => {
  const http = new ScriptedHttp();
  const clock = new VirtualClock();
  const api = new ApiClient(http, new InMemoryKeyValue(), new NetworkMonitor(new ManualProbe(), clock));
  const calls = () =>
    http.sent.map((request) => `${request.headers["X-HTTP-METHOD-OVERRIDE"] ?? request.method} ${request.url}`);
  const navigated: string[] = [];
  const assigned: string[] = [];
  return {
    http,
    api,
    clock,
    calls,
    navigated,
    assigned,
    navigation: { go: (to: string) => void navigated.push(to) },
    platform: { assign: (url: string) => void assigned.push(url) },
    paymentMethods: new LoadPaymentMethods(api),
    cardSetup: new StartCardSetup(api),
  };
};

export const bodyOf = (request: WireRequest | undefined): unknown =>
  request?.body?.kind === "json" ? request.body.value : undefined;

export const failing = (status: number, errors: unknown[]): WireResponse => ({ status, headers: {}, body: { errors } });

/** A saved card as GET billing/payment-methods lists it. */
export const aCard = (id: string, lastFour: string, isDefault: boolean) => ({
  id,
  type: "customers_payment_methods",
  attributes: {
    external_id: `pm_${id}`,
    card: { brand: "Visa", last_four: lastFour, exp_month: 12, exp_year: 2030 },
    billing_details: { address: { postal_code: "SW1A 1AA" } },
    metadata: {},
    is_default: isDefault,
    created_at: "2026-05-01T10:00:00.000Z",
  },
});

/** A subscription_payment_results reply. */
export const paymentResult = (code: string, message: string, state = "trialing") => ({
  data: {
    id: "r1",
    type: "subscription_payment_results",
    attributes: {
      code,
      message,
      created_at: "2026-05-01T10:00:00.000Z",
      subscription: {
        id: "sub_1",
        state,
        trial_end: "2026-05-15T10:00:00.000Z",
        current_period_end: "2026-05-15T10:00:00.000Z",
        item: {
          amount: 799,
          product: { id: "prod_lectern_notes", name: "Lectern Notes" },
          price: { id: "p", currency: "GBP" },
        },
      },
      upcoming_invoice: { total: 799, currency: "GBP", period_start: null, period_end: null },
      payment_method: { id: "1", card: { brand: "Visa", last_four: "4242", exp_month: 12, exp_year: 2030 } },
    },
  },
});
