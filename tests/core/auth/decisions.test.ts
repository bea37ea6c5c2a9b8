import { initials } from "@lectern/core/auth/domain/User";
import {
  afterLoginPath,
  decideAuthPage,
  decideDesktopRoute,
  decideProtectedRoute,
  isSafeRedirect,
  isSharedRecordingPath,
} from "@lectern/core/auth/domain/routeDecisions";
import {
  decideAfterSignUp,
  formatPrice,
  pickTrialOffer,
  priceInterval,
  trialLabel,
} from "@lectern/core/auth/domain/trialOffer";
import { isFormValid, touchAll, validateForm, visibleErrors } from "@lectern/core/kernel/formState";
import fc from "fast-check";
import { describe, expect, it } from "vitest";

describe("route decisions", () => {
  it("protected pages send visitors to login", () => {
    expect(decideProtectedRoute(false)).toEqual({ kind: "redirect", to: "/auth/login" });
    expect(decideProtectedRoute(true)).toEqual({ kind: "allow" });
  });

  it("auth pages send signed-in users to the widget on desktop, else back", () => {
    expect(decideAuthPage(true, "desktop", "/records")).toEqual({ kind: "redirect", to: "/session/widget" });
    expect(decideAuthPage(true, "web", "/records/5")).toEqual({ kind: "redirect", to: "/records/5" });
    expect(decideAuthPage(true, "web", null)).toEqual({ kind: "redirect", to: "/" });
    expect(decideAuthPage(false, "desktop", null)).toEqual({ kind: "allow" });
  });

  it("desktop keeps every route but the widget and sign-in on the widget", () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\/[a-z/-]{0,20}$/), (path) => {
        const decision = decideDesktopRoute("desktop", path);
        const exempt = path.startsWith("/session/widget") || path.startsWith("/auth") || path.startsWith("/demo");
        expect(decision.kind).toBe(exempt ? "allow" : "redirect");
        expect(decideDesktopRoute("web", path).kind).toBe("allow");
      }),
    );
  });

  it("after login: widget on desktop, the remembered page or / on the web", () => {
    expect(afterLoginPath("desktop", "/records")).toBe("/session/widget");
    expect(afterLoginPath("web", null)).toBe("/");
    expect(afterLoginPath("web", "/profile")).toBe("/profile");
  });

  it("only same-site paths are safe redirects", () => {
    expect(isSafeRedirect("/records")).toBe(true);
    expect(isSafeRedirect("//evil.example")).toBe(false);
    expect(isSafeRedirect("https://evil.example")).toBe(false);
    expect(isSharedRecordingPath("/shared-records/12")).toBe(true);
    expect(isSharedRecordingPath("/shared/12")).toBe(true);
    expect(isSharedRecordingPath("/records/12")).toBe(false);
  });

  it("refuses any target a browser would read as another site once it drops tabs and line breaks (issue 19)", () => {
    for (const target of [
      "/\t/evil.example",
      "/\n/evil.example",
      "/\r\n/evil.example",
      "/\\evil.example",
      "/x\\..\\y",
    ]) {
      expect(isSafeRedirect(target), JSON.stringify(target)).toBe(false);
    }
    fc.assert(
      fc.property(
        fc.string(),
        fc.constantFrom("\t", "\n", "\r", "\u0000", "\u007f", "\\"),
        fc.string(),
        (a, bad, b) => {
          expect(isSafeRedirect(`/${a}${bad}${b}`)).toBe(false);
        },
      ),
    );
    // Whatever passes stays on this site as a browser reads it (tabs and line breaks dropped, \\ as /).
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom("/", "\\", "\t", "\n", "a", ".", ":") }), (path) => {
        const target = `/${path}`;
        if (isSafeRedirect(target))
          expect(
            target
              .replace(/[\t\n\r]/g, "")
              .replace(/\\/g, "/")
              .startsWith("//"),
          ).toBe(false);
      }),
    );
    expect(isSafeRedirect("/records?search=cell biology")).toBe(true);
  });
});

describe("after sign-up and the trial offer (spec 1 §4)", () => {
  it("decides the next step", () => {
    expect(decideAfterSignUp(false, true)).toBe("/billing/congratulation");
    expect(decideAfterSignUp(true, false)).toBe("/billing/product");
    expect(decideAfterSignUp(true, true)).toBe("finish");
  });

  const price = (interval: string, count = 1) => ({
    id: "p",
    unit_amount: 999,
    currency: "gbp",
    recurring: { interval, interval_count: count },
  });
  const product = (days: number | null) => ({
    id: `prod-${days}`,
    attributes: { name: "Notes", product_trial_days: days, prices: [price("month")] },
  });

  it("picks the first product with trial days above zero, else none", () => {
    expect(pickTrialOffer([product(0), product(null)])).toEqual({ kind: "none" });
    const offer = pickTrialOffer([product(0), product(14), product(30)]);
    expect(offer.kind === "offer" && offer.days).toBe(14);
  });

  it("price intervals and formatting", () => {
    expect(priceInterval(price("month"))).toBe("month");
    expect(priceInterval(price("month", 3))).toBe("quarter");
    expect(priceInterval(price("year"))).toBe("year");
    expect(priceInterval(price("week"))).toBe("other");
    expect(formatPrice(price("month"))).toBe("£9.99 / month");
    expect(trialLabel(1)).toBe("1 day FREE");
    expect(trialLabel(14)).toBe("14 days FREE");
  });
});

describe("initials (spec 3 §3)", () => {
  it("follows the rule", () => {
    expect(initials("ada lovelace")).toBe("AL");
    expect(initials("Ada King Lovelace")).toBe("AL");
    expect(initials("ada")).toBe("AD");
    expect(initials("   ")).toBe("...");
  });
});

describe("form state", () => {
  type Form = { email: string; name: string };
  const rules = {
    email: (value: string) => (value.includes("@") ? null : "bad email"),
    name: (value: string) => (value ? null : "required"),
  };

  it("errors show only once touched, and submit touches all", () => {
    const errors = validateForm<Form>({ email: "x", name: "" }, rules);
    expect(visibleErrors(errors, {})).toEqual({});
    expect(visibleErrors(errors, { email: true })).toEqual({ email: "bad email" });
    expect(visibleErrors(errors, touchAll(rules))).toEqual({ email: "bad email", name: "required" });
    expect(isFormValid<Form>({ email: "a@b", name: "" }, rules, ["email"])).toBe(true);
    expect(isFormValid<Form>({ email: "a@b", name: "" }, rules)).toBe(false);
  });
});
