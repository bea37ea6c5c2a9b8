import { checkoutPath, priceList, productCard, productImage } from "@lectern/core/billing/domain/productCard";
import { PRICE_INTERVALS } from "@lectern/core/billing/domain/priceRules";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { aPrice, aProduct, seedCatalogue } from "./productMother";

describe("the price list (issue 14)", () => {
  it("sells the visible plans, describes the hidden DSA plan beside the licence key, and offers only intervals that exist", () => {
    const model = priceList(seedCatalogue(), null);
    expect(model.products.map((product) => product.id)).toEqual([
      "prod_lectern_notes",
      "prod_lectern_notes_40",
      "prod_lectern_pro",
    ]);
    expect(model.licencePlans.map((plan) => plan.name)).toEqual(["Lectern DSA"]);
    expect(model.licencePlans[0]?.capacityText).toBe("Unlimited recording hours");
    expect(model.intervals).toEqual(["month", "quarter", "year"]);
    expect(model.defaultInterval).toBe("month");
  });

  it("a hidden plan carrying the person's referral price is sold to them", () => {
    const partner = aProduct({
      id: "prod_partner",
      attributes: { hidden: true, prices: [aPrice({ id: "partner", nickname: "powerup" })] },
    });
    expect(priceList([partner], null).products).toEqual([]);
    expect(priceList([partner], "POWERUP").products).toEqual([partner]);
  });

  it("leaves out archived plans and plans with nothing to sell", () => {
    const archived = aProduct({ id: "old", attributes: { state: "archived" } });
    const dsaOnly = aProduct({ id: "dsa", attributes: { prices: [aPrice({ nickname: "DSA" })] } });
    expect(priceList([archived, dsaOnly], null).products).toEqual([]);
  });

  it("the intervals listed are exactly those some sold plan has, in month, quarter, year, other order", () => {
    const interval = fc.constantFrom(
      { interval: "month", interval_count: 1 },
      { interval: "month", interval_count: 3 },
      { interval: "year", interval_count: 1 },
      { interval: "week", interval_count: 1 },
    );
    fc.assert(
      fc.property(fc.array(fc.array(interval, { minLength: 1, maxLength: 4 }), { maxLength: 5 }), (plans) => {
        const products = plans.map((recurrings, index) =>
          aProduct({
            id: `p${index}`,
            attributes: { prices: recurrings.map((recurring, at) => aPrice({ id: `p${index}-${at}`, recurring })) },
          }),
        );
        const model = priceList(products, null);
        const order = model.intervals.map((value) => PRICE_INTERVALS.indexOf(value));
        expect([...order].sort((a, b) => a - b)).toEqual(order);
        for (const product of model.products) {
          for (const value of model.intervals) {
            const card = productCard(product, value, null);
            expect(card.priceIsFallback).toBe(card.price.interval !== value);
          }
        }
      }),
    );
  });
});

describe("a plan's card", () => {
  const [notes, , pro] = seedCatalogue();

  it("Notes: trial label, the monthly price, the DSA price marked apart, hours, and the trial button", () => {
    const card = productCard(notes!, "month", null);
    expect(card).toMatchObject({
      trialLabel: "14 days FREE",
      color: "#3ACE8B",
      colorLighter: "#ECFFF0",
      imageUrl: null,
      capacityText: "20 recording hours",
      priceIsFallback: false,
      primary: {
        label: "Start my free 14-day trial",
        path: "/billing/buying/prod_lectern_notes/price_notes_monthly?trial=true",
      },
      secondary: { label: "Purchase right away", path: "/billing/buying/prod_lectern_notes/price_notes_monthly" },
    });
    expect(card.price).toMatchObject({ amountText: "£7.99", text: "£7.99 / month", kind: "base" });
    expect(card.dsaPrices).toEqual([
      expect.objectContaining({
        kind: "dsa",
        text: "£95.88 / year",
        path: "/billing/buying/prod_lectern_notes/price_notes_dsa_yearly",
      }),
    ]);
  });

  it("yearly: the offer with the original price and the monthly share", () => {
    const card = productCard(notes!, "year", null);
    expect(card.price).toMatchObject({
      text: "£79.99 / year",
      perMonthText: "£6.67 a month",
      offerTitle: "Two months free",
      offerDuration: "the first year",
      originalText: "£95.88",
    });
  });

  it("a Student Beans referral sees its price, the others the base price", () => {
    expect(productCard(notes!, "month", "studentbeans").price.amountText).toBe("£5.99");
    expect(productCard(notes!, "month", "studentbeans").referralPrice).toBe(true);
    expect(productCard(notes!, "month", "unidays").price.amountText).toBe("£7.99");
  });

  it("Pro: unlimited, no trial, 'Choose Lectern Pro', its own colours; quarterly falls back to its first price", () => {
    const card = productCard(pro!, "quarter", null);
    expect(card).toMatchObject({
      capacity: { kind: "unlimited" },
      trialLabel: null,
      color: "#5546BC",
      primary: { label: "Choose Lectern Pro", path: "/billing/buying/prod_lectern_pro/price_pro_monthly" },
      secondary: null,
      priceIsFallback: true,
    });
  });

  it("shows only images it can safely load; none means the default image", () => {
    expect(productImage([])).toBeNull();
    expect(productImage(["javascript:alert(1)", "https://cdn.example/plan.png"])).toBe("https://cdn.example/plan.png");
    expect(productImage(["//evil.example/x.png"])).toBeNull();
    expect(productImage(["/images/plan.svg"])).toBe("/images/plan.svg");
  });

  it("escapes ids in the checkout path", () => {
    expect(checkoutPath("a/b", "c?d", true)).toBe("/billing/buying/a%2Fb/c%3Fd?trial=true");
  });
});
