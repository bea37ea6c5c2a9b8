/** The signed-in user as the interface needs it. */
export interface User {
  readonly id: string;
  readonly email: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly avatarUrl: string | null;
  readonly referral: string | null;
}

export const fullName = (user: Pick<User, "firstName" | "lastName">): string =>
  [user.firstName, user.lastName].filter((part) => part.trim()).join(" ");

/** The initials of an empty name (spec 3 §3); an avatar with neither photo nor name shows 'N/A' instead. */
export const EMPTY_INITIALS = "...";

/**
 * Initials (spec 3 §3): first letter of the first and last word, upper-cased; the first two letters
 * when there is one word; '...' when empty.
 */
export const initials = (name: string): string => {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return EMPTY_INITIALS;
  if (words.length === 1) return [...words[0]!].slice(0, 2).join("").toUpperCase();
  return ([...words[0]!][0]! + [...words[words.length - 1]!][0]!).toUpperCase();
};
