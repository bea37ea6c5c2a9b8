import { PaymentMethodsManager } from "@lectern/core/billing/application/PaymentMethodsManager";
import { LoadPaymentMethods } from "@lectern/core/billing/application/LoadPaymentMethods";
import { StartCardSetup } from "@lectern/core/billing/application/StartCardSetup";
import { firstValueFrom, filter } from "rxjs";
import { describe, expect, it } from "vitest";
import { apiOver } from "../../adapters/contract/contractSubject";
import { ScriptedHttp, ok } from "../../support/ScriptedHttp";
import { aPaymentMethodResource } from "./portalDocuments";

const twoCards = () => [
  aPaymentMethodResource({ id: "pm_1", lastFour: "4242", isDefault: false }),
  aPaymentMethodResource({ id: "pm_2", brand: "Mastercard", lastFour: "4444", isDefault: true }),
];

/** Where the manager sent the browser: app paths through the router, others as a page load. */
const departures = () => {
  const went: string[] = [];
  const loaded: string[] = [];
  return {
    went,
    loaded,
    navigation: { go: (to: string) => went.push(to) },
    platform: { assign: (to: string) => loaded.push(to) },
  };
};

const opened = async (http: ScriptedHttp, leaving = departures()) => {
  const manager = new PaymentMethodsManager(apiOver(http).api, leaving.navigation, leaving.platform);
  manager.state$.subscribe();
  await firstValueFrom(manager.state$.pipe(filter((state) => state.status === "ready" || state.status === "error")));
  return manager;
};

describe("LoadPaymentMethods and StartCardSetup (the pieces checkout imports)", () => {
  it("lists the saved cards", async () => {
    const http = new ScriptedHttp().on("GET", "billing/payment-methods", ok({ data: twoCards() }));
    const methods = await new LoadPaymentMethods(apiOver(http).api).execute();
    expect(methods.map((method) => [method.id, method.brand, method.lastFour, method.isDefault])).toEqual([
      ["pm_1", "Visa", "4242", false],
      ["pm_2", "Mastercard", "4444", true],
    ]);
  });

  it("asks for the provider page with the return address and returns its url", async () => {
    const http = new ScriptedHttp().on("POST", "billing/payment-methods/setup", () =>
      ok({ data: { id: "seti_1", type: "customers_payment_methods_setup", attributes: { url: "/demo-card/seti_1" } } }),
    );
    expect(await new StartCardSetup(apiOver(http).api).execute("/profile/subscription")).toBe("/demo-card/seti_1");
    expect(http.sent[0]?.body).toEqual({
      kind: "json",
      value: { data: { type: "customers_payment_methods_setup", attributes: { return_url: "/profile/subscription" } } },
    });
  });
});

describe("PaymentMethodsManager (profile cards)", () => {
  it("shows the default card first", async () => {
    const manager = await opened(new ScriptedHttp().on("GET", "billing/payment-methods", ok({ data: twoCards() })));
    expect(manager.state.methods.map((method) => method.id)).toEqual(["pm_2", "pm_1"]);
  });

  it("makes a card the default and takes it from the other", async () => {
    const http = new ScriptedHttp()
      .on("GET", "billing/payment-methods", ok({ data: twoCards() }))
      .on(
        "PATCH",
        "billing/payment-methods/pm_1",
        ok({ data: aPaymentMethodResource({ id: "pm_1", isDefault: true }) }),
      );
    const manager = await opened(http);
    expect(await manager.makeDefault("pm_1")).toEqual({
      ok: true,
      message: "Visa ending in 4242 is now your default card.",
    });
    expect(manager.state.methods.map((method) => [method.id, method.isDefault])).toEqual([
      ["pm_1", true],
      ["pm_2", false],
    ]);
    expect(http.sent.at(-1)?.headers["X-HTTP-METHOD-OVERRIDE"]).toBe("PATCH");
  });

  it("removes a card, and shows the server's refusal when it is the only card of a live plan", async () => {
    let cards = twoCards();
    const http = new ScriptedHttp()
      .on("GET", "billing/payment-methods", () => ok({ data: cards }))
      .on("DELETE", "billing/payment-methods/pm_1", () => {
        cards = cards.filter((card) => card.id !== "pm_1");
        return { status: 204, headers: {}, body: null };
      })
      .on("DELETE", "billing/payment-methods/pm_2", {
        status: 422,
        headers: {},
        body: { errors: [{ status: "422", title: "Add another card before removing your only card." }] },
      });
    const manager = await opened(http);
    expect(await manager.remove("pm_1")).toEqual({ ok: true, message: "Visa ending in 4242 removed." });
    expect(manager.state.methods.map((method) => method.id)).toEqual(["pm_2"]);
    expect(await manager.remove("pm_2")).toEqual({
      ok: false,
      title: "Something went wrong",
      message: "Add another card before removing your only card.",
    });
    expect(manager.state.busyId).toBeNull();
  });

  it("announces a card added on return, and nothing for a canceled setup", async () => {
    let cards = [aPaymentMethodResource()];
    const http = new ScriptedHttp().on("GET", "billing/payment-methods", () => ok({ data: cards }));
    const manager = await opened(http);
    expect(await manager.cardSetupReturned("canceled")).toBeNull();
    cards = twoCards();
    expect(await manager.cardSetupReturned("succeeded")).toBe("Card added.");
    expect(manager.state.methods).toHaveLength(2);
  });

  it("reports a failed setup start", async () => {
    const http = new ScriptedHttp()
      .on("GET", "billing/payment-methods", ok({ data: [] }))
      .on("POST", "billing/payment-methods/setup", {
        status: 422,
        headers: {},
        body: { errors: [{ status: "422", title: "The return url must start with /." }] },
      });
    const leaving = departures();
    const manager = await opened(http, leaving);
    expect(await manager.startCardSetup("x")).toEqual({
      ok: false,
      title: "Something went wrong",
      message: "The return url must start with /.",
    });
    expect(manager.state.startingSetup).toBe(false);
    expect([...leaving.went, ...leaving.loaded]).toEqual([]);
  });

  it("opens the provider's page: an app path through the router, a provider's own address as a page load", async () => {
    let url = "/demo-card/seti_1";
    const http = new ScriptedHttp()
      .on("GET", "billing/payment-methods", ok({ data: [] }))
      .on("POST", "billing/payment-methods/setup", () =>
        ok({ data: { id: "seti_1", type: "customers_payment_methods_setup", attributes: { url } } }),
      );
    const leaving = departures();
    const manager = await opened(http, leaving);
    expect(await manager.startCardSetup("/profile/subscription")).toMatchObject({ ok: true });
    url = "https://checkout.example.com/setup/seti_2";
    expect(await manager.startCardSetup("/profile/subscription")).toMatchObject({ ok: true });
    expect(leaving.went).toEqual(["/demo-card/seti_1"]);
    expect(leaving.loaded).toEqual(["https://checkout.example.com/setup/seti_2"]);
  });
});
