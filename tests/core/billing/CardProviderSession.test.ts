import { CardProviderSession } from "@lectern/core/billing/application/CardProviderSession";
import { CARD_TEXTS } from "@lectern/core/billing/domain/cardRules";
import { PROVIDER_TEXTS } from "@lectern/core/billing/domain/checkoutTexts";
import { describe, expect, it } from "vitest";
import { ok } from "../../support/ScriptedHttp";
import { billingApi, bodyOf, failing } from "./checkoutMother";

const RETURN = "/billing/buying/prod_lectern_notes/price_notes_monthly?trial=true";

const setupReply = (status = "open", returnUrl = RETURN) => ({
  data: {
    id: "setup_1",
    type: "card_setups",
    attributes: {
      status,
      return_url: returnUrl,
      expires_at: "2026-12-01T10:00:00.000Z",
      test_cards: [
        { number: "4242 4242 4242 4242", outcome: "Succeeds" },
        { number: "4000 0000 0000 0002", outcome: "Declined" },
      ],
    },
  },
});

const setUp = async () => {
  const world = billingApi();
  world.http.on("GET", "demo/card-provider/setups/setup_1", ok(setupReply()));
  const provider = new CardProviderSession(world.api, world.clock, world.navigation, world.platform);
  await provider.open("setup_1");
  const fill = (number: string) => {
    provider.set("number", number);
    provider.set("expiry", "1230");
    provider.set("cvc", "123");
    provider.set("postalCode", "SW1A 1AA");
  };
  return { ...world, provider, fill };
};

describe("CardProviderSession (the demo card provider's page)", () => {
  it("opens the setup with its test cards; an expired one says so", async () => {
    const { provider, http } = await setUp();
    expect(provider.state.status).toBe("open");
    expect(provider.state.setup?.testCards).toHaveLength(2);

    http.on("GET", "demo/card-provider/setups/old", failing(404, [{ title: PROVIDER_TEXTS.expired }]));
    await provider.open("old");
    expect(provider.state).toMatchObject({ status: "expired", error: PROVIDER_TEXTS.expired });
  });

  it("formats as typed: the number in groups of four, the expiry as MM / YY", async () => {
    const { provider } = await setUp();
    provider.set("number", "4242424242424242");
    provider.set("expiry", "1230");
    provider.set("cvc", "12a34");
    expect(provider.state.form).toMatchObject({ number: "4242 4242 4242 4242", expiry: "12 / 30", cvc: "1234" });
  });

  it("checks a field once left, and everything on Save, without sending a bad form", async () => {
    const { provider, calls } = await setUp();
    provider.set("number", "4242 4242 4242 4241");
    expect(provider.state.errors.number).toBeUndefined();
    provider.blur("number");
    expect(provider.state.errors.number).toBe(CARD_TEXTS.number);
    await provider.save();
    expect(provider.state.errors).toEqual({
      number: CARD_TEXTS.number,
      expiry: CARD_TEXTS.expiry,
      cvc: CARD_TEXTS.cvc,
      postalCode: CARD_TEXTS.postalCode,
    });
    expect(provider.state.announcement?.text).toBe(PROVIDER_TEXTS.fixFields);
    expect(calls().some((call) => call.includes("confirm"))).toBe(false);
  });

  it("saves a good card and returns to the app's address the provider gives", async () => {
    const { provider, http, fill, navigated } = await setUp();
    http.on(
      "POST",
      "demo/card-provider/setups/setup_1/confirm",
      ok(setupReply("succeeded", `${RETURN}&setup_id=setup_1&setup_status=succeeded`)),
    );
    fill("4242 4242 4242 4242");
    await provider.save();
    const sent = http.sent.find((request) => request.url.endsWith("/confirm"));
    expect(bodyOf(sent)).toEqual({
      data: {
        type: "card_setups",
        attributes: {
          number: "4242 4242 4242 4242",
          exp_month: 12,
          exp_year: 2030,
          cvc: "123",
          postal_code: "SW1A 1AA",
        },
      },
    });
    expect(navigated).toEqual([`${RETURN}&setup_id=setup_1&setup_status=succeeded`]);
  });

  it("a decline keeps the form and shows the provider's message", async () => {
    const { provider, http, fill, navigated } = await setUp();
    http.on(
      "POST",
      "demo/card-provider/setups/setup_1/confirm",
      failing(402, [{ status: "402", title: "Your card was declined." }]),
    );
    fill("4000 0000 0000 0002");
    await provider.save();
    expect(provider.state).toMatchObject({ status: "open", decline: "Your card was declined.", saving: false });
    expect(provider.state.form.number).toBe("4000 0000 0000 0002");
    expect(navigated).toEqual([]);
    provider.set("number", "4242 4242 4242 4242");
    expect(provider.state.decline).toBeNull();
  });

  it("the provider's own 422s land under their fields", async () => {
    const { provider, http, fill } = await setUp();
    http.on(
      "POST",
      "demo/card-provider/setups/setup_1/confirm",
      failing(422, [
        { title: CARD_TEXTS.expiry, source: { pointer: "/data/attributes/exp_year" } },
        { title: CARD_TEXTS.postalCode, source: { pointer: "/data/attributes/postal_code" } },
      ]),
    );
    fill("4242 4242 4242 4242");
    await provider.save();
    expect(provider.state.errors).toEqual({ expiry: CARD_TEXTS.expiry, postalCode: CARD_TEXTS.postalCode });
    provider.blur("expiry");
    expect(provider.state.errors.expiry).toBe(CARD_TEXTS.expiry);
    provider.set("expiry", "1231");
    expect(provider.state.errors.expiry).toBeUndefined();
  });

  it("Cancel goes back with setup_status=canceled", async () => {
    const { provider, navigated } = await setUp();
    provider.cancel();
    expect(navigated).toEqual([`${RETURN}&setup_id=setup_1&setup_status=canceled`]);
  });
});
