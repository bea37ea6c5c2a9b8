import type { DemoDatabase } from "../db/DemoDatabase";
import type { DemoProfile, DemoSubscription, DemoUser } from "../db/DemoSnapshot";

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
