import type { DemoProfile } from "@lectern/adapters/demo/db/DemoSnapshot";
import { applyProfileChange, isAcceptableAvatar } from "@lectern/adapters/demo/model/profileChange";
import { PROFILE_TEXTS as T } from "@lectern/core/profile/domain/profileTexts";
import fc from "fast-check";
import { describe, expect, it } from "vitest";

const PROFILE: DemoProfile = {
  first_name: "Ada",
  last_name: "Lovelace",
  avatar: null,
  referral: null,
  country: "GB",
  widget_type: "advanced",
  secondary_email: null,
  phone_code: null,
  phone_number: null,
  institution: null,
  currency: null,
};
const CURRENCIES = ["GBP", "EUR"];

const base64 = (bytes: readonly number[]): string => btoa(String.fromCharCode(...bytes));
const PNG_HEAD = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13];
const JPEG_HEAD = [0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0, 1];
const WEBP_HEAD = [0x52, 0x49, 0x46, 0x46, 36, 0, 0, 0, 0x57, 0x45, 0x42, 0x50];
const GIF_HEAD = [0x47, 0x49, 0x46, 0x38, 0x39, 0x61, 1, 0, 1, 0, 0, 0];

describe("the demo's profile change (PUT v2/user/profile)", () => {
  it("changes only what is sent, names trimmed, empty optional fields as null", () => {
    const { profile, problems } = applyProfileChange(
      { ...PROFILE, institution: "UCL" },
      { first_name: "  Augusta ", phone_code: "+44", phone_number: "7700 900123", institution: "", currency: "EUR" },
      CURRENCIES,
    );
    expect(problems).toEqual([]);
    expect(profile).toEqual({
      ...PROFILE,
      first_name: "Augusta",
      phone_code: "+44",
      phone_number: "7700 900123",
      institution: null,
      currency: "EUR",
    });
  });

  it("refuses every bad attribute with the contract's message and keeps nothing", () => {
    const { profile, problems } = applyProfileChange(
      PROFILE,
      {
        first_name: " ",
        last_name: "x".repeat(129),
        secondary_email: "nope",
        phone_code: "+12345",
        phone_number: "12",
        institution: "i".repeat(256),
        referral: 42,
        currency: "JPY",
        avatar: "data:image/gif;base64,R0lGODlhAQABAAAAACw=",
      },
      CURRENCIES,
    );
    expect(profile).toBe(PROFILE);
    expect(problems).toEqual([
      { field: "first_name", message: T.firstNameRequired },
      { field: "last_name", message: T.lastNameTooLong },
      { field: "secondary_email", message: T.secondaryEmailInvalid },
      { field: "phone_code", message: T.phoneCodeInvalid },
      { field: "phone_number", message: T.phoneNumberInvalid },
      { field: "institution", message: T.institutionTooLong },
      { field: "referral", message: T.referralTooLong },
      { field: "currency", message: T.currencyInvalid },
      { field: "avatar", message: T.avatarInvalid },
    ]);
  });

  it("a name of 128 characters passes, 129 does not; a missing or null name is required", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 300 }), (length) => {
        const { problems } = applyProfileChange(PROFILE, { last_name: "n".repeat(length) }, CURRENCIES);
        expect(problems.length === 0).toBe(length <= 128);
      }),
    );
    expect(applyProfileChange(PROFILE, { first_name: null }, CURRENCIES).problems).toEqual([
      { field: "first_name", message: T.firstNameRequired },
    ]);
  });

  it("an empty change leaves the profile as it was", () => {
    expect(applyProfileChange(PROFILE, {}, CURRENCIES)).toEqual({ profile: PROFILE, problems: [] });
  });
});

describe("the avatar check", () => {
  it("accepts a PNG, JPEG or WebP whose bytes say so, and null removes the photo", () => {
    expect(isAcceptableAvatar(`data:image/png;base64,${base64(PNG_HEAD)}`)).toBe(true);
    expect(isAcceptableAvatar(`data:image/jpeg;base64,${base64(JPEG_HEAD)}`)).toBe(true);
    expect(isAcceptableAvatar(`data:image/webp;base64,${base64(WEBP_HEAD)}`)).toBe(true);
    expect(applyProfileChange({ ...PROFILE, avatar: "x" }, { avatar: null }, CURRENCIES).profile.avatar).toBeNull();
  });

  it("refuses a type that lies, a GIF, broken base64, another scheme, or more than 1 MB", () => {
    expect(isAcceptableAvatar(`data:image/png;base64,${base64(JPEG_HEAD)}`)).toBe(false);
    expect(isAcceptableAvatar(`data:image/gif;base64,${base64(GIF_HEAD)}`)).toBe(false);
    expect(isAcceptableAvatar(`data:image/png;base64,${base64(GIF_HEAD)}`)).toBe(false);
    expect(isAcceptableAvatar("data:image/png;base64,iVBO!w0K")).toBe(false);
    expect(isAcceptableAvatar("data:image/png;base64,")).toBe(false);
    expect(isAcceptableAvatar("https://example.org/me.png")).toBe(false);
    const big = new Uint8Array(1024 * 1024 + 1);
    big.set(PNG_HEAD);
    expect(isAcceptableAvatar(`data:image/png;base64,${Buffer.from(big).toString("base64")}`)).toBe(false);
    const justRight = new Uint8Array(1024 * 1024);
    justRight.set(PNG_HEAD);
    expect(isAcceptableAvatar(`data:image/png;base64,${Buffer.from(justRight).toString("base64")}`)).toBe(true);
  });

  it("accepts any bytes behind a true PNG signature, refuses any without one", () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 0, maxLength: 64 }), (tail) => {
        const withHead = Buffer.from([...PNG_HEAD, ...tail]).toString("base64");
        expect(isAcceptableAvatar(`data:image/png;base64,${withHead}`)).toBe(true);
        const bytes = Buffer.from([0, ...PNG_HEAD.slice(1), ...tail]).toString("base64");
        expect(isAcceptableAvatar(`data:image/png;base64,${bytes}`)).toBe(false);
      }),
    );
  });
});
