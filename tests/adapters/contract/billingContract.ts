import { BILLING_TEXTS } from "@lectern/adapters/demo/model/billing/billingTexts";
import { hoursUsedUpMessage } from "@lectern/adapters/demo/model/billing/subscriptionCapacity";
import { CAPACITY_TEXTS } from "@lectern/adapters/demo/model/demoCapacity";
import type { DemoRouter } from "@lectern/adapters/demo/DemoRouter";
import { isApiError } from "@lectern/core/kernel/ApiError";
import { beforeEach, describe, expect, it } from "vitest";
import { BillingDriver, CARDS, GOOD_CARD, RETURN_URL, type Resource } from "./billing/BillingDriver";
import type { BillingSubject } from "./billing/BillingSubject";
import { UploadDriver } from "./upload/UploadDriver";

const DAY = 86_400_000;
const HOUR = 3_600_000;
const PASSWORD = "Other#2026pass";

interface Account {
  token: string;
  readonly email: string;
  readonly id: string;
}

/** How a call ended: its status, and for a refusal its title and the first error's source. */
const outcome = async (
  call: Promise<unknown>,
): Promise<{ status: number; title: string | null; pointer?: string | null }> => {
  try {
    await call;
    return { status: 200, title: null };
  } catch (error) {
    if (!isApiError(error)) throw error;
    const errors = (error.meta?.body as { errors?: { source?: { pointer?: string } }[] } | undefined)?.errors ?? [];
    return { status: error.status, title: error.title, pointer: errors[0]?.source?.pointer ?? null };
  }
};

/** Every error of a 422 as `pointer → title`. */
const fieldErrors = async (call: Promise<unknown>): Promise<Record<string, string>> => {
  const error = await call.then(
    () => {
      throw new Error("expected the call to fail");
    },
    (caught: unknown) => caught,
  );
  if (!isApiError(error)) throw error;
  expect(error.status).toBe(422);
  const body = error.meta?.body as { errors: { title: string; source: { pointer: string } }[] } | undefined;
  const errors = body?.errors ?? [];
  return Object.fromEntries(errors.map((entry) => [entry.source.pointer, entry.title]));
};

const iso = (ms: number) => new Date(ms).toISOString();

/** One recorded lecture of `userId`: its streams' lengths in hours (one per stream). */
const record = (router: DemoRouter, userId: string, streamHours: readonly number[], demo = false): Promise<string> =>
  router.exclusive(({ db, now }) =>
    db.mutate((data) => {
      data.counters.recordingSessions += 1;
      const sessionId = String(data.counters.recordingSessions);
      data.recordingSessions.push({
        id: sessionId,
        userId,
        name: `Lecture ${sessionId}`,
        organizationId: null,
        status: 30,
        startedAt: now(),
        endedAt: now(),
        createdAt: now(),
        mergedAt: now(),
        geo: null,
        demo,
        tagIds: [],
        thumbnailKey: null,
      });
      streamHours.forEach((hours, index) => {
        data.counters.streams += 1;
        data.streams.push({
          id: String(data.counters.streams),
          sessionId,
          type: index === 0 ? "combined" : "camera",
          isPrimary: index === 0,
          createdAt: now(),
          status: 30,
          convertProgress: 100,
          receivedThrough: 0,
          receivedBytes: 10,
          duration: hours * 3600,
          waveformKey: null,
          mediaKey: null,
        });
      });
      return sessionId;
    }),
  );

/**
 * Billing (contract 14): products, coupons, the card setup and the demo card provider, payment
 * methods, subscriptions and their life cycle on the demo clock, invoices and their documents,
 * licence keys, and the capacity check in hours. Runs unchanged against every backend.
 */
