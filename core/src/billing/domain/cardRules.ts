/**
 * The demo card provider's field rules (contract 14 "The demo card provider"): the page checks them
 * as the person types and the provider checks them again. Messages are the provider's, verbatim.
 */
export const CARD_TEXTS = {
  number: "Your card number is invalid.",
  expiry: "Your card's expiration date is invalid.",
  cvc: "Your card's security code is invalid.",
  postalCode: "Enter your postal code.",
} as const;

export const CARD_NUMBER_MAX_DIGITS = 19;
export const CARD_NUMBER_MIN_DIGITS = 12;

/** The digits of whatever was typed or pasted. */
export const digitsOf = (text: string): string => text.replace(/\D/g, "");

/** The Luhn checksum (ISO/IEC 7812): every card number a provider accepts passes it. */
export const passesLuhn = (digits: string): boolean => {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
};

/** The number as typed, in groups of four ("4242 4242 4242 4242"), at most 19 digits. */
export const formatCardNumber = (typed: string): string =>
  (
    digitsOf(typed)
      .slice(0, CARD_NUMBER_MAX_DIGITS)
      .match(/.{1,4}/g) ?? []
  ).join(" ");

/** The expiry as typed, "MM / YY": the separator appears once the year starts. */
export const formatExpiry = (typed: string): string => {
  const digits = digitsOf(typed).slice(0, 4);
  return digits.length <= 2 ? digits : `${digits.slice(0, 2)} / ${digits.slice(2)}`;
};

/** The security code as typed: digits only, at most four. */
export const formatCvc = (typed: string): string => digitsOf(typed).slice(0, 4);

/** A month and a four-digit year read from "MM / YY" (or "MM/YYYY"); null when it is not one. */
export const parseExpiry = (typed: string): { readonly month: number; readonly year: number } | null => {
  const match = /^\s*(\d{1,2})\s*\/?\s*(\d{2}|\d{4})\s*$/.exec(typed);
  if (!match) return null;
  const month = Number(match[1]);
  const written = Number(match[2]);
  return { month, year: match[2]!.length === 2 ? 2000 + written : written };
};

export const validateCardNumber = (typed: string): string | null => {
  const digits = digitsOf(typed);
  const shaped = /^[\d\s]*$/.test(typed);
  return shaped &&
    digits.length >= CARD_NUMBER_MIN_DIGITS &&
    digits.length <= CARD_NUMBER_MAX_DIGITS &&
    passesLuhn(digits)
    ? null
    : CARD_TEXTS.number;
};

/**
 * Month 1–12, and not before this month (a card is good until the end of its expiry month).
 * `now` is epoch ms; months are counted in UTC, as the provider counts them.
 */
export const validateExpiry = (month: number, year: number, now: number): string | null => {
  if (!Number.isInteger(month) || !Number.isInteger(year) || month < 1 || month > 12) return CARD_TEXTS.expiry;
  const today = new Date(now);
  const current = today.getUTCFullYear() * 12 + today.getUTCMonth();
  return year * 12 + (month - 1) < current ? CARD_TEXTS.expiry : null;
};

export const validateTypedExpiry = (typed: string, now: number): string | null => {
  const expiry = parseExpiry(typed);
  return expiry ? validateExpiry(expiry.month, expiry.year, now) : CARD_TEXTS.expiry;
};

export const validateCvc = (typed: string): string | null => (/^\d{3,4}$/.test(typed.trim()) ? null : CARD_TEXTS.cvc);

export const validatePostalCode = (typed: string): string | null => (typed.trim() ? null : CARD_TEXTS.postalCode);

/** The card form as typed. */
export interface CardForm {
  readonly number: string;
  readonly expiry: string;
  readonly cvc: string;
  readonly postalCode: string;
}

export type CardField = keyof CardForm;

export const CARD_FIELDS: readonly CardField[] = ["number", "expiry", "cvc", "postalCode"];

export const EMPTY_CARD_FORM: CardForm = { number: "", expiry: "", cvc: "", postalCode: "" };

export type CardErrors = { readonly [K in CardField]?: string };

/** Every failing field with the provider's message. */
export const validateCardForm = (form: CardForm, now: number): CardErrors => {
  const errors: { [K in CardField]?: string } = {};
  const number = validateCardNumber(form.number);
  const expiry = validateTypedExpiry(form.expiry, now);
  const cvc = validateCvc(form.cvc);
  const postalCode = validatePostalCode(form.postalCode);
  if (number) errors.number = number;
  if (expiry) errors.expiry = expiry;
  if (cvc) errors.cvc = cvc;
  if (postalCode) errors.postalCode = postalCode;
  return errors;
};

/** The provider's field name for a form field (its 422 pointers name these). */
export const PROVIDER_FIELDS: Readonly<Record<string, CardField>> = {
  number: "number",
  exp_month: "expiry",
  exp_year: "expiry",
  cvc: "cvc",
  postal_code: "postalCode",
};

/** What the form sends (contract: number may contain spaces). */
export const cardAttributes = (form: CardForm) => {
  const expiry = parseExpiry(form.expiry);
  return {
    number: form.number.trim(),
    exp_month: expiry?.month ?? 0,
    exp_year: expiry?.year ?? 0,
    cvc: form.cvc.trim(),
    postal_code: form.postalCode.trim(),
  };
};
