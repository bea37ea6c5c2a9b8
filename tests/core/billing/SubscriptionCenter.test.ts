import { SubscriptionCenter, planChoicesOf } from "@lectern/core/billing/application/SubscriptionCenter";
import { firstValueFrom, filter } from "rxjs";
import { describe, expect, it } from "vitest";
import { apiOver } from "../../adapters/contract/contractSubject";
import { ScriptedHttp, ok } from "../../support/ScriptedHttp";
import { aProduct, aSubscriptionResource } from "./portalDocuments";

const capacity = (hoursUsed: number, hoursLimit: number) =>
  ok({
    data: {
      attributes: { acknowledge: true, hours_used: hoursUsed, hours_limit: hoursLimit, plan_name: "Lectern Notes" },
    },
  });

const bodyOf = (http: ScriptedHttp, method: string) => {
  const request = http.sent.filter((sent) => (sent.headers["X-HTTP-METHOD-OVERRIDE"] ?? sent.method) === method).at(-1);
  return request?.body?.kind === "json"
    ? (request.body.value as { data: { attributes: Record<string, unknown> } })
    : null;
};

/** Opens the center as the page does (by reading it) and waits for both loads. */
const opened = async (http: ScriptedHttp) => {
  const center = new SubscriptionCenter(apiOver(http).api);
  const reading = center.state$.subscribe();
  await firstValueFrom(
    center.state$.pipe(filter((state) => state.status !== "loading" && state.usage.status !== "loading")),
  );
  return { center, reading };
};

