import type { DemoDatabase } from "../db/DemoDatabase";
import type { DemoPasswordHash, DemoProfile, DemoUser } from "../db/DemoSnapshot";
import { loadDemoLectures } from "../seed/lectures/loadDemoLectures";
import { EMPTY_PROFILE_DETAILS } from "./users";

// Making accounts (sign-up, single sign-on): apart from users, whose look-ups the login page's
// backend needs, so that it loads with the first sign-up or single sign-on.

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

const capitalise = (word: string): string => (word ? word[0]!.toUpperCase() + word.slice(1).toLowerCase() : "");

/** Names for an account made by single sign-on: 'ada.lovelace@…' → Ada / Lovelace. */
export const namesFromEmail = (email: string): { first_name: string; last_name: string } => {
  const local = email.split("@")[0] ?? "";
  const words = local.split(/[._\-+]+/).filter((word) => /[a-z]/i.test(word));
  return { first_name: capitalise(words[0] ?? "User"), last_name: words.slice(1).map(capitalise).join(" ") };
};
