import { BillingPrompt } from "@lectern/core/billing/application/BillingPrompt";
import {
  type BillingRequest,
  billingDialogTextOf,
  billingRequestOf,
} from "@lectern/core/billing/domain/billingRequest";
import { BILLING_TEXTS, PRICE_LIST_PATH } from "@lectern/core/billing/domain/billingTexts";
import { ApiError } from "@lectern/core/kernel/ApiError";
import fc from "fast-check";
import { Subject } from "rxjs";
import { describe, expect, it } from "vitest";

const opened: string[] = [];
const platform = { openExternal: (url: string) => void opened.push(url) };

describe("billingRequestOf (spec 2 §8: a 402 is the billing dialog)", () => {
  it("turns a 402 into the server's title and message, and nothing else into a request", () => {
    expect(billingRequestOf(new ApiError({ status: 402, title: "Plan full", message: "Upgrade." }))).toEqual({
      title: "Plan full",
      message: "Upgrade.",
    });
    expect(billingRequestOf(new ApiError({ status: 403, title: "No", message: "No." }))).toBeNull();
    expect(billingRequestOf(new Error("402"))).toBeNull();
  });

  it("always gives the dialog a title, and shows the message only when it adds something", () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (title, message) => {
        const text = billingDialogTextOf({ title, message });
        expect(text.title.trim()).not.toBe("");
        expect(text.message).not.toBe(text.title);
        if (text.message !== null) expect(text.message.trim()).not.toBe("");
      }),
    );
    expect(billingDialogTextOf({ title: "", message: "Your plan has expired" })).toEqual({
      title: "Your plan has expired",
      message: null,
    });
    expect(billingDialogTextOf({ title: "", message: "" }).title).toBe(BILLING_TEXTS.defaultTitle);
  });
});

describe("BillingPrompt: the one path from a 402 to the dialog", () => {
  it("opens one dialog, does not stack a second 402, and opens the price list in a new window", () => {
    opened.length = 0;
    const prompt = new BillingPrompt(platform);
    prompt.request({ title: "Plan full", message: "Upgrade to keep uploading." });
    prompt.request({ title: "Another", message: "Ignored while one is open" });
    expect(prompt.state.open).toEqual({ title: "Plan full", message: "Upgrade to keep uploading." });
    prompt.openPriceList();
    expect(opened).toEqual([PRICE_LIST_PATH]);
    expect(prompt.state.open).toBeNull();
    prompt.request({ title: "Again", message: "" });
    prompt.close();
    expect(prompt.state.open).toBeNull();
    expect(opened).toEqual([PRICE_LIST_PATH]);
  });

  it("opens the web app's price list where the app's own address cannot be opened (desktop)", () => {
    opened.length = 0;
    const prompt = new BillingPrompt(platform, (path) => `https://app.lectern.app${path}`);
    prompt.request({ title: "Plan full", message: "" });
    prompt.openPriceList();
    expect(opened).toEqual(["https://app.lectern.app/billing/product"]);
  });
});

describe("BillingPrompt.follow", () => {
  it("takes the upload queue's 402 notices as requests while followed", () => {
    const prompt = new BillingPrompt(platform);
    const notices = new Subject<BillingRequest>();
    const following = prompt.follow(notices);
    notices.next({ title: "Your plan is full", message: "Upgrade to go on." });
    expect(prompt.state.open).toEqual({ title: "Your plan is full", message: "Upgrade to go on." });
    prompt.close();
    following.unsubscribe();
    notices.next({ title: "Not heard", message: "" });
    expect(prompt.state.open).toBeNull();
  });
});
