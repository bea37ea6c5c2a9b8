import { VALIDATION_MESSAGES } from "@lectern/core/auth/domain/authTexts";
import { isStrongPassword, passwordChecklist } from "@lectern/core/auth/domain/passwordChecklist";
import { validateNewPassword, validatePasswordRepeat } from "@lectern/core/auth/domain/validators";
import fc from "fast-check";
import { describe, expect, it } from "vitest";

const anyPassword = fc.oneof(
  fc.string(),
  fc.string({ unit: "grapheme" }),
  fc.stringMatching(/^[A-Za-z0-9!@#$%^&*]{0,16}$/),
);

describe("password rules (spec 1 §5)", () => {
  it("the live checklist and the validator agree on every string", () => {
    fc.assert(
      fc.property(anyPassword, (password) => {
        const allPassed = passwordChecklist(password).every((check) => check.passed);
        const message = validateNewPassword(password);
        if (password.length === 0) expect(message).toBe(VALIDATION_MESSAGES.required);
        else expect(message === null).toBe(allPassed);
      }),
      { numRuns: 2000 },
    );
  });

  it("accepts any password built from every required class and long enough", () => {
    const lower = fc.stringMatching(/^[a-z]{1,4}$/);
    const upper = fc.stringMatching(/^[A-Z]{1,4}$/);
    const digit = fc.stringMatching(/^[0-9]{1,4}$/);
    const symbol = fc.constantFrom("!", "#", "_", "-", "€", "?");
    fc.assert(
      fc.property(lower, upper, digit, symbol, fc.stringMatching(/^[a-z]{4}$/), (l, u, d, s, pad) => {
        expect(isStrongPassword(l + u + d + s + pad)).toBe(true);
      }),
    );
  });

  it("rejects with the spec's message when a class is missing", () => {
    expect(validateNewPassword("alllowercase1!")).toBe(VALIDATION_MESSAGES.password);
    expect(validateNewPassword("NoDigitsHere!")).toBe(VALIDATION_MESSAGES.password);
    expect(validateNewPassword("NoSymbol123")).toBe(VALIDATION_MESSAGES.password);
    expect(validateNewPassword("Sh0rt!")).toBe(VALIDATION_MESSAGES.password);
    expect(validateNewPassword("Good-Pass1")).toBeNull();
  });

  it("flags each missing rule in the checklist", () => {
    const byRule = Object.fromEntries(passwordChecklist("abc").map((check) => [check.rule, check.passed]));
    expect(byRule).toEqual({ length: false, case: false, digit: false, symbol: false });
  });

  it("repeat: 'Passwords mismatch' only when both are strong but differ", () => {
    fc.assert(
      fc.property(fc.stringMatching(/^Aa1![a-z]{4,10}$/), fc.stringMatching(/^Bb2#[a-z]{4,10}$/), (a, b) => {
        expect(validatePasswordRepeat(a, a)).toBeNull();
        expect(validatePasswordRepeat(a, b)).toBe(VALIDATION_MESSAGES.passwordsMismatch);
      }),
    );
    expect(validatePasswordRepeat("Aa1!aaaa", "")).toBe(VALIDATION_MESSAGES.required);
  });
});
