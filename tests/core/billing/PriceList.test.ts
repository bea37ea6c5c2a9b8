import { PriceList } from "@lectern/core/billing/application/PriceList";
import { filter, firstValueFrom } from "rxjs";
import { describe, expect, it } from "vitest";
import { ok } from "../../support/ScriptedHttp";
import { billingApi, failing } from "./checkoutMother";
import { productsReply, seedCatalogue } from "./productMother";

const setUp = (referral: string | null = null) => {
  const world = billingApi();
  world.http.on("GET", "billing/products", ok(productsReply(seedCatalogue())));
  return { ...world, list: new PriceList(world.api, () => referral) };
};

/** Until the list has answered (the page keeps reading it meanwhile). */
const settled = (list: PriceList) => firstValueFrom(list.state$.pipe(filter((state) => state.status !== "loading")));

describe("PriceList", () => {
  it("loads when the page reads it, with hidden products asked for and the monthly prices first", async () => {
    const { list, calls } = setUp();
    const subscription = list.state$.subscribe();
    await settled(list);
    expect(calls()).toEqual(["GET billing/products?filter%5Bwith_hidden%5D=true&include=*"]);
    expect(list.state.status).toBe("ready");
    expect(list.state.intervals).toEqual(["month", "quarter", "year"]);
    expect(list.state.cards.map((card) => card.price.text)).toEqual([
      "£7.99 / month",
      "£11.99 / month",
      "£14.99 / month",
    ]);
    expect(list.state.licencePlans.map((plan) => plan.name)).toEqual(["Lectern DSA"]);
    subscription.unsubscribe();
  });

  it("a reader that leaves and comes straight back does not start a second load", async () => {
    const { list, calls } = setUp();
    list.state$.subscribe().unsubscribe();
    const subscription = list.state$.subscribe();
    await settled(list);
    expect(calls()).toHaveLength(1);
    expect(list.state.status).toBe("ready");
    subscription.unsubscribe();
  });

  it("switching the interval re-prices the cards and says so, with no request", async () => {
    const { list, calls } = setUp();
    const subscription = list.state$.subscribe();
    await settled(list);
    list.chooseInterval("year");
    expect(list.state.cards.map((card) => card.price.text)).toEqual([
      "£79.99 / year",
      "£119.99 / year",
      "£149.99 / year",
    ]);
    expect(list.state.announcement?.text).toBe("Yearly prices shown.");
    list.chooseInterval("other");
    expect(list.state.interval).toBe("year");
    expect(calls()).toHaveLength(1);
    subscription.unsubscribe();
  });

  it("a referral sees its own price", async () => {
    const { list } = setUp("studentbeans");
    const subscription = list.state$.subscribe();
    await settled(list);
    expect(list.state.cards[0]?.price.amountText).toBe("£5.99");
    subscription.unsubscribe();
  });

  it("a failed load is an error with the server's words, and Try again loads once more", async () => {
    const { list, http } = setUp();
    http.on("GET", "billing/products", failing(503, [{ title: "Service unavailable" }]));
    const subscription = list.state$.subscribe();
    await settled(list);
    expect(list.state).toMatchObject({ status: "error", error: "Service unavailable" });
    http.on("GET", "billing/products", ok(productsReply(seedCatalogue())));
    await list.load();
    expect(list.state.status).toBe("ready");
    subscription.unsubscribe();
  });
});
