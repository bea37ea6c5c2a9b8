import {
  checkoutReturnUrl,
  readCheckoutAddress,
  withQuery,
  withoutSetup,
} from "@lectern/core/billing/domain/checkoutAddress";
import fc from "fast-check";
import { describe, expect, it } from "vitest";

describe("the checkout's address", () => {
  it("reads the trial flag, the promo code and the provider's answer", () => {
    expect(
      readCheckoutAddress(new URLSearchParams("trial=true&promo=UNIDAYS-UK&setup_id=s1&setup_status=succeeded")),
    ).toEqual({
      trial: true,
      promo: "UNIDAYS-UK",
      setup: { id: "s1", status: "succeeded" },
    });
    expect(readCheckoutAddress(new URLSearchParams("setup_id=s1&setup_status=weird"))).toEqual({
      trial: false,
      promo: null,
      setup: null,
    });
  });

  it("the return address keeps the trial and the promo code, and drops an earlier trip's answer", () => {
    expect(checkoutReturnUrl("/billing/buying/p/pr", true, "unidays-uk")).toBe(
      "/billing/buying/p/pr?trial=true&promo=unidays-uk",
    );
    expect(checkoutReturnUrl("/billing/buying/p/pr?setup_id=x&setup_status=canceled", false, null)).toBe(
      "/billing/buying/p/pr",
    );
    expect(withoutSetup("/b?trial=true&setup_id=x&setup_status=succeeded")).toBe("/b?trial=true");
  });

  it("setting a parameter is what URLSearchParams reads back, and keeps the others", () => {
    const key = fc.stringMatching(/^[a-z_]{1,8}$/);
    fc.assert(
      fc.property(
        fc.dictionary(key, fc.string({ maxLength: 8 }), { maxKeys: 4 }),
        key,
        fc.option(fc.string({ maxLength: 8 })),
        (start, name, value) => {
          const before = `/page?${new URLSearchParams(start).toString()}#top`;
          const after = withQuery(before, { [name]: value });
          expect(after.endsWith("#top")).toBe(true);
          const query = new URLSearchParams(after.slice(after.indexOf("?") + 1, after.indexOf("#")));
          expect(query.get(name)).toBe(value);
          for (const [other, text] of Object.entries(start)) if (other !== name) expect(query.get(other)).toBe(text);
        },
      ),
    );
  });
});
