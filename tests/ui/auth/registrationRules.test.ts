import { VALIDATION_MESSAGES } from "@lectern/core/auth/domain/authTexts";
import { isFormValid, validateForm } from "@lectern/core/kernel/formState";
import { describe, expect, it } from "vitest";
import {
  ACCOUNT_STEP_FIELDS,
  REGISTRATION_RULES,
  emptyRegistration,
} from "../../../ui/src/features/auth/registration/registrationRules";

describe("registration rules", () => {
  it("starts with the referral from ?r= and remember on", () => {
    const form = emptyRegistration("LECTERN-DSA-2026");
    expect(form.referral).toBe("LECTERN-DSA-2026");
    expect(form.remember).toBe(true);
    expect(form.agreement).toBe(false);
  });

  it("opens step 2 only when email, password and agreement are valid (spec 1 §4)", () => {
    const blank = emptyRegistration("");
    expect(isFormValid(blank, REGISTRATION_RULES, ACCOUNT_STEP_FIELDS)).toBe(false);
    const stepOne = { ...blank, email: "ada@example.org", password: "Lectern#2026", agreement: true };
    expect(isFormValid(stepOne, REGISTRATION_RULES, ACCOUNT_STEP_FIELDS)).toBe(true);
    // The profile fields are still empty: step 1 passes, the whole form does not.
    expect(isFormValid(stepOne, REGISTRATION_RULES)).toBe(false);
  });

  it("shows the spec's messages", () => {
    const errors = validateForm(
      { ...emptyRegistration(""), email: "nope", password: "short", first_name: "   ", last_name: "x".repeat(129) },
      REGISTRATION_RULES,
    );
    expect(errors).toEqual({
      email: VALIDATION_MESSAGES.email,
      password: VALIDATION_MESSAGES.password,
      agreement: VALIDATION_MESSAGES.required,
      first_name: VALIDATION_MESSAGES.required,
      last_name: VALIDATION_MESSAGES.nameTooLong,
      country: VALIDATION_MESSAGES.required,
    });
  });
});
