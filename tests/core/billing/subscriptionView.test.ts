import { toSubscription, toSubscriptions, SubscriptionsReply } from "@lectern/core/billing/api/subscriptionsReply";
import {
  SUBSCRIPTION_STATES,
  type SubscriptionState,
  isLiveSubscription,
} from "@lectern/core/billing/domain/subscriptionStates";
import {
  DEFAULT_PLAN_COLOR,
  SUBSCRIPTION_TEXTS,
  type Subscription,
  currentSubscription,
  nextEventText,
  paymentIssueOf,
  periodText,
  planActions,
  planDate,
  planPriceText,
  stateBadge,
} from "@lectern/core/billing/domain/subscriptionView";
import * as Schema from "effect/Schema";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { aSubscriptionAttributes, aSubscriptionResource } from "./portalDocuments";

const decode = (documents: unknown[]) =>
  toSubscriptions(Schema.decodeUnknownSync(SubscriptionsReply)({ data: documents }));
const aSubscription = (fields: Parameters<typeof aSubscriptionAttributes>[0] = {}): Subscription =>
  toSubscription(fields.id ?? "sub_1", aSubscriptionAttributes(fields) as never);

const aState = fc.constantFrom(...SUBSCRIPTION_STATES);

describe("subscription view (spec 3 §4 subscription states)", () => {
  it("reads the wire subscription into the profile's shape", () => {
    const [subscription] = decode([aSubscriptionResource({ state: "trialing", trialEnd: "2026-03-15T12:00:00.000Z" })]);
    expect(subscription).toMatchObject({
      id: "sub_1",
      state: "trialing",
      capacityHours: 40,
      usedHours: 3.5,
      amount: 799,
      price: { id: "price_notes_monthly", currency: "GBP", recurring: { interval: "month", intervalCount: 1 } },
      product: { name: "Lectern Notes", upgradeAllowed: true },
    });
  });

  it("refuses a state the spec does not name", () => {
    expect(() => decode([aSubscriptionResource({ state: "paused" })])).toThrow();
  });

  it("defaults the product's colours and upgrade_allowed as spec 3 §3 does", () => {
    const attributes = aSubscriptionAttributes();
    const product = { id: "p", name: "Plain", color: null, color_lighter: null };
    const subscription = toSubscription("s", { ...attributes, item: { ...attributes.item, product } } as never);
    expect(subscription.product.color).toBe(DEFAULT_PLAN_COLOR);
    expect(subscription.product.upgradeAllowed).toBe(true);
  });

  it("shows a payment-issue banner exactly for incomplete, incomplete_expired, unpaid and past_due", () => {
    fc.assert(
      fc.property(aState, (state) => {
        const issue = paymentIssueOf({ state });
        const expected = ["incomplete", "incomplete_expired", "unpaid", "past_due"].includes(state);
        expect(issue !== null).toBe(expected);
        if (issue) expect(issue.title.length).toBeGreaterThan(0);
      }),
    );
    expect(paymentIssueOf(null)).toBeNull();
  });

  it("labels every state", () => {
    expect(SUBSCRIPTION_STATES.map((state) => stateBadge(state).label)).toEqual([
      "Incomplete",
      "Expired",
      "Trialing",
      "Active",
      "Past due",
      "Canceled",
      "Unpaid",
    ]);
  });

  it("says when a trial ends, when a cancelled plan stops, when an active one renews, when one ended", () => {
    const end = "2026-04-01T12:00:00.000Z";
    expect(nextEventText(aSubscription({ state: "trialing", trialEnd: "2026-03-15T12:00:00.000Z" }))).toBe(
      `Your trial ends on ${planDate("2026-03-15T12:00:00.000Z")}`,
    );
    expect(nextEventText(aSubscription({ state: "active" }))).toBe(`Renews on ${planDate(end)}`);
    expect(nextEventText(aSubscription({ state: "active", cancelAtPeriodEnd: true }))).toBe(
      `Cancels on ${planDate(end)}`,
    );
    expect(nextEventText(aSubscription({ state: "canceled" }))).toBe(`Ended on ${planDate(end)}`);
    expect(nextEventText(aSubscription({ state: "past_due" }))).toBe(`We will try your card again on ${planDate(end)}`);
    expect(nextEventText(aSubscription({ state: "unpaid" }))).toBeNull();
    expect(periodText(aSubscription())).toBe(
      SUBSCRIPTION_TEXTS.period(planDate("2026-03-01T12:00:00.000Z"), planDate(end)),
    );
    expect(planDate("2026-03-15T12:00:00.000Z")).toBe("March 15 2026");
  });

  it("allows change plan only when upgrade_allowed, and exactly one of cancel and resume on a live plan", () => {
    fc.assert(
      fc.property(aState, fc.boolean(), fc.boolean(), (state, cancelAtPeriodEnd, upgradeAllowed) => {
        const actions = planActions(aSubscription({ state, cancelAtPeriodEnd, upgradeAllowed }));
        if (!isLiveSubscription(state)) {
          expect(actions).toEqual({ changePlan: false, cancel: false, resume: false, choosePlan: true });
          return;
        }
        expect(actions.changePlan).toBe(upgradeAllowed);
        expect(actions.cancel).toBe(!cancelAtPeriodEnd);
        expect(actions.resume).toBe(cancelAtPeriodEnd);
        expect(actions.choosePlan).toBe(false);
      }),
    );
    expect(planActions(null).choosePlan).toBe(true);
  });

  it("shows the live subscription, else the newest ended one", () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(aState, fc.integer({ min: 0, max: 1_000_000 })), { maxLength: 6 }), (rows) => {
        const subscriptions = rows.map(([state, minutes], index) =>
          aSubscription({
            id: `s${index}`,
            state: state as SubscriptionState,
            createdAt: new Date(Date.UTC(2026, 0, 1) + minutes * 60_000).toISOString(),
          }),
        );
        const shown = currentSubscription(subscriptions);
        if (subscriptions.length === 0) {
          expect(shown).toBeNull();
          return;
        }
        const live = subscriptions.filter((subscription) => isLiveSubscription(subscription.state));
        if (live.length > 0) {
          expect(live).toContain(shown);
          return;
        }
        const newest = Math.max(...subscriptions.map((subscription) => Date.parse(subscription.createdAt!)));
        expect(Date.parse(shown!.createdAt!)).toBe(newest);
      }),
    );
  });

  it("prices the plan per interval after the discount, and a free price as Free", () => {
    expect(planPriceText(aSubscription({ unitAmount: 799 }))).toBe("£7.99 / month");
    expect(planPriceText(aSubscription({ unitAmount: 799, amount: 399 }))).toBe("£3.99 / month");
    expect(planPriceText(aSubscription({ unitAmount: 0 }))).toBe("Free");
  });
});