describe("SubscriptionCenter (/profile/subscription)", () => {
  it("loads the live subscription and the usage when first read, and forgets them when left", async () => {
    const http = new ScriptedHttp()
      .on(
        "GET",
        "billing/subscriptions",
        ok({ data: [aSubscriptionResource({ id: "old", state: "canceled" }), aSubscriptionResource()] }),
      )
      .on("GET", "v2/subscription/capacity/verify", capacity(3.5, 40));
    const { center, reading } = await opened(http);
    expect(center.state.subscription?.id).toBe("sub_1");
    expect(center.state.usage).toEqual({
      status: "ready",
      capacity: { kind: "measured", planName: "Lectern Notes", hoursUsed: 3.5, hoursLimit: 40 },
    });
    expect(http.sent.find((sent) => sent.url.startsWith("billing/subscriptions"))?.url).toBe(
      "billing/subscriptions?include=*",
    );
    reading.unsubscribe();
    expect(center.state.status).toBe("idle");
  });

  it("shows no subscription as ready with none, and a 402 on capacity as full with the server's words", async () => {
    const http = new ScriptedHttp()
      .on("GET", "billing/subscriptions", ok({ data: [] }))
      .on("GET", "v2/subscription/capacity/verify", {
        status: 402,
        headers: {},
        body: { errors: [{ status: "402", title: "Your plan is full", detail: "Delete a recording." }] },
      });
    const { center } = await opened(http);
    expect(center.state.status).toBe("ready");
    expect(center.state.subscription).toBeNull();
    expect(center.state.usage).toEqual({
      status: "ready",
      capacity: { kind: "full", title: "Your plan is full", message: "Delete a recording." },
    });
  });

  it("reports a failed load as an error state with the message", async () => {
    const http = new ScriptedHttp()
      .on("GET", "billing/subscriptions", { status: 500, headers: {}, body: { errors: [{ title: "Server down" }] } })
      .on("GET", "v2/subscription/capacity/verify", capacity(0, 0));
    const { center } = await opened(http);
    expect(center.state).toMatchObject({ status: "error", error: "Server down" });
  });

  it("cancels at period end and resumes with PATCH cancel_at_period_end", async () => {
    let cancel = false;
    const http = new ScriptedHttp()
      .on("GET", "billing/subscriptions", () => ok({ data: [aSubscriptionResource({ cancelAtPeriodEnd: cancel })] }))
      .on("GET", "v2/subscription/capacity/verify", capacity(1, 40))
      .on("PATCH", "billing/subscriptions/sub_1", (request) => {
        cancel = (request.body as { value: { data: { attributes: { cancel_at_period_end: boolean } } } }).value.data
          .attributes.cancel_at_period_end;
        return ok({ data: aSubscriptionResource({ cancelAtPeriodEnd: cancel }) });
      });
    const { center } = await opened(http);
    const canceled = await center.cancelAtPeriodEnd();
    expect(canceled.ok).toBe(true);
    expect(bodyOf(http, "PATCH")?.data.attributes).toEqual({ cancel_at_period_end: true });
    expect(center.state.subscription?.cancelAtPeriodEnd).toBe(true);
    expect(center.state.busy).toBeNull();
    const resumed = await center.resume();
    expect(resumed).toEqual({ ok: true, message: "Your plan will renew as usual." });
    expect(center.state.subscription?.cancelAtPeriodEnd).toBe(false);
  });

  it("shows a refused change in a dialog's words and reads the subscription again", async () => {
    const http = new ScriptedHttp()
      .on("GET", "billing/subscriptions", ok({ data: [aSubscriptionResource()] }))
      .on("GET", "v2/subscription/capacity/verify", capacity(1, 40))
      .on("PATCH", "billing/subscriptions/sub_1", {
        status: 422,
        headers: {},
        body: { errors: [{ status: "422", title: "This subscription has ended." }] },
      });
    const { center } = await opened(http);
    expect(await center.cancelAtPeriodEnd()).toEqual({
      ok: false,
      title: "Something went wrong",
      message: "This subscription has ended.",
    });
  });

  it("changes plan with PATCH price_id and announces the server's message", async () => {
    const http = new ScriptedHttp()
      .on("GET", "billing/subscriptions", ok({ data: [aSubscriptionResource()] }))
      .on("GET", "v2/subscription/capacity/verify", capacity(1, 40))
      .on("PATCH", "billing/subscriptions/sub_1", () =>
        ok({
          data: {
            id: "spr_1",
            type: "subscription_payment_results",
            attributes: {
              code: "successful",
              message: "Your plan has been changed.",
              created_at: "2026-03-02T10:00:00.000Z",
              subscription: { id: "sub_1", ...aSubscriptionResource({ priceId: "price_pro_monthly" }).attributes },
              upcoming_invoice: null,
              payment_method: null,
            },
          },
        }),
      );
    const { center } = await opened(http);
    expect(await center.changePlan("price_pro_monthly")).toEqual({ ok: true, message: "Your plan has been changed." });
    expect(bodyOf(http, "PATCH")?.data.attributes).toEqual({ price_id: "price_pro_monthly" });
  });

  it("offers the base prices of the listed products, not the current one nor referral or DSA prices", async () => {
    const products = [
      aProduct("prod_lectern_notes", "Lectern Notes", [
        { id: "price_notes_monthly", nickname: "base", amount: 799 },
        { id: "price_notes_yearly", nickname: "base", amount: 7999 },
        { id: "price_notes_dsa", nickname: "DSA", amount: 0 },
        { id: "price_notes_sb", nickname: "studentbeans", amount: 599 },
      ]),
      aProduct("prod_lectern_pro", "Lectern Pro", [{ id: "price_pro_monthly", nickname: "base", amount: 1499 }]),
      aProduct("prod_empty", "Referral only", [{ id: "price_ref", nickname: "unidays", amount: 100 }]),
    ];
    const http = new ScriptedHttp()
      .on("GET", "billing/subscriptions", ok({ data: [aSubscriptionResource()] }))
      .on("GET", "v2/subscription/capacity/verify", capacity(1, 40))
      .on("GET", "billing/products", ok({ data: products }));
    const { center } = await opened(http);
    await center.loadPlans();
    const plans = center.state.plans;
    expect(plans.status).toBe("ready");
    if (plans.status !== "ready") return;
    expect(plans.choices.map((choice) => [choice.product.id, choice.prices.map((price) => price.id)])).toEqual([
      ["prod_lectern_notes", ["price_notes_yearly"]],
      ["prod_lectern_pro", ["price_pro_monthly"]],
    ]);
    // Hidden products (DSA) are not asked for.
    expect(http.sent.find((sent) => sent.url.startsWith("billing/products"))?.url).toBe("billing/products?include=*");
    expect(planChoicesOf([], null)).toEqual([]);
  });
});
