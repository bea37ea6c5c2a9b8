import { randomToken } from "../crypto/randomToken";
import type { DemoDatabase } from "../db/DemoDatabase";
import type { DemoUser } from "../db/DemoSnapshot";
import { DEMO_LIFETIMES } from "./demoLifetimes";
import { sendMail } from "./outbox";
import { normaliseEmail } from "./users";

/** The app's login-by-token-id page (spec 1 §2): opening the link signs in, and so proves the mailbox. */
export const confirmationLink = (id: string): string => `/auth/login/token/${id}`;

/**
 * Sign-up's welcome mail, whose link confirms the address (issue 19): anyone may sign up with any
 * address, so what was shared with an address before its account existed waits for this proof.
 */
export const mailAddressConfirmation = (db: DemoDatabase, user: DemoUser, now: number): void => {
  const id = randomToken(20);
  db.mutate((data) => {
    data.loginTokens.push({
      id,
      userId: user.id,
      referer: null,
      createdAt: now,
      expiresAt: now + DEMO_LIFETIMES.addressConfirmation,
      usedAt: null,
      confirmsEmail: normaliseEmail(user.email),
    });
  });
  sendMail(
    db,
    {
      to: user.email,
      subject: "Welcome to Lectern",
      text:
        `Hi ${user.profile.first_name}, your Lectern account is ready. Open the link to confirm this is your ` +
        "address: recordings shared with it before you signed up open once it is confirmed. Then record your " +
        "first lecture from the widget.",
      link: confirmationLink(id),
    },
    now,
  );
};

/** Marks the account's address proved when a link mailed to that very address was used. */
export const confirmAddress = (db: DemoDatabase, user: DemoUser, mailedTo: string | undefined, now: number): void => {
  if (!mailedTo || normaliseEmail(mailedTo) !== normaliseEmail(user.email) || user.emailVerifiedAt != null) return;
  db.mutate(() => {
    user.emailVerifiedAt = now;
  }, user);
};
