import type { SharedPerson } from "./RecordShare";
import { SHARING_TEXTS } from "./sharingTexts";

/** Spec 3 §5 "Email pattern": one @, no spaces, a dot in the domain and a two-letter ending at least. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

/** The form a person's address is compared in: addresses differ only by case and spacing are one. */
export const normaliseEmail = (email: string): string => email.trim().toLowerCase();

export const isValidEmail = (email: string): boolean => EMAIL_PATTERN.test(email.trim());

/**
 * Why `email` cannot be added to `persons`, or null when it can: blank, malformed, already there
 * (case does not count), or the owner's own address (the server refuses it too).
 */
export const shareEmailProblem = (
  email: string,
  persons: readonly Pick<SharedPerson, "email">[],
  ownerEmail: string | null,
): string | null => {
  const wanted = normaliseEmail(email);
  if (wanted === "") return SHARING_TEXTS.emptyEmail;
  if (!isValidEmail(wanted)) return SHARING_TEXTS.invalidEmail;
  if (ownerEmail !== null && normaliseEmail(ownerEmail) === wanted) return SHARING_TEXTS.ownEmail;
  const existing = persons.find((person) => normaliseEmail(person.email) === wanted);
  return existing ? SHARING_TEXTS.duplicateEmail(existing.email) : null;
};
