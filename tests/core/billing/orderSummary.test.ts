import { clampPercent, discountOf, discountedTotal, orderSummary } from "@lectern/core/billing/domain/orderSummary";
import { discountOf as invoiceDiscountOf } from "@lectern/core/billing/domain/subscriptionLifecycle";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { aPrice, aProduct } from "./productMother";

const amount = fc.nat({ max: 10_000_000 });
const percent = fc.oneof(fc.integer({ min: -50, max: 150 }), fc.double({ min: 0, max: 100, noNaN: true }));

describe("a percent discount in minor units", () => {
  it("discount + total = amount, both whole pence between 0 and the amount", () => {
    fc.assert(
      fc.property(amount, percent, (subtotal, off) => {
        const discount = discountOf(subtotal, off);
        const total = discountedTotal(subtotal, off);
        expect(Number.isInteger(discount) && Number.isInteger(total)).toBe(true);
        expect(discount + total).toBe(subtotal);
        expect(discount).toBeGreaterThanOrEqual(0);
        expect(total).toBeGreaterThanOrEqual(0);
        expect(Math.abs(discount - (subtotal * clampPercent(off)) / 100)).toBeLessThanOrEqual(0.5);
      }),
    );
  });

  it("0 % changes nothing, 100 % makes it free, and more off never costs more", () => {
    fc.assert(
      fc.property(amount, percent, percent, (subtotal, a, b) => {
        expect(discountedTotal(subtotal, 0)).toBe(subtotal);
        expect(discountedTotal(subtotal, 100)).toBe(0);
        const [low, high] = clampPercent(a) <= clampPercent(b) ? [a, b] : [b, a];
        expect(discountedTotal(subtotal, high)).toBeLessThanOrEqual(discountedTotal(subtotal, low));
      }),
    );
  });

  it("agrees with the invoices' rounding, so the page shows what is charged", () => {
    fc.assert(
      fc.property(amount, fc.integer({ min: 0, max: 100 }), (subtotal, off) => {
        expect(discountOf(subtotal, off)).toBe(invoiceDiscountOf(subtotal, off));
      }),
    );
  });

  it("rounds half up: 20 % of £7.99 is £1.60", () => {
    expect(discountOf(799, 20)).toBe(160);
    expect(discountedTotal(799, 20)).toBe(639);
  });
});

describe("order summary", () => {
  const notes = aProduct({ attributes: { name: "Lectern Notes", product_trial_days: 14 } });

  it("a trial: free for 14 days, then the price; nothing due today", () => {
    const summary = orderSummary({ product: notes, price: aPrice(), trial: true, coupon: null });
    expect(summary).toMatchObject({
      planName: "Lectern Notes",
      intervalLabel: "Monthly",
      priceText: "£7.99 / month",
      trialDays: 14,
      trialText: "Free for 14 days, then £7.99 / month",
      dueToday: 0,
      dueTodayText: "£0.00",
      submitLabel: "Start free trial",
      discountText: null,
    });
  });

  it("a purchase with UNIDAYS-UK (20 %): the discount, the discounted total, and Pay that total", () => {
    const coupon = { code: "unidays-uk", name: "UNiDAYS (UK)", percentOff: 20 };
    const summary = orderSummary({ product: notes, price: aPrice(), trial: false, coupon });
    expect(summary).toMatchObject({
      trialText: null,
      subtotal: 799,
      discount: 160,
      total: 639,
      discountText: "−£1.60",
      totalText: "£6.39 / month",
      dueToday: 639,
      dueTodayText: "£6.39",
      submitLabel: "Pay £6.39",
    });
  });

  it("a trial with a code: free first, then the discounted price", () => {
    const coupon = { code: "powerup", name: "Power Up", percentOff: 15 };
    const yearly = aPrice({ unit_amount: 7999, recurring: { interval: "year", interval_count: 1 } });
    expect(orderSummary({ product: notes, price: yearly, trial: true, coupon }).trialText).toBe(
      "Free for 14 days, then £67.99 / year",
    );
  });

  it("a trial asked of a plan without one is a purchase, and says so", () => {
    const pro = aProduct({ attributes: { name: "Lectern Pro", product_trial_days: 0 } });
    const summary = orderSummary({ product: pro, price: aPrice({ unit_amount: 1499 }), trial: true, coupon: null });
    expect(summary).toMatchObject({
      trialDays: null,
      trialUnavailable: true,
      dueToday: 1499,
      submitLabel: "Pay £14.99",
    });
  });

  it("what is due today is the total unless a trial makes it 0", () => {
    fc.assert(
      fc.property(
        amount,
        fc.boolean(),
        fc.integer({ min: 0, max: 30 }),
        fc.option(fc.integer({ min: 0, max: 100 })),
        (unit, trial, days, off) => {
          const product = aProduct({ attributes: { product_trial_days: days } });
          const coupon = off === null ? null : { code: "x", name: "X", percentOff: off };
          const summary = orderSummary({ product, price: aPrice({ unit_amount: unit }), trial, coupon });
          expect(summary.dueToday).toBe(trial && days > 0 ? 0 : summary.total);
          expect(summary.total + summary.discount).toBe(unit);
        },
      ),
    );
  });
});
