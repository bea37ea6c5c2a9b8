import { CONFIRMATION_WORD } from "./archiveTexts";

/**
 * The delete button unlocks only for the word DELETE (as shown, upper case) or the account's own
 * e-mail (case and surrounding spaces aside, as sign-in compares e-mails).
 */
export const confirmsArchive = (typed: string, email: string | null): boolean => {
  const trimmed = typed.trim();
  if (trimmed === CONFIRMATION_WORD) return true;
  return email !== null && email.trim() !== "" && trimmed.toLowerCase() === email.trim().toLowerCase();
};
