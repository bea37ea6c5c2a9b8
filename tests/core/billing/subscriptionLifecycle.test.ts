import {
  type ChargeOutcome,
  type IssueInvoice,
  type LifecycleEvent,
  type LifecycleSubscription,
  type SubscriptionPlan,
  SUBSCRIPTION_RETRY_THRESHOLD,
  addInterval,
  advanceSubscription,
  discountOf,
  isRefused,
  nextDueAt,
  periodAmount,
  startPaid,
  startTrial,
  stepSubscription,
} from "@lectern/core/billing/domain/subscriptionLifecycle";
import { SUBSCRIPTION_STATES, isLiveSubscription } from "@lectern/core/billing/domain/subscriptionStates";
import fc from "fast-check";
import { describe, expect, it } from "vitest";

const DAY = 86_400_000;
const START = Date.UTC(2026, 10, 22, 9, 0, 0);

const planArb: fc.Arbitrary<SubscriptionPlan> = fc.record({
  productId: fc.constantFrom("prod_a", "prod_b"),
  priceId: fc.constantFrom("price_a", "price_b", "price_c"),
  productName: fc.constantFrom("Lectern Notes", "Lectern Pro"),
  unitAmount: fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 50_000 })),
  currency: fc.constant("GBP"),
  every: fc.oneof(
    fc.record({ interval: fc.constant("month" as const), intervalCount: fc.constantFrom(1, 3) }),
    fc.record({ interval: fc.constant("year" as const), intervalCount: fc.constant(1) }),
    fc.record({ interval: fc.constant("day" as const), intervalCount: fc.integer({ min: 1, max: 30 }) }),
  ),
});

const paidPlanArb = planArb.filter((plan) => plan.unitAmount > 0);
const percentArb = fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 100 }));
const chargeArb = fc.constantFrom<ChargeOutcome>("succeeded", "declined");

/** A subscription as one of the starts makes it. */
const startArb = fc
  .record({
    plan: planArb,
    trialDays: fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 30 })),
    percentOff: percentArb,
  })
  .map(({ plan, trialDays, percentOff }) =>
    trialDays > 0 ? startTrial(plan, START, trialDays, percentOff) : startPaid(plan, START, percentOff),
  );

const eventArb: fc.Arbitrary<LifecycleEvent> = fc.oneof(
  chargeArb.map((charge): LifecycleEvent => ({ type: "trialEnded", charge })),
  chargeArb.map((charge): LifecycleEvent => ({ type: "periodEnded", charge })),
  fc.constant<LifecycleEvent>({ type: "paymentWindowClosed" }),
  fc.constant<LifecycleEvent>({ type: "cancelAtPeriodEnd" }),
  fc.constant<LifecycleEvent>({ type: "resume" }),
  fc
    .record({ plan: planArb, at: fc.integer({ min: START, max: START + 400 * DAY }) })
    .map(({ plan, at }): LifecycleEvent => ({ type: "changePlan", plan, at })),
);

/** Any state the machine might hold, with consistent periods. */
const anySubscriptionArb: fc.Arbitrary<LifecycleSubscription> = fc
  .record({
    start: startArb,
    state: fc.constantFrom(...SUBSCRIPTION_STATES),
    failedCharges: fc.integer({ min: 0, max: 5 }),
    cancelAtPeriodEnd: fc.boolean(),
  })
  .map(({ start, state, failedCharges, cancelAtPeriodEnd }) => ({
    ...start.subscription,
    state,
    failedCharges,
    cancelAtPeriodEnd,
  }));

/** Every invoice effect adds up: total = subtotal − discount, the discount its percentage, never below 0. */
const expectConsistent = (invoice: IssueInvoice, percentOff: number) => {
  expect(invoice.subtotal).toBeGreaterThanOrEqual(0);
  expect(invoice.discount).toBe(discountOf(invoice.subtotal, percentOff));
  expect(invoice.total).toBe(invoice.subtotal - invoice.discount);
  expect(invoice.total).toBeGreaterThanOrEqual(0);
};

