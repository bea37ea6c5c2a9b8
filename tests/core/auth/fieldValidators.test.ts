import { VALIDATION_MESSAGES as M } from "@lectern/core/auth/domain/authTexts";
import {
  validateAgreement,
  validateEmail,
  validateLicenceKey,
  validateName,
  validateReferral,
} from "@lectern/core/auth/domain/validators";
import fc from "fast-check";
import { describe, expect, it } from "vitest";

const nonBlankChar = fc.string({ minLength: 1, maxLength: 1 }).filter((c) => c.trim().length === 1);

describe("name rules: 128 enforced, 255 displayed (spec 1 §5)", () => {
  it("names of 1..128 characters with a non-blank one pass", () => {
    fc.assert(
      fc.property(nonBlankChar, fc.string({ maxLength: 127 }), (first, rest) => {
        const name = (first + rest).slice(0, 128);
        expect(validateName(name)).toBeNull();
      }),
    );
  });

  it("blank names fail with 'This field is required'", () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[ \t\n\r]{0,20}$/), (blank) => {
        expect(validateName(blank)).toBe(M.required);
      }),
    );
  });

  it("129+ characters fail with the 255 message", () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 129, maxLength: 400 }).filter((s) => s.trim().length > 0),
        (name) => {
          expect(validateName(name)).toBe("Maximum of 255 characters is reached");
        },
      ),
    );
  });
});

describe("other fields", () => {
  it("email: required, then pattern", () => {
    expect(validateEmail("")).toBe(M.required);
    expect(validateEmail("   ")).toBe(M.required);
    expect(validateEmail("not-an-email")).toBe(M.email);
    expect(validateEmail("ada@example.org")).toBeNull();
    fc.assert(
      fc.property(fc.emailAddress(), (email) => {
        expect(validateEmail(email)).toBeNull();
      }),
    );
  });

  it("agreement must be ticked", () => {
    expect(validateAgreement(false)).toBe(M.required);
    expect(validateAgreement(true)).toBeNull();
  });

  it("referral is optional up to 255", () => {
    expect(validateReferral("")).toBeNull();
    expect(validateReferral("x".repeat(255))).toBeNull();
    expect(validateReferral("x".repeat(256))).not.toBeNull();
  });

  it("licence key: required, at most 23 characters", () => {
    expect(validateLicenceKey("")).toBe(M.required);
    expect(validateLicenceKey("x".repeat(23))).toBeNull();
    expect(validateLicenceKey("x".repeat(24))).not.toBeNull();
  });
});
