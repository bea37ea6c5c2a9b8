import { Checkout } from "@lectern/core/billing/application/Checkout";
import { CHECKOUT_TEXTS } from "@lectern/core/billing/domain/checkoutTexts";
import { describe, expect, it } from "vitest";
import { ok } from "../../support/ScriptedHttp";
import { aCard, billingApi, bodyOf, failing, paymentResult } from "./checkoutMother";
import { productsReply, seedCatalogue } from "./productMother";

const PATH = "/billing/buying/prod_lectern_notes/price_notes_monthly";

const setUp = (cards: unknown[] = []) => {
  const world = billingApi();
  world.http.on("GET", "billing/products", ok(productsReply(seedCatalogue())));
  world.http.on("GET", "billing/payment-methods", ok({ data: cards }));
  const checkout = new Checkout(world.api, world.paymentMethods, world.cardSetup, world.navigation, world.platform);
  const open = (query = "trial=true") =>
    checkout.open("prod_lectern_notes", "price_notes_monthly", PATH, new URLSearchParams(query));
  return { ...world, checkout, open };
};

describe("Checkout", () => {
  it("opens the order of the address: the trial summary and the person's default card chosen", async () => {
    const { checkout, open } = setUp([aCard("7", "1881", false), aCard("8", "4242", true)]);
    await open();
    expect(checkout.state).toMatchObject({ status: "ready", cardsStatus: "ready", selectedCardId: "8" });
    expect(checkout.state.cards.map((card) => card.id)).toEqual(["8", "7"]);
    expect(checkout.state.summary).toMatchObject({
      trialText: "Free for 14 days, then £7.99 / month",
      dueTodayText: "£0.00",
      submitLabel: "Start free trial",
    });
  });

  it("the same address opened twice while it loads is one load (React's development double effect)", async () => {
    const { checkout, calls } = setUp();
    const query = new URLSearchParams("trial=true");
    await Promise.all([
      checkout.open("prod_lectern_notes", "price_notes_monthly", PATH, query),
      checkout.open("prod_lectern_notes", "price_notes_monthly", PATH, query),
    ]);
    expect(calls().filter((call) => call.startsWith("GET billing/products"))).toHaveLength(1);
    expect(checkout.state.status).toBe("ready");
  });

  it("a plan or price that does not exist is 'missing'; a failed load is an error with its message", async () => {
    const { checkout } = setUp();
    await checkout.open("prod_lectern_notes", "price_gone", PATH, new URLSearchParams());
    expect(checkout.state.status).toBe("missing");

    const broken = setUp();
    broken.http.on("GET", "billing/products", failing(500, [{ title: "Server down" }]));
    await broken.open();
    expect(broken.checkout.state).toMatchObject({ status: "error", error: "Server down" });
  });

  it("applies a promo code ignoring case; an unknown one shows the server's message", async () => {
    const { checkout, open, http, calls } = setUp();
    http.on(
      "GET",
      "billing/coupons/unidays-uk",
      ok({
        data: {
          id: "unidays-uk",
          type: "coupons",
          attributes: { name: "UNiDAYS (UK)", percent_off: 20, created_at: null },
        },
      }),
    );
    http.on("GET", "billing/coupons/nope", failing(404, [{ status: "404", title: "This promo code is not valid." }]));
    await open("");
    checkout.setPromoInput("nope");
    await checkout.applyPromo();
    expect(checkout.state.promo.error).toBe("This promo code is not valid.");
    expect(checkout.state.coupon).toBeNull();

    checkout.setPromoInput("  UniDays-UK ");
    expect(checkout.state.promo.error).toBeNull();
    await checkout.applyPromo();
    expect(calls()).toContain("GET billing/coupons/unidays-uk");
    expect(checkout.state.coupon).toEqual({ code: "unidays-uk", name: "UNiDAYS (UK)", percentOff: 20 });
    expect(checkout.state.summary).toMatchObject({
      discountText: "−£1.60",
      totalText: "£6.39 / month",
      submitLabel: "Pay £6.39",
    });
    expect(checkout.state.announcement?.text).toBe(CHECKOUT_TEXTS.promoApplied("unidays-uk", 20));

    checkout.removePromo();
    expect(checkout.state.summary?.submitLabel).toBe("Pay £7.99");
  });

  it("an empty promo code is not sent", async () => {
    const { checkout, open, calls } = setUp();
    await open("");
    await checkout.applyPromo();
    expect(checkout.state.promo.error).toBe("Enter a promo code.");
    expect(calls().some((call) => call.includes("coupons"))).toBe(false);
  });

  it("'Add card' asks for the provider's page with this checkout (trial and promo kept) as the way back, then goes there", async () => {
    const { checkout, open, http, navigated } = setUp();
    http.on(
      "GET",
      "billing/coupons/unidays-uk",
      ok({
        data: { id: "unidays-uk", attributes: { name: "UNiDAYS (UK)", percent_off: 20, created_at: null } },
      }),
    );
    http.on(
      "POST",
      "billing/payment-methods/setup",
      ok({
        data: { id: "setup_1", type: "customers_payment_methods_setup", attributes: { url: "/demo-card/setup_1" } },
      }),
    );
    await open("trial=true&promo=UNIDAYS-UK");
    expect(checkout.state.coupon?.code).toBe("unidays-uk");
    await checkout.addCard();
    const setup = http.sent.find((request) => request.url === "billing/payment-methods/setup");
    expect(bodyOf(setup)).toEqual({
      data: {
        type: "customers_payment_methods_setup",
        attributes: { return_url: `${PATH}?trial=true&promo=unidays-uk` },
      },
    });
    expect(navigated).toEqual(["/demo-card/setup_1"]);
  });

  it("a provider's page elsewhere is a full page load", async () => {
    const { checkout, open, http, navigated, assigned } = setUp();
    http.on(
      "POST",
      "billing/payment-methods/setup",
      ok({ data: { id: "s", attributes: { url: "https://pay.example/s" } } }),
    );
    await open();
    await checkout.addCard();
    expect(navigated).toEqual([]);
    expect(assigned).toEqual(["https://pay.example/s"]);
  });

  it("back from the provider: the new card is chosen and said; canceled says 'Card not added.'", async () => {
    const { checkout, open, http } = setUp([aCard("1", "4444", true)]);
    http.on("POST", "billing/payment-methods/setup", ok({ data: { id: "s", attributes: { url: "/demo-card/s" } } }));
    await open();
    await checkout.addCard();
    http.on("GET", "billing/payment-methods", ok({ data: [aCard("1", "4444", true), aCard("2", "4242", false)] }));
    await open("trial=true&setup_id=s&setup_status=succeeded");
    expect(checkout.state.selectedCardId).toBe("2");
    expect(checkout.state.cardNotice).toEqual({ kind: "success", text: "Card added. Visa ending in 4242." });

    await open("trial=true&setup_id=s&setup_status=canceled");
    expect(checkout.state.cardNotice).toEqual({ kind: "warning", text: "Card not added." });
    expect(checkout.state.selectedCardId).toBe("1");
  });

  it("starts the trial with the chosen card and goes to the welcome", async () => {
    const { checkout, open, http, navigated } = setUp([aCard("8", "4242", true)]);
    http.on("POST", "billing/subscriptions", ok(paymentResult("successful", "Your free trial has started.")));
    await open();
    const result = await checkout.submit();
    expect(result?.code).toBe("successful");
    const sent = http.sent.find((request) => request.url === "billing/subscriptions");
    expect(bodyOf(sent)).toEqual({
      data: {
        type: "customers_subscriptions",
        attributes: { price_id: "price_notes_monthly", trial: true, payment_method_id: "8" },
      },
    });
    expect(navigated).toEqual(["/billing/congratulation"]);
  });

  it("pays with the promo code; successful_unpaid stays with its message", async () => {
    const { checkout, open, http, navigated } = setUp([aCard("8", "0341", true)]);
    http.on(
      "GET",
      "billing/coupons/powerup",
      ok({ data: { id: "powerup", attributes: { name: "Power Up", percent_off: 15, created_at: null } } }),
    );
    http.on(
      "POST",
      "billing/subscriptions",
      ok(paymentResult("successful_unpaid", "Your card was declined.", "past_due")),
    );
    await open("promo=powerup");
    await checkout.submit();
    const sent = bodyOf(http.sent.find((request) => request.url === "billing/subscriptions")) as {
      data: { attributes: Record<string, unknown> };
    };
    expect(sent.data.attributes).toMatchObject({ trial: false, promo_code: "powerup" });
    expect(checkout.state).toMatchObject({ unpaid: "Your card was declined.", paying: false });
    expect(navigated).toEqual([]);
  });

  it("refusals show their message: no card, 409, a 422 on the promo code", async () => {
    const { checkout, open, http, calls } = setUp();
    await open();
    await checkout.submit();
    expect(checkout.state.payError).toEqual({ kind: "noCard", message: CHECKOUT_TEXTS.chooseCard });
    expect(calls().some((call) => call.startsWith("POST billing/subscriptions"))).toBe(false);

    http.on("GET", "billing/payment-methods", ok({ data: [aCard("8", "4242", true)] }));
    await open();
    http.on(
      "POST",
      "billing/subscriptions",
      failing(409, [{ status: "409", title: "You already have a subscription. Change your plan from your profile." }]),
    );
    await checkout.submit();
    expect(checkout.state.payError).toEqual({
      kind: "conflict",
      message: "You already have a subscription. Change your plan from your profile.",
    });

    http.on(
      "POST",
      "billing/subscriptions",
      failing(422, [
        { status: "422", title: "This promo code is not valid.", source: { pointer: "/data/attributes/promo_code" } },
      ]),
    );
    await checkout.submit();
    expect(checkout.state.payError).toEqual({ kind: "refused", message: "This promo code is not valid." });
    expect(checkout.state.promo.error).toBe("This promo code is not valid.");
  });
});