/** Runs the period ends one by one with the given charges. */
const renewWith = (subscription: LifecycleSubscription, charges: readonly ChargeOutcome[]) => {
  let current = subscription;
  const steps: { subscription: LifecycleSubscription; effects: readonly IssueInvoice[] }[] = [];
  for (const charge of charges) {
    const event: LifecycleEvent =
      current.state === "trialing" ? { type: "trialEnded", charge } : { type: "periodEnded", charge };
    const result = stepSubscription(current, event);
    if (isRefused(result)) throw new Error(`refused: ${result.refused}`);
    current = result.subscription;
    steps.push(result);
  }
  return steps;
};

describe("subscription life cycle (spec 3 §4)", () => {
  it("refuses every event once canceled or incomplete_expired, and the clock moves nothing", () => {
    fc.assert(
      fc.property(
        startArb,
        fc.constantFrom("canceled" as const, "incomplete_expired" as const),
        eventArb,
        fc.integer({ min: 0, max: 3000 }),
        (start, state, event, days) => {
          const ended = { ...start.subscription, state };
          expect(stepSubscription(ended, event)).toEqual({ refused: "ended" });
          expect(nextDueAt(ended)).toBeNull();
          expect(advanceSubscription(ended, START + days * DAY, () => "succeeded")).toEqual({
            subscription: ended,
            effects: [],
          });
        },
      ),
    );
  });

  it("never charges a trial before it ends, whatever the card and the promo code", () => {
    fc.assert(
      fc.property(
        planArb,
        fc.integer({ min: 1, max: 30 }),
        percentArb,
        fc.double({ min: 0, max: 1, noNaN: true, maxExcluded: true }),
        chargeArb,
        (plan, days, percentOff, share, charge) => {
          const trial = startTrial(plan, START, days, percentOff);
          expect(trial.effects).toEqual([]);
          expect(trial.subscription).toMatchObject({
            state: "trialing",
            trialStart: START,
            trialEnd: START + days * DAY,
            currentPeriodEnd: START + days * DAY,
          });
          const before = START + Math.floor(share * days * DAY);
          const advanced = advanceSubscription(trial.subscription, before, () => charge);
          expect(advanced).toEqual({ subscription: trial.subscription, effects: [] });
          expect(stepSubscription(trial.subscription, { type: "periodEnded", charge })).toEqual({ refused: "notDue" });
        },
      ),
    );
  });

  it("ends a trial with the first charge: active and a paid invoice, or past_due and an open one", () => {
    fc.assert(
      fc.property(
        paidPlanArb,
        fc.integer({ min: 1, max: 30 }),
        percentArb,
        chargeArb,
        (plan, days, percentOff, charge) => {
          const trial = startTrial(plan, START, days, percentOff).subscription;
          const { subscription, effects } = advanceSubscription(trial, trial.trialEnd!, () => charge);
          const due = periodAmount(plan, percentOff) > 0;
          const paid = charge === "succeeded" || !due;
          expect(subscription.state).toBe(paid ? "active" : "past_due");
          expect(subscription.currentPeriodStart).toBe(trial.trialEnd);
          expect(subscription.currentPeriodEnd).toBe(addInterval(trial.trialEnd!, plan.every));
          expect(effects).toHaveLength(1);
          expect(effects[0]).toMatchObject({
            state: paid ? "paid" : "open",
            periodStart: trial.trialEnd,
            total: periodAmount(plan, percentOff),
          });
          expectConsistent(effects[0]!, percentOff);
        },
      ),
    );
  });

  it("is past_due after 1 or 2 failed charges in a row and unpaid from the third; a paid one makes it active", () => {
    fc.assert(
      fc.property(paidPlanArb, fc.array(chargeArb, { minLength: 1, maxLength: 12 }), (plan, charges) => {
        const steps = renewWith(startPaid(plan, START).subscription, charges);
        let failed = 0;
        charges.forEach((charge, index) => {
          failed = charge === "succeeded" ? 0 : failed + 1;
          const { subscription, effects } = steps[index]!;
          expect(subscription.failedCharges).toBe(failed);
          expect(subscription.state).toBe(
            failed === 0 ? "active" : failed < SUBSCRIPTION_RETRY_THRESHOLD ? "past_due" : "unpaid",
          );
          expect(effects.map((effect) => effect.state)).toEqual([charge === "succeeded" ? "paid" : "open"]);
        });
      }),
    );
  });

  it("makes exactly three declined renewals unpaid (spec 3 §9 threshold 3)", () => {
    const plan: SubscriptionPlan = {
      productId: "prod_a",
      priceId: "price_a",
      productName: "Lectern Notes",
      unitAmount: 799,
      currency: "GBP",
      every: { interval: "month", intervalCount: 1 },
    };
    const states = renewWith(startPaid(plan, START).subscription, ["declined", "declined", "declined"]).map(
      (step) => step.subscription.state,
    );
    expect(states).toEqual(["past_due", "past_due", "unpaid"]);
  });

  it("renews a paid renewal from past_due to active and clears the failures", () => {
    fc.assert(
      fc.property(paidPlanArb, fc.integer({ min: 1, max: SUBSCRIPTION_RETRY_THRESHOLD - 1 }), (plan, failures) => {
        const declined = renewWith(startPaid(plan, START).subscription, Array(failures).fill("declined"));
        const pastDue = declined.at(-1)!.subscription;
        expect(pastDue.state).toBe("past_due");
        const [paid] = renewWith(pastDue, ["succeeded"]);
        expect(paid!.subscription).toMatchObject({ state: "active", failedCharges: 0 });
      }),
    );
  });

  it("keeps everything when cancel at period end is followed by resume", () => {
    fc.assert(
      fc.property(
        anySubscriptionArb.filter((s) => isLiveSubscription(s.state)),
        (subscription) => {
          const canceled = stepSubscription(subscription, { type: "cancelAtPeriodEnd" });
          if (isRefused(canceled)) throw new Error("refused");
          expect(canceled.subscription).toEqual({ ...subscription, cancelAtPeriodEnd: true });
          const resumed = stepSubscription(canceled.subscription, { type: "resume" });
          if (isRefused(resumed)) throw new Error("refused");
          expect(resumed).toEqual({ subscription: { ...subscription, cancelAtPeriodEnd: false }, effects: [] });
        },
      ),
    );
  });

  it("cancels at the period's end without charging, whatever the card", () => {
    fc.assert(
      fc.property(startArb, chargeArb, fc.integer({ min: 0, max: 800 }), (start, charge, extraDays) => {
        const asked = stepSubscription(start.subscription, { type: "cancelAtPeriodEnd" });
        if (isRefused(asked)) throw new Error("refused");
        const end = asked.subscription.currentPeriodEnd;
        const before = advanceSubscription(asked.subscription, end - 1, () => charge);
        expect(before.subscription.state).toBe(start.subscription.state);
        const after = advanceSubscription(asked.subscription, end + extraDays * DAY, () => charge);
        expect(after.subscription.state).toBe("canceled");
        expect(after.effects).toEqual([]);
      }),
    );
  });

  it("advances in any number of reads to the same place, issuing one invoice a period, end to end", () => {
    fc.assert(
      fc.property(
        startArb,
        chargeArb,
        fc.array(fc.integer({ min: 0, max: 200 }), { minLength: 1, maxLength: 5 }),
        (start, charge, gaps) => {
          const reads = gaps.reduce<number[]>((at, gap) => [...at, (at.at(-1) ?? START) + gap * DAY], []);
          let stepwise = start.subscription;
          const invoices: IssueInvoice[] = [];
          for (const read of reads) {
            const step = advanceSubscription(stepwise, read, () => charge);
            stepwise = step.subscription;
            invoices.push(...step.effects);
          }
          const direct = advanceSubscription(start.subscription, reads.at(-1)!, () => charge);
          expect(stepwise).toEqual(direct.subscription);
          expect(invoices).toEqual(direct.effects);
          // Contiguous periods, each issued once its start had come.
          for (let index = 1; index < invoices.length; index += 1) {
            expect(invoices[index]!.periodStart).toBe(invoices[index - 1]!.periodEnd);
          }
          for (const invoice of invoices) {
            expect(invoice.periodStart).toBeLessThanOrEqual(reads.at(-1)!);
            expectConsistent(invoice, start.subscription.percentOff);
          }
          // A free plan issues no invoices and is never past due.
          if (start.subscription.plan.unitAmount === 0) {
            expect(invoices).toEqual([]);
            expect(["active", "trialing"]).toContain(direct.subscription.state);
          }
        },
      ),
    );
  });

  it("changes plan now with a prorated paid invoice that never goes below 0", () => {
    fc.assert(
      fc.property(
        anySubscriptionArb.filter((s) => isLiveSubscription(s.state) && s.state !== "trialing"),
        paidPlanArb,
        fc.double({ min: 0, max: 1, noNaN: true }),
        (subscription, plan, share) => {
          const at =
            subscription.currentPeriodStart +
            Math.floor(share * (subscription.currentPeriodEnd - subscription.currentPeriodStart));
          const result = stepSubscription(subscription, { type: "changePlan", plan, at });
          if (isRefused(result)) throw new Error("refused");
          expect(result.subscription).toMatchObject({
            plan,
            state: "active",
            failedCharges: 0,
            currentPeriodStart: at,
            currentPeriodEnd: addInterval(at, plan.every),
          });
          expect(result.effects).toHaveLength(1);
          const invoice = result.effects[0]!;
          expect(invoice.state).toBe("paid");
          expectConsistent(invoice, subscription.percentOff);
          // Never more than the new plan's price, and the credit only for what an active period paid.
          expect(invoice.subtotal).toBeLessThanOrEqual(plan.unitAmount);
          if (subscription.state !== "active") expect(invoice.subtotal).toBe(plan.unitAmount);
        },
      ),
    );
  });

  it("keeps a trial a trial on a new plan, charging nothing", () => {
    fc.assert(
      fc.property(planArb, planArb, fc.integer({ min: 1, max: 30 }), (from, to, days) => {
        const trial = startTrial(from, START, days).subscription;
        const result = stepSubscription(trial, { type: "changePlan", plan: to, at: START + DAY / 2 });
        expect(result).toEqual({ subscription: { ...trial, plan: to }, effects: [] });
      }),
    );
  });

  it("expires an incomplete subscription when its payment window closes", () => {
    fc.assert(
      fc.property(startArb, (start) => {
        const incomplete = { ...start.subscription, state: "incomplete" as const };
        const due = nextDueAt(incomplete)!;
        expect(advanceSubscription(incomplete, due - 1, () => "succeeded").subscription.state).toBe("incomplete");
        expect(advanceSubscription(incomplete, due, () => "succeeded").subscription.state).toBe("incomplete_expired");
      }),
    );
  });
});

