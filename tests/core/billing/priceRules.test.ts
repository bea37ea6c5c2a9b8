import type { Price } from "@lectern/core/api/resources/productsReply";
import {
  DEFAULT_COLOR,
  DEFAULT_COLOR_LIGHTER,
  capacityLabel,
  formatMoney,
  formatPrice,
  isBasePrice,
  isDsaPrice,
  isReferralPrice,
  isUnlimitedProduct,
  monthlyEquivalent,
  offeredPrices,
  priceInterval,
  priceKind,
  productCapacity,
  productColours,
  trialLabel,
} from "@lectern/core/billing/domain/priceRules";
import { formatPrice as trialOfferFormatPrice } from "@lectern/core/auth/domain/trialOffer";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { aPrice } from "./productMother";

const recurring = (interval: string, interval_count?: number) => ({
  recurring: interval_count === undefined ? { interval } : { interval, interval_count },
});

const nickname = fc.oneof(
  fc.constant("base"),
  fc.constant("DSA"),
  fc.constant("DSA Notes"),
  fc.constant("studentbeans"),
  fc.constant(null),
  fc.string({ maxLength: 12 }),
);

const arbitraryPrice: fc.Arbitrary<Price> = fc.record({
  id: fc.uuid(),
  unit_amount: fc.nat({ max: 100_000 }),
  currency: fc.constant("GBP"),
  nickname,
  recurring: fc.option(
    fc.record({
      interval: fc.constantFrom("month", "year", "week", "day"),
      interval_count: fc.integer({ min: 1, max: 6 }),
    }),
    { nil: null },
  ),
  state: fc.constantFrom("active", "archived", null),
});

describe("price interval (spec 3 §4)", () => {
  it("is month for month × 1, quarter for month × 2–4, year for any year, otherwise other", () => {
    fc.assert(
      fc.property(
        fc.constantFrom("month", "year", "week", "day", "quarter"),
        fc.integer({ min: -2, max: 24 }),
        (interval, count) => {
          const result = priceInterval(recurring(interval, count));
          if (interval === "year") expect(result).toBe("year");
          else if (interval === "month" && count === 1) expect(result).toBe("month");
          else if (interval === "month" && count >= 2 && count <= 4) expect(result).toBe("quarter");
          else expect(result).toBe("other");
        },
      ),
    );
  });

  it("a missing count counts as 1, and a one-off price is 'other'", () => {
    expect(priceInterval(recurring("month"))).toBe("month");
    expect(priceInterval({ recurring: null })).toBe("other");
  });
});

describe("money with the currency symbol and two decimals (spec 1 §9)", () => {
  it("prints any amount of pence as £, thousands separators and exactly two decimals, and reads back", () => {
    fc.assert(
      fc.property(fc.nat({ max: 10_000_000 }), (minor) => {
        const text = formatMoney(minor, "gbp");
        expect(text).toMatch(/^£\d{1,3}(,\d{3})*\.\d{2}$/);
        expect(Math.round(Number(text.slice(1).replaceAll(",", "")) * 100)).toBe(minor);
      }),
    );
  });

  it("uses the narrow symbol for dollars and euros, and the code for an unknown currency", () => {
    expect(formatMoney(1999, "USD")).toBe("$19.99");
    expect(formatMoney(500, "EUR")).toBe("€5.00");
    expect(formatMoney(500, "???")).toBe("5.00 ???");
  });

  it("adds the interval, and the finish step's re-export is the same rule", () => {
    expect(formatPrice(aPrice())).toBe("£7.99 / month");
    expect(formatPrice(aPrice({ unit_amount: 2199, ...recurring("month", 3) }))).toBe("£21.99 / quarter");
    expect(formatPrice(aPrice({ unit_amount: 0, recurring: null }))).toBe("£0.00");
    expect(trialOfferFormatPrice).toBe(formatPrice);
  });

  it("trial label '{n} day(s) FREE' (spec 3 §9)", () => {
    expect(trialLabel(1)).toBe("1 day FREE");
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 365 }), (days) => {
        expect(trialLabel(days)).toBe(`${days} days FREE`);
      }),
    );
  });
});

