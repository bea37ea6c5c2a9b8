import { AUTH_LIMITS } from "./limits";
import { VALIDATION_MESSAGES as M } from "./authTexts";
import { isStrongPassword } from "./passwordChecklist";

/** A validator returns the message to show, or null when the value is fine. */
export type Validator<T = string> = (value: T) => string | null;

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

export const isBlank = (value: string): boolean => value.trim().length === 0;

export const validateEmail: Validator = (value) => {
  if (isBlank(value)) return M.required;
  return EMAIL_PATTERN.test(value.trim()) ? null : M.email;
};

export const validateLoginPassword: Validator = (value) => (value.length === 0 ? M.required : null);

export const validateNewPassword: Validator = (value) => {
  if (value.length === 0) return M.required;
  return isStrongPassword(value) ? null : M.password;
};

export const validateAgreement: Validator<boolean> = (value) => (value ? null : M.required);

/** First and last names: blank rejected; 128 enforced while the message says 255 (spec 1 §5). */
export const validateName: Validator = (value) => {
  if (isBlank(value)) return M.required;
  return value.length > AUTH_LIMITS.nameMax ? M.nameTooLong : null;
};

export const validateCountry: Validator = (value) => (isBlank(value) ? M.required : null);

export const validateReferral: Validator = (value) =>
  value.length > AUTH_LIMITS.referralMax ? M.referralTooLong : null;

export const validatePasswordRepeat = (password: string, repeat: string): string | null => {
  const own = validateNewPassword(repeat);
  if (own) return own;
  return password === repeat ? null : M.passwordsMismatch;
};

export const validateLicenceKey: Validator = (value) => {
  if (isBlank(value)) return M.required;
  return value.length > AUTH_LIMITS.licenceKeyMax ? M.licenceTooLong : null;
};