describe("billing periods", () => {
  it("adds calendar months in UTC, keeping the day or clamping it to the month's last", () => {
    expect(new Date(addInterval(Date.UTC(2026, 0, 31, 9), { interval: "month", intervalCount: 1 })).toISOString()).toBe(
      "2026-02-28T09:00:00.000Z",
    );
    expect(new Date(addInterval(Date.UTC(2027, 11, 15), { interval: "month", intervalCount: 3 })).toISOString()).toBe(
      "2028-03-15T00:00:00.000Z",
    );
    expect(new Date(addInterval(Date.UTC(2028, 1, 29), { interval: "year", intervalCount: 1 })).toISOString()).toBe(
      "2029-02-28T00:00:00.000Z",
    );
  });

  it("always moves forward, by between 28 and 31 days a month", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2100, 0, 1) }),
        fc.integer({ min: 1, max: 24 }),
        (at, count) => {
          const end = addInterval(at, { interval: "month", intervalCount: count });
          expect(end - at).toBeGreaterThanOrEqual(count * 28 * DAY - 3_600_000);
          expect(end - at).toBeLessThanOrEqual(count * 31 * DAY);
        },
      ),
    );
  });

  it("discounts by the percentage, rounded to the penny, never more than the amount", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000 }), percentArb, (amount, percent) => {
        const discount = discountOf(amount, percent);
        expect(discount).toBe(Math.round((amount * percent) / 100));
        expect(discount).toBeLessThanOrEqual(amount);
        expect(discount).toBeGreaterThanOrEqual(0);
      }),
    );
  });
});
