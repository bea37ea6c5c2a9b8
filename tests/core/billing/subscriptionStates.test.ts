import {
  INVOICE_STATES,
  SUBSCRIPTION_STATES,
  isFreePrice,
  isInvoicePaid,
  isInvoiceState,
  isLiveSubscription,
  isPaymentIssue,
  isSubscriptionState,
} from "@lectern/core/billing/domain/subscriptionStates";
import fc from "fast-check";
import { describe, expect, it } from "vitest";

describe("subscription states (spec 3 §4)", () => {
  it("lists the spec's seven states", () => {
    expect(SUBSCRIPTION_STATES).toEqual([
      "incomplete",
      "incomplete_expired",
      "trialing",
      "active",
      "past_due",
      "canceled",
      "unpaid",
    ]);
  });

  it("counts incomplete, incomplete_expired, unpaid and past_due as payment issues, and only those", () => {
    expect(SUBSCRIPTION_STATES.filter(isPaymentIssue)).toEqual([
      "incomplete",
      "incomplete_expired",
      "past_due",
      "unpaid",
    ]);
  });

  it("is live in every state but the two final ones", () => {
    expect(SUBSCRIPTION_STATES.filter((state) => !isLiveSubscription(state))).toEqual([
      "incomplete_expired",
      "canceled",
    ]);
  });

  it("recognises its states and nothing else", () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.constantFrom(...SUBSCRIPTION_STATES, ...INVOICE_STATES)), (value) => {
        expect(isSubscriptionState(value)).toBe((SUBSCRIPTION_STATES as readonly string[]).includes(value));
        expect(isInvoiceState(value)).toBe((INVOICE_STATES as readonly string[]).includes(value));
      }),
    );
    expect(isSubscriptionState(undefined)).toBe(false);
    expect(isInvoiceState(3)).toBe(false);
  });
});

describe("invoice states and free prices (spec 3 §4)", () => {
  it("counts an invoice as paid only in state paid", () => {
    expect(INVOICE_STATES.filter(isInvoicePaid)).toEqual(["paid"]);
  });

  it("calls a price free exactly when its unit amount is 0", () => {
    fc.assert(
      fc.property(fc.integer({ min: -1_000_000, max: 1_000_000 }), (amount) => {
        expect(isFreePrice(amount)).toBe(amount === 0);
      }),
    );
  });
});
