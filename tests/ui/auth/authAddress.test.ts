import { ApiError } from "@lectern/core/kernel/ApiError";
import { describe, expect, it } from "vitest";
import { buyingPath, returnUrlFrom, tokenIdFrom, utmFrom } from "../../../ui/src/features/auth/shared/authAddress";
import { serverErrorTitle } from "../../../ui/src/features/auth/shared/serverErrorTitle";
import { inAppPath } from "../../../ui/src/features/demo/inAppPath";
import { nameFromId } from "../../../ui/src/features/demo/DescribeDemoSso";

describe("address helpers of the sign-in pages", () => {
  it("passes only the UTM parameters, and only those with a value", () => {
    const params = new URLSearchParams("utm_source=news&utm_medium=&r=ABC&utm_campaign=spring&other=1");
    expect(utmFrom(params)).toEqual({ utm_source: "news", utm_campaign: "spring" });
    expect(utmFrom(new URLSearchParams())).toEqual({});
  });

  it("follows returnUrl only to same-site paths, '/' otherwise", () => {
    expect(returnUrlFrom(new URLSearchParams("returnUrl=/records/5?x=1"))).toBe("/records/5?x=1");
    expect(returnUrlFrom(new URLSearchParams())).toBe("/");
    expect(returnUrlFrom(new URLSearchParams("returnUrl=https://evil.example"))).toBe("/");
    expect(returnUrlFrom(new URLSearchParams("returnUrl=//evil.example"))).toBe("/");
  });

  it("takes the token id from ?id first, then from the path", () => {
    expect(tokenIdFrom(new URLSearchParams("id=abc"), "path")).toBe("abc");
    expect(tokenIdFrom(new URLSearchParams(), "path")).toBe("path");
    expect(tokenIdFrom(new URLSearchParams("id="), undefined)).toBeNull();
  });

  it("builds the checkout address with the trial flag only for a trial", () => {
    expect(buyingPath("prod_1", "price_2", true)).toBe("/billing/buying/prod_1/price_2?trial=true");
    expect(buyingPath("prod 1", "price/2", false)).toBe("/billing/buying/prod%201/price%2F2");
  });
});

describe("serverErrorTitle", () => {
  it("shows the API error's title (spec 1 §8)", () => {
    expect(
      serverErrorTitle(
        new ApiError({ status: 422, title: "The email has already been taken.", message: "email: taken" }),
      ),
    ).toBe("The email has already been taken.");
  });

  it("falls back to the message, or any error's text", () => {
    expect(serverErrorTitle(new ApiError({ status: 500, title: "", message: "Server down" }))).toBe("Server down");
    expect(serverErrorTitle(new Error("boom"))).toBe("boom");
  });
});

describe("demo helpers", () => {
  it("turns mail links into router paths only when they are ours", () => {
    expect(inAppPath("/auth/forgot/abc", "http://127.0.0.1:5174")).toBe("/auth/forgot/abc");
    expect(inAppPath("http://127.0.0.1:5174/auth/forgot/abc?x=1", "http://127.0.0.1:5174")).toBe(
      "/auth/forgot/abc?x=1",
    );
    expect(inAppPath("https://elsewhere.example/x", "http://127.0.0.1:5174")).toBeNull();
    expect(inAppPath("//elsewhere.example/x", "http://127.0.0.1:5174")).toBeNull();
    expect(inAppPath("not a url", "http://127.0.0.1:5174")).toBeNull();
  });

  it("makes provider and organisation ids readable", () => {
    expect(nameFromId("northbridge-business")).toBe("Northbridge Business");
    expect(nameFromId("google")).toBe("Google");
  });
});