describe("base, DSA and referral prices (spec 3 §4)", () => {
  it("base iff the nickname is exactly 'base'; every other price is a referral price; DSA when it contains DSA", () => {
    fc.assert(
      fc.property(arbitraryPrice, (price) => {
        expect(isBasePrice(price)).toBe(price.nickname === "base");
        expect(isReferralPrice(price)).toBe(price.nickname !== "base");
        expect(isDsaPrice(price)).toBe((price.nickname ?? "").includes("DSA"));
        const kind = priceKind(price);
        expect(kind === "dsa").toBe(isDsaPrice(price));
        if (kind === "base") expect(isBasePrice(price)).toBe(true);
        if (kind === "referral") expect(isReferralPrice(price) && !isDsaPrice(price)).toBe(true);
      }),
    );
  });

  it("a partner that merely contains the letters (kidsacademy) is not DSA", () => {
    expect(priceKind({ nickname: "kidsacademy" })).toBe("referral");
  });

  it("offers at most one price per interval, never a DSA price, only prices on sale", () => {
    fc.assert(
      fc.property(
        fc.array(arbitraryPrice, { maxLength: 12 }),
        fc.option(fc.constantFrom("studentbeans", "STUDENTBEANS", "unidays")),
        (prices, referral) => {
          const offered = offeredPrices(prices, referral);
          const intervals = offered.map(priceInterval);
          expect(new Set(intervals).size).toBe(intervals.length);
          for (const price of offered) {
            expect(isDsaPrice(price)).toBe(false);
            expect(price.state == null || price.state === "active").toBe(true);
            expect(prices).toContain(price);
          }
        },
      ),
    );
  });

  it("prefers the person's referral price (named ignoring case) over the base price of its interval", () => {
    const base = aPrice({ id: "base" });
    const partner = aPrice({ id: "partner", unit_amount: 599, nickname: "studentbeans" });
    const yearly = aPrice({ id: "yearly", ...recurring("year", 1) });
    expect(offeredPrices([base, partner, yearly], "StudentBeans").map((price) => price.id)).toEqual([
      "partner",
      "yearly",
    ]);
    expect(offeredPrices([base, partner, yearly], null).map((price) => price.id)).toEqual(["base", "yearly"]);
    expect(offeredPrices([base, partner, yearly], "unidays").map((price) => price.id)).toEqual(["base", "yearly"]);
  });

  it("a year's or a quarter's share of a month, rounded half up", () => {
    expect(monthlyEquivalent(aPrice({ unit_amount: 7999, ...recurring("year", 1) }))).toBe(667);
    expect(monthlyEquivalent(aPrice({ unit_amount: 2199, ...recurring("month", 3) }))).toBe(733);
    expect(monthlyEquivalent(aPrice({ recurring: null }))).toBeNull();
  });
});

describe("Pro is unlimited; colours default (spec 3 §3, §4)", () => {
  it("a product named with the word Pro, or of capacity 0, is unlimited", () => {
    expect(isUnlimitedProduct({ name: "Lectern Pro", metadata: { capacity_hours: "20" } })).toBe(true);
    expect(isUnlimitedProduct({ name: "Lectern Notes", metadata: { capacity_hours: "0" } })).toBe(true);
    expect(isUnlimitedProduct({ name: "Lectern Productive", metadata: { capacity_hours: "20" } })).toBe(false);
    expect(productCapacity({ name: "Lectern Notes 40", metadata: { capacity_hours: "40" } })).toEqual({
      kind: "hours",
      hours: 40,
    });
    expect(productCapacity({ name: "Lectern Notes", metadata: null })).toBeNull();
    expect(capacityLabel({ kind: "unlimited" })).toBe("Unlimited recording hours");
    expect(capacityLabel({ kind: "hours", hours: 1 })).toBe("1 recording hour");
  });

  it("any name with Pro as a word is unlimited whatever its capacity", () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[A-Za-z ]{0,10}$/), fc.nat({ max: 500 }), (prefix, hours) => {
        expect(isUnlimitedProduct({ name: `${prefix} Pro`, metadata: { capacity_hours: String(hours) } })).toBe(true);
      }),
    );
  });

  it("keeps a hex colour and falls back to #3ACE8B / #ECFFF0 for anything else", () => {
    expect(productColours({ color: "#5546BC", color_lighter: "#F1F6FF" })).toEqual({
      color: "#5546BC",
      lighter: "#F1F6FF",
    });
    fc.assert(
      fc.property(
        fc.option(fc.string({ maxLength: 20 }).filter((text) => !/^#[0-9a-f]+$/i.test(text.trim()))),
        (junk) => {
          expect(productColours({ color: junk, color_lighter: junk })).toEqual({
            color: DEFAULT_COLOR,
            lighter: DEFAULT_COLOR_LIGHTER,
          });
        },
      ),
    );
    expect(productColours({ color: "red; background:url(x)", color_lighter: undefined }).color).toBe(DEFAULT_COLOR);
  });
});
