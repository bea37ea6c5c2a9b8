import { PaymentMethodsReply, toPaymentMethods } from "@lectern/core/billing/api/paymentMethodsReply";
import { type PaymentMethod, cardLabel, defaultFirst, expiryLabel } from "@lectern/core/billing/domain/paymentMethod";
import * as Schema from "effect/Schema";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { aPaymentMethodResource } from "./portalDocuments";

const aMethod = fc.record<PaymentMethod>({
  id: fc.string({ minLength: 1 }),
  brand: fc.constantFrom("Visa", "Mastercard", "American Express", "Card", ""),
  lastFour: fc.stringMatching(/^\d{4}$/),
  expMonth: fc.integer({ min: 1, max: 12 }),
  expYear: fc.integer({ min: 2000, max: 2099 }),
  postalCode: fc.option(fc.string(), { nil: null }),
  isDefault: fc.boolean(),
});

describe("payment method labels (spec 3 §3 'Payment method')", () => {
  it("names a card by its brand and last four", () => {
    const method = toPaymentMethods(
      Schema.decodeUnknownSync(PaymentMethodsReply)({ data: [aPaymentMethodResource()] }),
    )[0]!;
    expect(cardLabel(method)).toBe("Visa ending in 4242");
    expect(expiryLabel(method)).toBe("12/30");
    expect(method.postalCode).toBe("SW1A 1AA");
    expect(method.isDefault).toBe(true);
  });

  it("always prints the expiry as MM/YY and the label ends with the last four", () => {
    fc.assert(
      fc.property(aMethod, (method) => {
        expect(expiryLabel(method)).toMatch(/^(0[1-9]|1[0-2])\/\d{2}$/);
        expect(expiryLabel(method).slice(3)).toBe(String(method.expYear % 100).padStart(2, "0"));
        expect(cardLabel(method).endsWith(` ending in ${method.lastFour}`)).toBe(true);
        expect(cardLabel(method).startsWith(" ")).toBe(false);
      }),
    );
  });

  it("puts the default card first and keeps every card once, in order otherwise", () => {
    fc.assert(
      // Cards have ids of their own (the provider's): two with one id would make the order by id ambiguous.
      fc.property(fc.uniqueArray(aMethod, { selector: (method) => method.id }), (methods) => {
        const sorted = defaultFirst(methods);
        expect([...sorted].sort((a, b) => a.id.localeCompare(b.id))).toEqual(
          [...methods].sort((a, b) => a.id.localeCompare(b.id)),
        );
        const firstOther = sorted.findIndex((method) => !method.isDefault);
        if (firstOther >= 0) expect(sorted.slice(firstOther).every((method) => !method.isDefault)).toBe(true);
        expect(sorted.filter((method) => !method.isDefault)).toEqual(methods.filter((method) => !method.isDefault));
      }),
    );
  });

  it("refuses a reply without the card's last four", () => {
    const broken = aPaymentMethodResource();
    const { last_four: _, ...card } = broken.attributes.card;
    expect(() =>
      Schema.decodeUnknownSync(PaymentMethodsReply)({
        data: [{ ...broken, attributes: { ...broken.attributes, card } }],
      }),
    ).toThrow();
  });
});