export const describeBillingContract = (suiteName: string, makeSubject: () => Promise<BillingSubject>): void => {
  describe(suiteName, () => {
    let subject: BillingSubject;
    let billing: BillingDriver;
    let sessions: UploadDriver;

    /** A new account: its token and id. */
    const signUp = async (name = "buyer"): Promise<Account> => {
      const email = `${name}-${Math.random().toString(36).slice(2)}@example.com`;
      const token = await sessions.signUp(email, PASSWORD);
      const user = await billing.data<{ id: string }>(token, { method: "GET", path: "v2/user" });
      return { token, email, id: user.id };
    };

    /** Moves the demo clock on; the account signs in again (a session token lives 30 days). */
    const later = async (account: Account, ms: number) => {
      subject.clock.advance(ms);
      account.token = await sessions.signIn(account.email, PASSWORD);
    };

    /** A trial of Lectern Notes (monthly) paid by a card with this number. */
    const startNotesTrial = async (token: string, number: string = CARDS.succeeds) => {
      const card = await billing.addCard(token, number);
      return billing.subscribe(token, { price_id: "price_notes_monthly", trial: true, payment_method_id: card.id });
    };

    const buy = async (
      token: string,
      priceId: string,
      extra: Record<string, unknown> = {},
      number: string = CARDS.succeeds,
    ) => {
      const card = await billing.addCard(token, number);
      return billing.subscribe(token, { price_id: priceId, trial: false, payment_method_id: card.id, ...extra });
    };

    beforeEach(async () => {
      subject = await makeSubject();
      await subject.reset();
      billing = new BillingDriver(subject);
      sessions = new UploadDriver(subject.api, subject.keyValue);
    });

    describe("products", () => {
      it("lists Lectern Notes first with its 14-day trial, monthly price first and yearly second", async () => {
        const products = await billing.products(null);
        const notes = products[0]!;
        expect(notes).toMatchObject({
          id: "prod_lectern_notes",
          type: "billing_products",
          attributes: { name: "Lectern Notes", product_trial_days: 14, metadata: { capacity_hours: "20" }, images: [] },
        });
        expect(notes.attributes.prices.map((price) => price.id).slice(0, 2)).toEqual([
          "price_notes_monthly",
          "price_notes_yearly",
        ]);
        expect(notes.attributes.prices[0]).toMatchObject({
          unit_amount: 799,
          currency: "GBP",
          nickname: "base",
          type: "recurring",
          recurring: { interval: "month", interval_count: 1 },
          product_id: "prod_lectern_notes",
          state: "active",
        });
        expect(notes.attributes.prices[0]).toHaveProperty("created_at");
        expect(notes.attributes.prices[0]).toHaveProperty("updated_at");
      });

      it("sells a quarter, a DSA price and a referral price with its offer on Lectern Notes", async () => {
        const notes = (await billing.products(null))[0]!.attributes.prices;
        expect(notes.find((price) => price.recurring?.interval_count === 3)).toMatchObject({
          recurring: { interval: "month", interval_count: 3 },
          nickname: "base",
        });
        expect(notes.some((price) => (price.nickname ?? "").includes("DSA"))).toBe(true);
        expect(notes.find((price) => price.nickname === "studentbeans")?.metadata).toMatchObject({
          offerTitle: expect.any(String),
          originalPrice: expect.any(String),
          offerDuration: expect.any(String),
          offerPrice: expect.any(String),
        });
      });

      it("has Notes 40, 80 and 160 by their hours, Pro unlimited, and DSA only with filter[with_hidden]", async () => {
        const all = await billing.products(null);
        const hours = Object.fromEntries(
          all.map((product) => [product.attributes.name, product.attributes.metadata.capacity_hours]),
        );
        expect(hours).toEqual({
          "Lectern Notes": "20",
          "Lectern Notes 40": "40",
          "Lectern Notes 80": "80",
          "Lectern Notes 160": "160",
          "Lectern Pro": "0",
          "Lectern DSA": "0",
        });
        expect(all.find((product) => product.id === "prod_lectern_dsa")).toMatchObject({
          attributes: { hidden: true, upgrade_allowed: false, prices: [{ id: "price_dsa_yearly", unit_amount: 0 }] },
        });
        const pro = all.find((product) => product.id === "prod_lectern_pro")!;
        expect(pro.attributes.prices.map((price) => price.id)).toEqual(["price_pro_monthly", "price_pro_yearly"]);
        const visible = await billing.products(null, false);
        expect(visible.map((product) => product.id)).not.toContain("prod_lectern_dsa");
        expect(visible.every((product) => !product.attributes.hidden)).toBe(true);
      });
    });

    describe("coupons", () => {
      it("finds a promo code ignoring case, with its country variants", async () => {
        const { token } = await signUp();
        expect(await billing.coupon(token, "StudentBeans")).toMatchObject({
          id: "studentbeans",
          type: "coupons",
          attributes: { name: "Student Beans", percent_off: 20, created_at: expect.any(String) },
        });
        for (const variant of ["UNIDAYS-UK", "unidays-us", "Unidays-Au"]) {
          expect((await billing.coupon(token, variant)).id).toBe(variant.toLowerCase());
        }
      });

      it("answers 404 'This promo code is not valid.' for an unknown code, and 401 signed out", async () => {
        const { token } = await signUp();
        expect(await outcome(billing.coupon(token, "nope-uk"))).toMatchObject({
          status: 404,
          title: "This promo code is not valid.",
        });
        expect((await outcome(billing.data(null, { method: "GET", path: "billing/coupons/movember" }))).status).toBe(
          401,
        );
      });
    });

    describe("card setup and the demo card provider", () => {
      it("starts a setup whose provider page lists the test cards, without the app's token", async () => {
        const { token } = await signUp();
        const setup = await billing.startSetup(token);
        expect(setup).toMatchObject({
          type: "customers_payment_methods_setup",
          attributes: { url: `/demo-card/${setup.id}` },
        });
        const page = await billing.providerSetup(setup.id);
        expect(page).toEqual({
          id: setup.id,
          type: "card_setups",
          attributes: {
            status: "open",
            return_url: RETURN_URL,
            expires_at: expect.any(String),
            test_cards: [
              { number: "4242 4242 4242 4242", outcome: "Succeeds" },
              { number: "4000 0000 0000 0002", outcome: "Declined" },
              { number: "4000 0000 0000 9995", outcome: "Insufficient funds" },
              { number: "4000 0000 0000 0341", outcome: "Saved, but renewals are declined" },
            ],
          },
        });
        expect(Date.parse(page.attributes.expires_at)).toBeGreaterThan(subject.clock.now());
      });

      it("takes only a path of the app as the return url", async () => {
        const { token } = await signUp();
        for (const bad of ["https://evil.example/billing", "//evil.example/billing", "billing/buying", "", 5, null]) {
          expect(await outcome(billing.startSetup(token, bad))).toEqual({
            status: 422,
            title: BILLING_TEXTS.returnUrlInvalid,
            pointer: "/data/attributes/return_url",
          });
        }
        const wrongType = billing.data(token, {
          method: "POST",
          path: "billing/payment-methods/setup",
          body: { data: { type: "cards", attributes: { return_url: "/billing" } } },
        });
        expect((await outcome(wrongType)).pointer).toBe("/data/type");
        expect((await outcome(billing.startSetup("not-a-token"))).status).toBe(401);
      });

      it("refuses each bad field with its message and pointer, by the demo clock", async () => {
        const { token } = await signUp();
        const setup = await billing.startSetup(token);
        expect(
          await fieldErrors(
            billing.confirm(setup.id, {
              number: "4242 4242 4242 4241",
              exp_month: 13,
              exp_year: 2030,
              cvc: "12",
              postal_code: "  ",
            }),
          ),
        ).toEqual({
          "/data/attributes/number": "Your card number is invalid.",
          "/data/attributes/exp_month": "Your card's expiration date is invalid.",
          "/data/attributes/cvc": "Your card's security code is invalid.",
          "/data/attributes/postal_code": "Enter your postal code.",
        });
        for (const number of ["4242 4242 42", "4242 4242 4242 4242 4242", "4242-4242-4242-4242", "abcd"]) {
          expect(await fieldErrors(billing.confirm(setup.id, { ...GOOD_CARD, number }))).toEqual({
            "/data/attributes/number": "Your card number is invalid.",
          });
        }
        // The clock says November 2026: October has passed, November has not.
        expect(await fieldErrors(billing.confirm(setup.id, { ...GOOD_CARD, exp_month: 10, exp_year: 2026 }))).toEqual({
          "/data/attributes/exp_month": "Your card's expiration date is invalid.",
        });
        expect(await fieldErrors(billing.confirm(setup.id, { ...GOOD_CARD, exp_month: 12, exp_year: 2025 }))).toEqual({
          "/data/attributes/exp_year": "Your card's expiration date is invalid.",
        });
        for (const cvc of ["1", "12345", "12a"]) {
          expect(Object.keys(await fieldErrors(billing.confirm(setup.id, { ...GOOD_CARD, cvc })))).toEqual([
            "/data/attributes/cvc",
          ]);
        }
        expect((await billing.cards(token)).length).toBe(0);
        await billing.confirm(setup.id, { ...GOOD_CARD, exp_month: 11, exp_year: 26 });
        expect((await billing.cards(token))[0]?.attributes.card).toMatchObject({ exp_month: 11, exp_year: 2026 });
      });

      it("declines …0002 and …9995 with 402 and their messages, saving nothing and keeping the page open", async () => {
        const { token } = await signUp();
        const setup = await billing.startSetup(token);
        expect(await outcome(billing.confirm(setup.id, { ...GOOD_CARD, number: CARDS.declined }))).toMatchObject({
          status: 402,
          title: "Your card was declined.",
        });
        expect(
          await outcome(billing.confirm(setup.id, { ...GOOD_CARD, number: CARDS.insufficientFunds })),
        ).toMatchObject({
          status: 402,
          title: "Your card has insufficient funds.",
        });
        expect(await billing.cards(token)).toEqual([]);
        expect((await billing.providerSetup(setup.id)).attributes.status).toBe("open");
        expect((await billing.invoices(token)).data).toEqual([]);
      });

      it("saves a good card (the first is the default) and returns to the app with setup_id and setup_status", async () => {
        const { token } = await signUp();
        const setup = await billing.startSetup(token);
        const saved = await billing.confirm(setup.id, GOOD_CARD);
        expect(saved).toMatchObject({
          id: setup.id,
          type: "card_setups",
          attributes: {
            status: "succeeded",
            return_url: `${RETURN_URL}&setup_id=${setup.id}&setup_status=succeeded`,
          },
        });
        expect((await billing.providerSetup(setup.id)).attributes.status).toBe("succeeded");
        const plain = await billing.startSetup(token, "/profile/subscription");
        const second = await billing.confirm(plain.id, {
          ...GOOD_CARD,
          number: CARDS.mastercard,
          exp_month: 3,
          exp_year: 2031,
        });
        expect(second.attributes.return_url).toBe(`/profile/subscription?setup_id=${plain.id}&setup_status=succeeded`);
        const cards = await billing.cards(token);
        expect(cards.map((card) => card.attributes)).toEqual([
          {
            external_id: expect.any(String),
            card: { brand: "Visa", last_four: "4242", exp_month: 12, exp_year: 2030 },
            billing_details: { address: { postal_code: "CB2 1TN" } },
            metadata: {},
            is_default: true,
            created_at: iso(subject.clock.now()),
          },
          expect.objectContaining({
            card: { brand: "Mastercard", last_four: "4444", exp_month: 3, exp_year: 2031 },
            is_default: false,
          }),
        ]);
        expect(cards.every((card) => card.type === "customers_payment_methods")).toBe(true);
        expect(JSON.stringify(cards)).not.toContain("4242424242424242");
      });

      it("saves …0341 (its renewals are declined later) and any other Luhn-valid number", async () => {
        const { token } = await signUp();
        await billing.addCard(token, CARDS.declinesRenewal);
        await billing.addCard(token, "3782 822463 10005");
        await billing.addCard(token, "6011 1111 1111 1117");
        expect(
          (await billing.cards(token)).map((card) => [card.attributes.card.brand, card.attributes.card.last_four]),
        ).toEqual([
          ["Visa", "0341"],
          ["American Express", "0005"],
          ["Card", "1117"],
        ]);
      });

      it("answers a second confirm of a saved setup with the same return, saving one card", async () => {
        const { token } = await signUp();
        const setup = await billing.startSetup(token);
        const first = await billing.confirm(setup.id, GOOD_CARD);
        expect(await billing.confirm(setup.id, { ...GOOD_CARD, number: CARDS.mastercard })).toEqual(first);
        expect((await billing.cards(token)).length).toBe(1);
      });

      it("expires an open setup on the clock, and an unknown id is the same 404", async () => {
        const { token } = await signUp();
        const setup = await billing.startSetup(token);
        subject.clock.advance(2 * HOUR);
        const expired = { status: 404, title: "This card setup has expired. Go back and try again." };
        expect(await outcome(billing.providerSetup(setup.id))).toMatchObject(expired);
        expect(await outcome(billing.confirm(setup.id, GOOD_CARD))).toMatchObject(expired);
        expect(await outcome(billing.providerSetup("seti_unknown"))).toMatchObject(expired);
        expect(await billing.cards(token)).toEqual([]);
      });

      it("saves a card to the setup's owner whoever sends it, and a setup id never shows anyone's cards", async () => {
        const alice = await signUp("alice");
        const bob = await signUp("bob");
        await billing.addCard(alice.token);
        const bobs = await billing.startSetup(bob.token);
        const page = await billing.providerSetup(bobs.id, alice.token);
        expect(Object.keys(page.attributes).sort()).toEqual(["expires_at", "return_url", "status", "test_cards"]);
        await billing.confirm(bobs.id, { ...GOOD_CARD, number: CARDS.mastercard }, alice.token);
        expect((await billing.cards(alice.token)).map((card) => card.attributes.card.last_four)).toEqual(["4242"]);
        expect((await billing.cards(bob.token)).map((card) => card.attributes.card.last_four)).toEqual(["4444"]);
        const confirmed = await billing.providerSetup(bobs.id);
        expect(JSON.stringify(confirmed)).not.toContain("4444");
      });
    });

    describe("payment methods", () => {
      it("switches the default: the chosen card only; is_default false is refused", async () => {
        const { token } = await signUp();
        const first = await billing.addCard(token);
        const second = await billing.addCard(token, CARDS.mastercard);
        const changed = await billing.makeDefault(token, second.id);
        expect(changed).toMatchObject({ id: second.id, attributes: { is_default: true } });
        expect((await billing.cards(token)).map((card) => [card.id, card.attributes.is_default])).toEqual([
          [first.id, false],
          [second.id, true],
        ]);
        expect(await outcome(billing.makeDefault(token, first.id, false))).toMatchObject({
          status: 422,
          pointer: "/data/attributes/is_default",
        });
      });

      it("keeps the only card of a trialing, active or past_due subscription; removes it once canceled", async () => {
        const { token } = await signUp();
        const result = await startNotesTrial(token);
        const [only] = await billing.cards(token);
        const refused = { status: 422, title: "Add another card before removing your only card." };
        expect(await outcome(billing.removeCard(token, only!.id))).toMatchObject(refused);
        const spare = await billing.addCard(token, CARDS.mastercard);
        expect((await billing.removeCard(token, only!.id)).status).toBe(204);
        // The default went with it: the card left takes over.
        expect((await billing.cards(token)).map((card) => [card.id, card.attributes.is_default])).toEqual([
          [spare.id, true],
        ]);
        expect(await outcome(billing.removeCard(token, spare.id))).toMatchObject(refused);
        await billing.patchSubscription(token, result.attributes.subscription.id, { cancel_at_period_end: true });
        subject.clock.advance(15 * DAY);
        expect((await billing.removeCard(token, spare.id)).status).toBe(204);
        expect(await billing.cards(token)).toEqual([]);
      });

      it("removes a card freely without a subscription", async () => {
        const { token } = await signUp();
        const card = await billing.addCard(token);
        expect((await billing.removeCard(token, card.id)).status).toBe(204);
      });

      it("answers 404 for another user's card", async () => {
        const alice = await signUp("alice");
        const bob = await signUp("bob");
        const card = await billing.addCard(alice.token);
        const notFound = { status: 404, title: BILLING_TEXTS.paymentMethodNotFound };
        expect(await outcome(billing.makeDefault(bob.token, card.id))).toMatchObject(notFound);
        expect(await outcome(billing.removeCard(bob.token, card.id))).toMatchObject(notFound);
        expect(await outcome(billing.removeCard(bob.token, "9999"))).toMatchObject(notFound);
        expect(await billing.cards(bob.token)).toEqual([]);
        expect((await billing.cards(alice.token)).length).toBe(1);
      });
    });

    describe("subscriptions", () => {
      it("starts a 14-day trial that charges nothing, its first invoice due at the trial's end", async () => {
        const { token } = await signUp();
        const now = subject.clock.now();
        const result = await startNotesTrial(token);
        const trialEnd = now + 14 * DAY;
        expect(result).toMatchObject({
          type: "subscription_payment_results",
          attributes: {
            code: "successful",
            message: "Your free trial has started.",
            created_at: iso(now),
            subscription: {
              state: "trialing",
              cancel_at_period_end: false,
              trial_start: iso(now),
              trial_end: iso(trialEnd),
              current_period_start: iso(now),
              current_period_end: iso(trialEnd),
              coupon: null,
              item: {
                quantity: 1,
                capacity: 20,
                used: 0,
                amount: 799,
                price: { id: "price_notes_monthly", unit_amount: 799, currency: "GBP" },
                product: { id: "prod_lectern_notes", name: "Lectern Notes", upgrade_allowed: true },
              },
            },
            upcoming_invoice: {
              total: 799,
              currency: "GBP",
              period_start: iso(trialEnd),
              period_end: "2027-01-06T09:00:00.000Z",
            },
            payment_method: { card: { brand: "Visa", last_four: "4242" } },
          },
        });
        expect((await billing.invoices(token)).data).toEqual([]);
        const [listed] = await billing.subscriptions(token);
        expect(listed).toMatchObject({ id: result.attributes.subscription.id, type: "customers_subscriptions" });
        expect(listed!.attributes).toEqual(
          (({ id: _id, ...attributes }) => attributes)(result.attributes.subscription),
        );
      });

      it("refuses a trial of a plan without one, and a second trial", async () => {
        const { token } = await signUp();
        const card = await billing.addCard(token);
        expect(
          await outcome(
            billing.subscribe(token, { price_id: "price_pro_monthly", trial: true, payment_method_id: card.id }),
          ),
        ).toEqual({ status: 422, title: "Your plan has no free trial.", pointer: "/data/attributes/trial" });
        const trial = await billing.subscribe(token, {
          price_id: "price_notes_monthly",
          trial: true,
          payment_method_id: card.id,
        });
        await billing.patchSubscription(token, trial.attributes.subscription.id, { cancel_at_period_end: true });
        subject.clock.advance(14 * DAY);
        expect((await billing.subscriptions(token))[0]?.attributes.state).toBe("canceled");
        expect(
          await outcome(
            billing.subscribe(token, { price_id: "price_notes_yearly", trial: true, payment_method_id: card.id }),
          ),
        ).toEqual({ status: 422, title: "You have already used your free trial.", pointer: "/data/attributes/trial" });
        const paid = await billing.subscribe(token, {
          price_id: "price_notes_yearly",
          trial: false,
          payment_method_id: card.id,
        });
        expect(paid.attributes.subscription.state).toBe("active");
        expect((await billing.subscriptions(token)).map((subscription) => subscription.attributes.state)).toEqual([
          "active",
          "canceled",
        ]);
      });

      it("charges a purchase at once: active with a paid invoice LECT-…", async () => {
        const { token } = await signUp();
        const now = subject.clock.now();
        const result = await buy(token, "price_notes_monthly");
        expect(result.attributes).toMatchObject({
          code: "successful",
          message: "Payment successful.",
          subscription: { state: "active", trial_start: null, trial_end: null, item: { amount: 799 } },
          upcoming_invoice: {
            total: 799,
            period_start: "2026-12-22T09:00:00.000Z",
            period_end: "2027-01-22T09:00:00.000Z",
          },
        });
        const { data } = await billing.invoices(token);
        expect(data).toHaveLength(1);
        expect(data[0]).toMatchObject({
          type: "customers_invoices",
          attributes: {
            number: expect.stringMatching(/^LECT-\d{4,}$/),
            state: "paid",
            period_start: iso(now),
            period_end: "2026-12-22T09:00:00.000Z",
            subtotal: 799,
            discount: 0,
            total: 799,
            currency: "GBP",
            download_link: `demo/invoices/${data[0]!.id}/document`,
            created_at: iso(now),
            paid_at: iso(now),
            items: [{ description: "Lectern Notes", quantity: 1, amount: 799, price_id: "price_notes_monthly" }],
          },
        });
      });

      it("applies a promo code, any case, to the invoice and the subscription's amount", async () => {
        const { token } = await signUp();
        const result = await buy(token, "price_notes_monthly", { promo_code: " StudentBeans-UK " });
        expect(result.attributes.subscription).toMatchObject({
          coupon: { code: "studentbeans-uk", percent_off: 20 },
          item: { amount: 639 },
        });
        expect(result.attributes.upcoming_invoice?.total).toBe(639);
        expect((await billing.invoices(token)).data[0]?.attributes).toMatchObject({
          subtotal: 799,
          discount: 160,
          total: 639,
        });
      });

      it("refuses an unknown promo code, an unknown price, another user's card and a wrong type", async () => {
        const alice = await signUp("alice");
        const bob = await signUp("bob");
        const card = await billing.addCard(alice.token);
        const bobsCard = await billing.addCard(bob.token);
        const base = { price_id: "price_notes_monthly", trial: false, payment_method_id: card.id };
        expect(await outcome(billing.subscribe(alice.token, { ...base, promo_code: "nope" }))).toEqual({
          status: 422,
          title: "This promo code is not valid.",
          pointer: "/data/attributes/promo_code",
        });
        expect((await outcome(billing.subscribe(alice.token, { ...base, price_id: "price_nope" }))).pointer).toBe(
          "/data/attributes/price_id",
        );
        expect(
          (await outcome(billing.subscribe(alice.token, { ...base, payment_method_id: bobsCard.id }))).pointer,
        ).toBe("/data/attributes/payment_method_id");
        const wrongType = billing.data(alice.token, {
          method: "POST",
          path: "billing/subscriptions",
          body: { data: { type: "subscriptions", attributes: base } },
        });
        expect((await outcome(wrongType)).pointer).toBe("/data/type");
        expect(await billing.subscriptions(alice.token)).toEqual([]);
        expect((await billing.invoices(alice.token)).data).toEqual([]);
      });

      it("answers 409 to a second subscription while one is live", async () => {
        const { token } = await signUp();
        const result = await startNotesTrial(token);
        const [card] = await billing.cards(token);
        expect(
          await outcome(
            billing.subscribe(token, { price_id: "price_pro_monthly", trial: false, payment_method_id: card!.id }),
          ),
        ).toMatchObject({ status: 409, title: "You already have a subscription. Change your plan from your profile." });
        expect((await billing.subscriptions(token)).map((subscription) => subscription.id)).toEqual([
          result.attributes.subscription.id,
        ]);
      });

      it("cancels at the period end and resumes; an ended subscription refuses both", async () => {
        const user = await signUp();
        const { id } = (await buy(user.token, "price_notes_monthly")).attributes.subscription;
        let token = user.token;
        const canceled = await billing.patchSubscription(token, id, { cancel_at_period_end: true });
        expect(canceled).toMatchObject({ id, attributes: { state: "active", cancel_at_period_end: true } });
        const resumed = await billing.patchSubscription(token, id, { cancel_at_period_end: false });
        expect(resumed.attributes).toEqual({ ...canceled.attributes, cancel_at_period_end: false });
        await billing.patchSubscription(token, id, { cancel_at_period_end: true });
        await later(user, 31 * DAY);
        token = user.token;
        expect((await billing.subscriptions(token))[0]?.attributes).toMatchObject({
          state: "canceled",
          cancel_at_period_end: false,
        });
        // Canceled at its end: no renewal was charged.
        expect((await billing.invoices(token)).data).toHaveLength(1);
        expect(await outcome(billing.patchSubscription(token, id, { cancel_at_period_end: false }))).toMatchObject({
          status: 422,
          title: "This subscription has ended.",
        });
        expect(await outcome(billing.patchSubscription(token, id, { price_id: "price_pro_monthly" }))).toMatchObject({
          status: 422,
          title: "This subscription has ended.",
        });
      });

      it("answers 404 for another user's subscription and 422 for a change of nothing", async () => {
        const alice = await signUp("alice");
        const bob = await signUp("bob");
        const { id } = (await startNotesTrial(alice.token)).attributes.subscription;
        expect((await outcome(billing.patchSubscription(bob.token, id, { cancel_at_period_end: true }))).status).toBe(
          404,
        );
        expect(
          (await outcome(billing.patchSubscription(bob.token, id, { price_id: "price_pro_monthly" }))).status,
        ).toBe(404);
        expect((await outcome(billing.patchSubscription(alice.token, id, {}))).status).toBe(422);
        expect((await billing.subscriptions(alice.token))[0]?.attributes.cancel_at_period_end).toBe(false);
      });

      it("changes plan now with a prorated paid invoice", async () => {
        const { token } = await signUp();
        const { id } = (await buy(token, "price_notes_monthly")).attributes.subscription;
        // 10 of the period's 30 days used: 20 days of 799 left as credit.
        subject.clock.advance(10 * DAY);
        const changed = await billing.patchSubscription<
          Resource<{ code: string; message: string; subscription: Record<string, unknown> }>
        >(token, id, { price_id: "price_pro_monthly" });
        expect(changed).toMatchObject({
          type: "subscription_payment_results",
          attributes: {
            code: "successful",
            message: "Your plan has been changed.",
            subscription: {
              id,
              state: "active",
              current_period_start: iso(subject.clock.now()),
              item: { capacity: 0, amount: 1499, product: { id: "prod_lectern_pro", name: "Lectern Pro" } },
            },
          },
        });
        const [latest] = (await billing.invoices(token)).data;
        const credit = Math.round((799 * 20) / 30);
        expect(latest?.attributes).toMatchObject({
          state: "paid",
          subtotal: 1499 - credit,
          total: 1499 - credit,
          items: [
            { description: "Lectern Pro", amount: 1499, price_id: "price_pro_monthly" },
            { amount: -credit, price_id: "price_notes_monthly" },
          ],
        });
        expect(await outcome(billing.patchSubscription(token, id, { price_id: "price_pro_monthly" }))).toMatchObject({
          status: 422,
          title: BILLING_TEXTS.samePlan,
        });
        expect(await outcome(billing.patchSubscription(token, id, { price_id: "price_nope" }))).toMatchObject({
          status: 422,
          pointer: "/data/attributes/price_id",
        });
      });

      it("refuses a plan change when the product does not allow one", async () => {
        const { token } = await signUp();
        await billing.redeem(token, "LECTERN-DSA-2026");
        const [dsa] = await billing.subscriptions(token);
        expect(dsa?.attributes.item.product).toMatchObject({ id: "prod_lectern_dsa", upgrade_allowed: false });
        expect(await outcome(billing.patchSubscription(token, dsa!.id, { price_id: "price_pro_monthly" }))).toEqual({
          status: 422,
          title: "Your plan cannot be changed.",
          pointer: "/data/attributes/price_id",
        });
      });

      it("turns a trial active at its end on the clock, charging the default card", async () => {
        const { token } = await signUp();
        const trial = (await startNotesTrial(token)).attributes.subscription;
        subject.clock.advance(14 * DAY - 1);
        expect((await billing.subscriptions(token))[0]?.attributes.state).toBe("trialing");
        expect((await billing.invoices(token)).data).toEqual([]);
        subject.clock.advance(1);
        // The invoices are read first: each read brings the subscription up to the clock.
        const { data } = await billing.invoices(token);
        expect(data.map((invoice) => invoice.attributes)).toMatchObject([
          {
            state: "paid",
            total: 799,
            period_start: trial.trial_end,
            period_end: "2027-01-06T09:00:00.000Z",
            paid_at: trial.trial_end,
          },
        ]);
        expect((await billing.subscriptions(token))[0]?.attributes).toMatchObject({
          state: "active",
          current_period_start: trial.trial_end,
          current_period_end: "2027-01-06T09:00:00.000Z",
          trial_end: trial.trial_end,
        });
      });

      it("renews with a …0341 card: the purchase pays, then past_due, and unpaid after 3 failed charges", async () => {
        const user = await signUp();
        await buy(user.token, "price_notes_monthly", {}, CARDS.declinesRenewal);
        const states = [];
        for (let month = 0; month < 3; month += 1) {
          await later(user, 31 * DAY);
          states.push((await billing.subscriptions(user.token))[0]?.attributes.state);
        }
        expect(states).toEqual(["past_due", "past_due", "unpaid"]);
        const invoices = (await billing.invoices(user.token)).data;
        expect(invoices.map((invoice) => invoice.attributes.state)).toEqual(["open", "open", "open", "paid"]);
        expect(invoices.map((invoice) => invoice.attributes.paid_at === null)).toEqual([true, true, true, false]);
        // A good card made the default pays the next renewal: active again.
        const good = await billing.addCard(user.token);
        await billing.makeDefault(user.token, good.id);
        await later(user, 31 * DAY);
        expect((await billing.subscriptions(user.token))[0]?.attributes.state).toBe("active");
        expect((await billing.invoices(user.token)).data[0]?.attributes.state).toBe("paid");
      });

      it("makes a trial past_due at its end when the card declines renewals", async () => {
        const { token } = await signUp();
        await startNotesTrial(token, CARDS.declinesRenewal);
        subject.clock.advance(14 * DAY);
        expect((await billing.subscriptions(token))[0]?.attributes.state).toBe("past_due");
        expect((await billing.invoices(token)).data.map((invoice) => invoice.attributes.state)).toEqual(["open"]);
      });
    });

    describe("invoices", () => {
      it("pages the user's invoices newest first with meta.pagination", async () => {
        const user = await signUp();
        await buy(user.token, "price_notes_monthly");
        await later(user, 62 * DAY);
        const { token } = user;
        const first = await billing.invoices(token, 1, 2);
        expect(first.meta.pagination).toEqual({ page: 1, limit: 2, total_records: 3, total_pages: 2 });
        const second = await billing.invoices(token, 2, 2);
        expect(second.meta.pagination).toEqual({ page: 2, limit: 2, total_records: 3, total_pages: 2 });
        const numbers = [...first.data, ...second.data].map((invoice) => invoice.attributes.number);
        expect(numbers).toEqual([...numbers].sort().reverse());
        const starts = [...first.data, ...second.data].map((invoice) => Date.parse(invoice.attributes.period_start));
        expect(starts).toEqual([...starts].sort((a, b) => b - a));
        expect((await billing.invoices(token)).meta.pagination).toEqual({
          page: 1,
          limit: 20,
          total_records: 3,
          total_pages: 1,
        });
      });

      it("downloads an invoice as a self-contained HTML document with its number, customer and total", async () => {
        const { token, email } = await signUp();
        await buy(token, "price_notes_monthly", { promo_code: "movember" });
        const [invoice] = (await billing.invoices(token)).data;
        const response = await billing.document(token, invoice!.attributes.download_link);
        expect(response.status).toBe(200);
        expect(response.headers["content-type"]).toBe("text/html; charset=utf-8");
        expect(response.headers["content-disposition"]).toBe(
          `attachment; filename="Lectern-invoice-${invoice!.attributes.number}.html"`,
        );
        const html = response.body as string;
        expect(html).toMatch(/^<!doctype html>/);
        expect(html).toContain(invoice!.attributes.number);
        expect(html).toContain(email);
        expect(html).toContain("Other User");
        expect(html).toContain("£7.99");
        expect(html).toContain("£6.39");
        expect(html).toContain("movember");
        expect(html).toContain("Paid");
        // Nothing outside the document: no scripts, no links, no remote images or fonts.
        expect(html).not.toMatch(/<script|<link|<img|url\(|@import|src=/i);
      });

      it("answers 404 for another user's invoice document, and 401 signed out", async () => {
        const alice = await signUp("alice");
        const bob = await signUp("bob");
        await buy(alice.token, "price_notes_monthly");
        const [invoice] = (await billing.invoices(alice.token)).data;
        expect(await outcome(billing.document(bob.token, invoice!.attributes.download_link))).toMatchObject({
          status: 404,
          title: BILLING_TEXTS.invoiceNotFound,
        });
        expect((await billing.invoices(bob.token)).data).toEqual([]);
        expect((await outcome(billing.document("not-a-token", invoice!.attributes.download_link))).status).toBe(401);
      });
    });

    describe("licence keys", () => {
      it("redeem into an active subscription of 0 on the product's first price for a year, once", async () => {
        const { token } = await signUp();
        expect((await billing.redeem(token, "lectern-notes-2026")).attributes.acknowledge).toBe(true);
        const subscriptions = await billing.subscriptions(token);
        expect(subscriptions).toHaveLength(1);
        expect(subscriptions[0]!.attributes).toMatchObject({
          state: "active",
          current_period_start: iso(subject.clock.now()),
          current_period_end: "2027-11-22T09:00:00.000Z",
          trial_end: null,
          item: {
            amount: 0,
            capacity: 20,
            price: { id: "price_notes_monthly" },
            product: { id: "prod_lectern_notes" },
          },
        });
        expect((await billing.invoices(token)).data).toEqual([]);
        // A second key while one is live adds no subscription.
        expect((await billing.redeem(token, "ABC 123 XYZ")).attributes.acknowledge).toBe(true);
        expect(await billing.subscriptions(token)).toHaveLength(1);
        expect(
          await outcome(
            billing.subscribe(token, {
              price_id: "price_pro_monthly",
              trial: false,
              payment_method_id: (await billing.addCard(token)).id,
            }),
          ),
        ).toMatchObject({ status: 409 });
      });
    });

    describe("capacity in hours", () => {
      it("stays the demo plan without a subscription, reporting the hours recorded", async () => {
        const user = await signUp();
        await record(subject.router(), user.id, [1.5]);
        expect((await billing.capacity(user.token)).attributes).toMatchObject({
          hours_used: 1.5,
          hours_limit: 0,
          plan_name: "Demo plan",
          recordings_used: 1,
          recordings_limit: 20,
        });
      });

      it("limits a trial to its product's hours, each recording counted once, and answers 402 when used up", async () => {
        const user = await signUp();
        const other = await signUp("other");
        await startNotesTrial(user.token);
        await record(subject.router(), user.id, [10, 10]);
        await record(subject.router(), user.id, [9.25, 2]);
        await record(subject.router(), user.id, [100], true);
        await record(subject.router(), other.id, [100]);
        // The demo plan's recordings limit no longer applies.
        subject.router().setDemoPlan({ recordings: 1, bytes: 1 });
        expect((await billing.capacity(user.token)).attributes).toMatchObject({
          hours_used: 19.25,
          hours_limit: 20,
          plan_name: "Lectern Notes",
        });
        expect((await billing.subscriptions(user.token))[0]?.attributes.item).toMatchObject({
          used: 19.25,
          capacity: 20,
        });
        await record(subject.router(), user.id, [0.75]);
        expect(await outcome(billing.capacity(user.token))).toMatchObject({ status: 402, title: CAPACITY_TEXTS.title });
        const error = await billing.capacity(user.token).catch((caught: unknown) => caught);
        expect(isApiError(error) && error.message).toBe(hoursUsedUpMessage(20));
        sessions.useToken(user.token);
        expect((await outcome(sessions.createSession())).status).toBe(402);
      });

      it("never limits Lectern Pro (capacity 0 = unlimited)", async () => {
        const user = await signUp();
        await buy(user.token, "price_pro_yearly");
        await record(subject.router(), user.id, [1000]);
        expect((await billing.capacity(user.token)).attributes).toMatchObject({
          hours_used: 1000,
          hours_limit: 0,
          plan_name: "Lectern Pro",
        });
      });
    });
  });
};
