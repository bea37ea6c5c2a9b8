import type { SignUpForm } from "@lectern/core/auth/application/SignUp";
import {
  validateAgreement,
  validateCountry,
  validateEmail,
  validateName,
  validateNewPassword,
  validateReferral,
} from "@lectern/core/auth/domain/validators";
import type { FormRules } from "@lectern/core/kernel/formState";

/** The sign-up rules of spec 1 §5, all from the core's validators. */
export const REGISTRATION_RULES: FormRules<SignUpForm> = {
  email: validateEmail,
  password: validateNewPassword,
  agreement: validateAgreement,
  first_name: validateName,
  last_name: validateName,
  country: validateCountry,
  referral: validateReferral,
};

/** What must be valid before the profile step opens (spec 1 §4). */
export const ACCOUNT_STEP_FIELDS = ["email", "password", "agreement"] as const satisfies readonly (keyof SignUpForm)[];

/** A blank form; the referral comes from ?r= (spec 1 §2). */
export const emptyRegistration = (referral: string): SignUpForm => ({
  email: "",
  password: "",
  remember: true,
  first_name: "",
  last_name: "",
  country: "",
  referral,
  agreement: false,
});
