import type { DemoDatabase } from "../db/DemoDatabase";
import type { DemoPasswordHash, DemoProfile, DemoSubscription, DemoUser } from "../db/DemoSnapshot";
import { loadDemoLectures } from "../seed/lectures/loadDemoLectures";

/** E-mails are compared trimmed and case-insensitively, as sign-up and login both do. */
export const normaliseEmail = (email: string): string => email.trim().toLowerCase();

export const findUserByEmail = (db: DemoDatabase, email: string): DemoUser | null =>
  db.data.users.find((user) => normaliseEmail(user.email) === normaliseEmail(email)) ?? null;

export const findUserById = (db: DemoDatabase, id: string): DemoUser | null =>
  db.data.users.find((user) => user.id === id) ?? null;

/** What a new account's profile holds beyond its sign-up form (schema 7's personal details included). */
export const EMPTY_PROFILE_DETAILS = {
  avatar: null,
  widget_type: "advanced",
  secondary_email: null,
  phone_code: null,
  phone_number: null,
  institution: null,
  currency: null,
} as const satisfies Partial<DemoProfile>;

export interface NewUser {
  readonly email: string;
  readonly passwordHash: DemoPasswordHash | null;
  readonly profile: Pick<DemoProfile, "first_name" | "last_name" | "country" | "referral">;
  readonly utm: Record<string, string>;
  /** When the address was proved (single sign-on vouches for it); sign-up proves it later, by mail. */
  readonly emailVerifiedAt?: number | null;
}

export const createUser = async (db: DemoDatabase, input: NewUser, now: number): Promise<DemoUser> => {
  const seedDemoLectures = await loadDemoLectures();
  return db.mutate((data) => {
    data.counters.users += 1;
    const user: DemoUser = {
      id: String(data.counters.users),
      email: input.email.trim(),
      passwordHash: input.passwordHash,
      profile: { ...input.profile, ...EMPTY_PROFILE_DETAILS },
      utm: input.utm,
      licences: [],
      createdAt: now,
      archivedAt: null,
      emailVerifiedAt: input.emailVerifiedAt ?? null,
    };
    data.users.push(user);
    // Every new account (sign-up and single sign-on alike) starts with the finished demo lectures.
    seedDemoLectures(data, user.id, now);
    return user;
  });
};

/**
 * The JSON:API users resource read by core's UserReply. `paid`: a redeemed licence, or a subscription
 * that has not ended (`subscriptions` is the database's table; an inline check, because this module
 * loads with the sign-in page and the billing model does not).
 */
export const userResource = (user: DemoUser, subscriptions: readonly DemoSubscription[] = []) => ({
  id: user.id,
  type: "users",
  attributes: {
    email: user.email,
    is_early_adopter: false,
    paid:
      user.licences.length > 0 ||
      subscriptions.some(
        (subscription) =>
          subscription.userId === user.id &&
          subscription.state !== "canceled" &&
          subscription.state !== "incomplete_expired",
      ),
    profile: { ...user.profile },
  },
});

const capitalise = (word: string): string => (word ? word[0]!.toUpperCase() + word.slice(1).toLowerCase() : "");

/** Names for an account made by single sign-on: 'ada.lovelace@…' → Ada / Lovelace. */
export const namesFromEmail = (email: string): { first_name: string; last_name: string } => {
  const local = email.split("@")[0] ?? "";
  const words = local.split(/[._\-+]+/).filter((word) => /[a-z]/i.test(word));
  return { first_name: capitalise(words[0] ?? "User"), last_name: words.slice(1).map(capitalise).join(" ") };
};
