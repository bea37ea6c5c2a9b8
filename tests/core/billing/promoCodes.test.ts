import {
  PROMO_COUNTRIES,
  PROMO_PARTNERS,
  PROMO_TEXTS,
  matchPromoCode,
  normalisePromoCode,
  promoCodeList,
  promoCodeVariants,
  samePromoCode,
  validatePromoCode,
} from "@lectern/core/billing/domain/promoCodes";
import fc from "fast-check";
import { describe, expect, it } from "vitest";

/** A code spelt any way: random case and spaces around it. */
const respelt = (code: string) =>
  fc
    .tuple(
      fc.array(fc.boolean(), { minLength: code.length, maxLength: code.length }),
      fc.stringMatching(/^ {0,3}$/),
      fc.stringMatching(/^ {0,3}$/),
    )
    .map(
      ([upper, before, after]) =>
        before + [...code].map((c, i) => (upper[i] ? c.toUpperCase() : c.toLowerCase())).join("") + after,
    );

const LIST = promoCodeList();

describe("promo codes (spec 3 §5)", () => {
  it("lists every partner with its uk, us and au variants, lower case and unique", () => {
    expect(LIST).toHaveLength(PROMO_PARTNERS.length * (1 + PROMO_COUNTRIES.length));
    expect(new Set(LIST.map((entry) => entry.code)).size).toBe(LIST.length);
    for (const partner of ["movember", "powerup", "studentbeans", "unidays"]) {
      expect(promoCodeVariants(partner)).toEqual([partner, `${partner}-uk`, `${partner}-us`, `${partner}-au`]);
      for (const code of promoCodeVariants(partner)) expect(matchPromoCode(LIST, code)?.code).toBe(code);
    }
    expect(matchPromoCode(LIST, "UNIDAYS-UK")).toMatchObject({ code: "unidays-uk", percentOff: 20, country: "uk" });
  });

  it("matches a listed code however it is cased or padded", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...LIST).chain((entry) => respelt(entry.code).map((typed) => [entry, typed] as const)),
        ([entry, typed]) => {
          expect(matchPromoCode(LIST, typed)).toBe(entry);
          expect(samePromoCode(typed, entry.code)).toBe(true);
          expect(normalisePromoCode(typed)).toBe(entry.code);
        },
      ),
    );
  });

  it("matches nothing that is not on the list, and nothing for an empty field", () => {
    const known = new Set(LIST.map((entry) => entry.code));
    fc.assert(
      fc.property(fc.string({ maxLength: 20 }), (typed) => {
        const match = matchPromoCode(LIST, typed);
        if (known.has(normalisePromoCode(typed))) expect(match).not.toBeNull();
        else expect(match).toBeNull();
      }),
    );
    expect(matchPromoCode(LIST, "   ")).toBeNull();
    expect(matchPromoCode(LIST, "unidays-fr")).toBeNull();
  });

  it("normalising is idempotent and comparing is symmetric", () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (a, b) => {
        expect(normalisePromoCode(normalisePromoCode(a))).toBe(normalisePromoCode(a));
        expect(samePromoCode(a, b)).toBe(samePromoCode(b, a));
      }),
    );
  });

  it("the field asks for a code when empty and refuses one longer than any code", () => {
    expect(validatePromoCode("  ")).toBe(PROMO_TEXTS.empty);
    expect(validatePromoCode("x".repeat(41))).toBe(PROMO_TEXTS.invalid);
    expect(validatePromoCode("UNIDAYS-UK")).toBeNull();
  });
});
