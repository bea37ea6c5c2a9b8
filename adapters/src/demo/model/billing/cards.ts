import type { DemoCardBehaviour } from "../../db/DemoSnapshot";
import { passesLuhn } from "@lectern/core/billing/domain/cardRules";
import { BILLING_TEXTS } from "./billingTexts";

/** The test cards the provider's page lists (the numbers card providers' test modes use). */
export const TEST_CARDS = [
  { number: "4242 4242 4242 4242", outcome: "Succeeds" },
  { number: "4000 0000 0000 0002", outcome: "Declined" },
  { number: "4000 0000 0000 9995", outcome: "Insufficient funds" },
  { number: "4000 0000 0000 0341", outcome: "Saved, but renewals are declined" },
] as const;

const digitsOf = (number: string): string => number.replace(/\s+/g, "");

/** A card number as typed (spaces allowed): 12–19 digits passing Luhn. */
export const cardNumberProblem = (number: string): string | null => {
  const digits = digitsOf(number);
  return /^\d{12,19}$/.test(digits) && passesLuhn(digits) ? null : BILLING_TEXTS.cardNumberInvalid;
};

/** Brand from the first digit (contract 14). */
export const brandOf = (digits: string): string => {
  switch (digits[0]) {
    case "4":
      return "Visa";
    case "5":
      return "Mastercard";
    case "3":
      return "American Express";
    default:
      return "Card";
  }
};

/** What the provider does with a valid number: refuse it at once, or save it with its renewal rule. */
export type CardVerdict =
  | { readonly kind: "declined"; readonly title: string }
  | { readonly kind: "saved"; readonly behaviour: DemoCardBehaviour };

export const verdictOf = (number: string): CardVerdict => {
  switch (digitsOf(number)) {
    case "4000000000000002":
      return { kind: "declined", title: BILLING_TEXTS.cardDeclined };
    case "4000000000009995":
      return { kind: "declined", title: BILLING_TEXTS.cardInsufficientFunds };
    case "4000000000000341":
      return { kind: "saved", behaviour: "declines_renewal" };
    default:
      // Any other valid number is saved, as a provider's test mode does.
      return { kind: "saved", behaviour: "succeeds" };
  }
};

/** A whole number from a JSON number or a string of digits; null otherwise. */
const wholeNumber = (value: unknown): number | null => {
  if (typeof value === "number") return Number.isInteger(value) ? value : null;
  if (typeof value === "string" && /^\s*\d{1,4}\s*$/.test(value)) return Number(value.trim());
  return null;
};

/** The card entry as the provider page sends it, once checked. */
export interface CardEntry {
  readonly digits: string;
  readonly expMonth: number;
  readonly expYear: number;
  readonly postalCode: string;
}

export interface CardEntryProblem {
  readonly field: "number" | "exp_month" | "exp_year" | "cvc" | "postal_code";
  readonly message: string;
}

/**
 * Checks the provider page's fields (contract 14): a card is good to the end of its expiry month,
 * by the demo clock (`now`, UTC); a two-digit year is 20xx.
 */
export const checkCardEntry = (
  attributes: Readonly<Record<string, unknown>>,
  now: number,
): { readonly entry: CardEntry | null; readonly problems: readonly CardEntryProblem[] } => {
  const problems: CardEntryProblem[] = [];
  const number = typeof attributes["number"] === "string" ? attributes["number"] : "";
  const numberProblem = cardNumberProblem(number);
  if (numberProblem) problems.push({ field: "number", message: numberProblem });

  const month = wholeNumber(attributes["exp_month"]);
  const rawYear = wholeNumber(attributes["exp_year"]);
  const year = rawYear !== null && rawYear < 100 ? 2000 + rawYear : rawYear;
  const today = new Date(now);
  const thisYear = today.getUTCFullYear();
  const thisMonth = today.getUTCMonth() + 1;
  if (month === null || month < 1 || month > 12) {
    problems.push({ field: "exp_month", message: BILLING_TEXTS.cardExpiryInvalid });
  } else if (year === null || year < thisYear || year > thisYear + 50) {
    problems.push({ field: "exp_year", message: BILLING_TEXTS.cardExpiryInvalid });
  } else if (year === thisYear && month < thisMonth) {
    problems.push({ field: "exp_month", message: BILLING_TEXTS.cardExpiryInvalid });
  }

  const cvc = attributes["cvc"];
  const cvcText = typeof cvc === "number" ? String(cvc) : typeof cvc === "string" ? cvc.trim() : "";
  if (!/^\d{3,4}$/.test(cvcText)) problems.push({ field: "cvc", message: BILLING_TEXTS.cardCvcInvalid });

  const postalCode = typeof attributes["postal_code"] === "string" ? attributes["postal_code"].trim() : "";
  if (!postalCode) problems.push({ field: "postal_code", message: BILLING_TEXTS.postalCodeRequired });

  return {
    entry: problems.length ? null : { digits: digitsOf(number), expMonth: month!, expYear: year!, postalCode },
    problems,
  };
};
