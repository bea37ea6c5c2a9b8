import { BILLING_TEXTS } from "@lectern/adapters/demo/model/billing/billingTexts";
import {
  TEST_CARDS,
  brandOf,
  cardNumberProblem,
  checkCardEntry,
  verdictOf,
} from "@lectern/adapters/demo/model/billing/cards";
import { passesLuhn } from "@lectern/core/billing/domain/cardRules";
import { returnAddress } from "@lectern/adapters/demo/handlers/cardProviderRoutes";
import { returnUrlProblem } from "@lectern/adapters/demo/handlers/paymentMethodRoutes";
import fc from "fast-check";
import { describe, expect, it } from "vitest";

/** The Luhn check digit that completes `body`. */
const checkDigit = (body: string): string => {
  for (let digit = 0; digit <= 9; digit += 1) if (passesLuhn(`${body}${digit}`)) return String(digit);
  throw new Error("no check digit");
};

const bodyArb = (min: number, max: number) =>
  fc.array(fc.integer({ min: 0, max: 9 }), { minLength: min, maxLength: max }).map((digits) => digits.join(""));

const NOW = Date.UTC(2026, 10, 22, 9);
const GOOD = { number: "4242 4242 4242 4242", exp_month: 12, exp_year: 2030, cvc: "123", postal_code: "CB2 1TN" };

describe("the demo card provider's rules", () => {
  it("accepts 12–19 digits with their Luhn check digit, with spaces anywhere", () => {
    fc.assert(
      fc.property(bodyArb(11, 18), fc.array(fc.nat(20), { maxLength: 4 }), (body, spaces) => {
        let number = `${body}${checkDigit(body)}`;
        for (const at of spaces) number = `${number.slice(0, at)} ${number.slice(at)}`;
        expect(cardNumberProblem(number)).toBeNull();
      }),
    );
  });

  it("refuses a number whose one digit was changed, and numbers of the wrong length", () => {
    fc.assert(
      fc.property(bodyArb(11, 18), fc.nat(), fc.integer({ min: 1, max: 9 }), (body, at, shift) => {
        const number = `${body}${checkDigit(body)}`;
        const index = at % number.length;
        const changed = `${number.slice(0, index)}${(Number(number[index]) + shift) % 10}${number.slice(index + 1)}`;
        expect(cardNumberProblem(changed)).toBe(BILLING_TEXTS.cardNumberInvalid);
      }),
    );
    fc.assert(
      fc.property(fc.oneof(bodyArb(0, 10), bodyArb(19, 25)), (body) => {
        expect(cardNumberProblem(`${body}${checkDigit(body)}`)).toBe(BILLING_TEXTS.cardNumberInvalid);
      }),
    );
  });

  it("lists test cards that are all Luhn-valid, each doing what it says", () => {
    for (const card of TEST_CARDS) expect(cardNumberProblem(card.number)).toBeNull();
    expect(TEST_CARDS.map((card) => verdictOf(card.number))).toEqual([
      { kind: "saved", behaviour: "succeeds" },
      { kind: "declined", title: "Your card was declined." },
      { kind: "declined", title: "Your card has insufficient funds." },
      { kind: "saved", behaviour: "declines_renewal" },
    ]);
  });

  it("names the brand by the first digit", () => {
    expect(["4242", "5555", "3782", "6011", "2223"].map(brandOf)).toEqual([
      "Visa",
      "Mastercard",
      "American Express",
      "Card",
      "Card",
    ]);
  });

  it("takes a card good to the end of its expiry month, by the clock", () => {
    const expiry = (exp_month: unknown, exp_year: unknown) =>
      checkCardEntry({ ...GOOD, exp_month, exp_year }, NOW).problems.map((problem) => problem.field);
    expect(expiry(11, 2026)).toEqual([]);
    expect(expiry("11", "26")).toEqual([]);
    expect(expiry(10, 2026)).toEqual(["exp_month"]);
    expect(expiry(1, 2025)).toEqual(["exp_year"]);
    expect(expiry(0, 2030)).toEqual(["exp_month"]);
    expect(expiry(13, 2030)).toEqual(["exp_month"]);
    expect(expiry(1.5, 2030)).toEqual(["exp_month"]);
    expect(expiry(5, null)).toEqual(["exp_year"]);
    expect(checkCardEntry({ ...GOOD, exp_month: 11, exp_year: 2026 }, Date.UTC(2026, 11, 1)).problems).toEqual([
      { field: "exp_month", message: "Your card's expiration date is invalid." },
    ]);
  });

  it("checks the security code and the postal code", () => {
    const fields = (change: Record<string, unknown>) =>
      checkCardEntry({ ...GOOD, ...change }, NOW).problems.map((problem) => [problem.field, problem.message]);
    expect(fields({ cvc: "1234" })).toEqual([]);
    expect(fields({ cvc: 123 })).toEqual([]);
    expect(fields({ cvc: "12" })).toEqual([["cvc", "Your card's security code is invalid."]]);
    expect(fields({ postal_code: " " })).toEqual([["postal_code", "Enter your postal code."]]);
    expect(fields({ postal_code: undefined })).toEqual([["postal_code", "Enter your postal code."]]);
    expect(checkCardEntry(GOOD, NOW).entry).toEqual({
      digits: "4242424242424242",
      expMonth: 12,
      expYear: 2030,
      postalCode: "CB2 1TN",
    });
  });
});

describe("the setup's way back to the app", () => {
  it("takes only paths of this site", () => {
    expect(returnUrlProblem("/billing/buying/a/b?trial=true")).toBeNull();
    for (const bad of ["//evil.example", "/\\evil.example", "https://evil.example/", "billing", "/a b", "", 1, null]) {
      expect(returnUrlProblem(bad)).toBe(BILLING_TEXTS.returnUrlInvalid);
    }
  });

  it("appends setup_id and setup_status to the query, before any fragment", () => {
    expect(returnAddress("/billing/buying/p/q", "seti_1", "succeeded")).toBe(
      "/billing/buying/p/q?setup_id=seti_1&setup_status=succeeded",
    );
    expect(returnAddress("/billing/buying/p/q?trial=true", "seti_1", "canceled")).toBe(
      "/billing/buying/p/q?trial=true&setup_id=seti_1&setup_status=canceled",
    );
    expect(returnAddress("/x?", "s", "succeeded")).toBe("/x?setup_id=s&setup_status=succeeded");
    expect(returnAddress("/x?a=1#pay", "s", "succeeded")).toBe("/x?a=1&setup_id=s&setup_status=succeeded#pay");
  });
});
