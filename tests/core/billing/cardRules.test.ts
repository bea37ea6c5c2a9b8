import {
  CARD_TEXTS,
  cardAttributes,
  digitsOf,
  formatCardNumber,
  formatExpiry,
  parseExpiry,
  passesLuhn,
  validateCardForm,
  validateCardNumber,
  validateExpiry,
} from "@lectern/core/billing/domain/cardRules";
import fc from "fast-check";
import { describe, expect, it } from "vitest";

/** Appends the Luhn check digit to a body of digits. */
const withCheckDigit = (body: string): string => {
  for (let digit = 0; digit <= 9; digit += 1) if (passesLuhn(`${body}${digit}`)) return `${body}${digit}`;
  throw new Error("no check digit");
};

const NOW = Date.UTC(2026, 4, 15);

describe("the card provider's rules (contract 14)", () => {
  it("the provider's test cards pass Luhn", () => {
    for (const number of ["4242 4242 4242 4242", "4000 0000 0000 0002", "4000 0000 0000 9995", "4000 0000 0000 0341"]) {
      expect(validateCardNumber(number)).toBeNull();
    }
  });

  it("a valid number with one digit changed fails Luhn", () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{11,18}$/), fc.nat(), fc.integer({ min: 1, max: 9 }), (body, at, change) => {
        const number = withCheckDigit(body);
        expect(passesLuhn(number)).toBe(true);
        const index = at % number.length;
        const changed = number.slice(0, index) + ((Number(number[index]) + change) % 10) + number.slice(index + 1);
        expect(passesLuhn(changed)).toBe(false);
      }),
    );
  });

  it("accepts 12–19 digits that pass Luhn, spaces allowed; anything shorter, longer or lettered is refused", () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{5,22}$/), (body) => {
        const number = withCheckDigit(body);
        const spaced = formatCardNumber(number);
        const ok = number.length >= 12 && number.length <= 19;
        expect(validateCardNumber(number)).toBe(ok ? null : CARD_TEXTS.number);
        if (ok) expect(validateCardNumber(spaced)).toBeNull();
      }),
    );
    expect(validateCardNumber("4242-4242-4242-4242")).toBe(CARD_TEXTS.number);
    expect(validateCardNumber("")).toBe(CARD_TEXTS.number);
  });

  it("formats as typed in groups of four, keeping only digits, at most 19", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), (typed) => {
        const formatted = formatCardNumber(typed);
        expect(digitsOf(formatted)).toBe(digitsOf(typed).slice(0, 19));
        expect(formatted).toMatch(/^(\d{4} )*\d{0,4}$/);
        expect(formatCardNumber(formatted)).toBe(formatted);
      }),
    );
    expect(formatCardNumber("4242424242424242")).toBe("4242 4242 4242 4242");
  });

  it("expiry as typed: MM / YY, read back as a month and a four-digit year", () => {
    expect(formatExpiry("1")).toBe("1");
    expect(formatExpiry("12")).toBe("12");
    expect(formatExpiry("1230")).toBe("12 / 30");
    expect(formatExpiry("12 / 3")).toBe("12 / 3");
    expect(parseExpiry("12 / 30")).toEqual({ month: 12, year: 2030 });
    expect(parseExpiry("7/2031")).toEqual({ month: 7, year: 2031 });
    expect(parseExpiry("12 / 3")).toBeNull();
  });

  it("an expiry is valid from this month on, with a month of 1–12", () => {
    fc.assert(
      fc.property(fc.integer({ min: -5, max: 17 }), fc.integer({ min: 2020, max: 2040 }), (month, year) => {
        const expected = month >= 1 && month <= 12 && year * 12 + month - 1 >= 2026 * 12 + 4;
        expect(validateExpiry(month, year, NOW)).toBe(expected ? null : CARD_TEXTS.expiry);
      }),
    );
  });

  it("the form: each field's message, and what is sent", () => {
    expect(
      validateCardForm({ number: "4242 4242 4242 4241", expiry: "13 / 30", cvc: "12", postalCode: " " }, NOW),
    ).toEqual({
      number: CARD_TEXTS.number,
      expiry: CARD_TEXTS.expiry,
      cvc: CARD_TEXTS.cvc,
      postalCode: CARD_TEXTS.postalCode,
    });
    const good = { number: "4242 4242 4242 4242", expiry: "12 / 30", cvc: "123", postalCode: "SW1A 1AA" };
    expect(validateCardForm(good, NOW)).toEqual({});
    expect(cardAttributes(good)).toEqual({
      number: "4242 4242 4242 4242",
      exp_month: 12,
      exp_year: 2030,
      cvc: "123",
      postal_code: "SW1A 1AA",
    });
  });
});
