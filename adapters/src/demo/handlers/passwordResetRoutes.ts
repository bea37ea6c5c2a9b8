import { AUTH_TEXTS } from "@lectern/core/auth/domain/authTexts";
import { validateEmail, validateNewPassword, validatePasswordRepeat } from "@lectern/core/auth/domain/validators";
import { hashPassword } from "../crypto/passwordHashing";
import { randomToken } from "../crypto/randomToken";
import type { DemoDatabase } from "../db/DemoDatabase";
import type { DemoPasswordReset } from "../db/DemoSnapshot";
import { confirmAddress } from "../model/addressConfirmation";
import { DEMO_LIFETIMES } from "../model/demoLifetimes";
import { sendMail } from "../model/outbox";
import { ARCHIVED_ACCOUNT_TEXT } from "../model/accountArchive";
import { issueSession, revokeAllSessions } from "../model/sessions";
import { findUserByEmail, findUserById } from "../model/users";
import { attributesOf, requireValid, textOf } from "../routing/bodyFields";
import { DemoHttpError } from "../routing/DemoHttpError";
import { dataReply, iso } from "../routing/replies";
import { type Route, route } from "../routing/Route";

/** The link the reset mail carries: the app's reset page (spec 1 §2 /auth/forgot/{token}). */
export const resetLink = (token: string): string => `/auth/forgot/${token}`;
export const RESET_MAIL_SUBJECT = "Reset your Lectern password";

const liveReset = (db: DemoDatabase, token: string, now: number): DemoPasswordReset | null => {
  const reset = db.data.passwordResets.find((candidate) => candidate.token === token);
  return reset && reset.usedAt === null && reset.expiresAt > now ? reset : null;
};

/**
 * POST password_reset/, GET password_reset/{token}, POST password_reset/{token}. A live link of an
 * archived account still says so (its holder proved the mailbox; the request form says nothing).
 */
export const passwordResetRoutes: readonly Route[] = [
  route("POST", "password_reset", ({ request, db, now }) => {
    const email = textOf(attributesOf(request.body)["email"]);
    requireValid([["email", validateEmail(email)]]);
    const user = findUserByEmail(db, email);
    // The same answer for every address (issue 19), so the form tells nobody which accounts exist. No
    // mail for an unknown address, nor for a deleted (archived) account, which could not sign in anyway.
    const acknowledged = dataReply({ type: "password_resets", attributes: { acknowledge: true } });
    if (!user || user.archivedAt !== null) return acknowledged;
    const at = now();
    const token = randomToken(32);
    db.mutate((data) => {
      // Only the newest link works: an older mail's link stops working once a new one is asked for.
      for (const reset of data.passwordResets) {
        if (reset.userId !== user.id || reset.usedAt !== null) continue;
        reset.usedAt = at;
        db.touch(reset);
      }
      data.passwordResets = data.passwordResets.filter((reset) => reset.expiresAt > at);
      data.passwordResets.push({
        token,
        userId: user.id,
        email: user.email,
        createdAt: at,
        expiresAt: at + DEMO_LIFETIMES.passwordReset,
        usedAt: null,
      });
    });
    sendMail(
      db,
      {
        to: user.email,
        subject: RESET_MAIL_SUBJECT,
        text:
          "Someone asked to reset the password of your Lectern account. Open the link within 60 minutes " +
          "to choose a new one. If it was not you, you can ignore this mail.",
        link: resetLink(token),
      },
      at,
    );
    return acknowledged;
  }),

  route("GET", "password_reset/{token}", ({ params, db, now }) => {
    const reset = liveReset(db, params["token"] ?? "", now());
    if (!reset) throw new DemoHttpError(404, { title: AUTH_TEXTS.linkExpired });
    return dataReply({
      id: reset.token,
      type: "password_resets",
      attributes: { email: reset.email, created_at: iso(reset.createdAt) },
    });
  }),

  // An expired link answers with the error flag, which the reset page raises as its error (spec 3 §5).
  route("POST", "password_reset/{token}", async ({ params, request, db, now }) => {
    const at = now();
    const reset = liveReset(db, params["token"] ?? "", at);
    const user = reset ? findUserById(db, reset.userId) : null;
    if (!reset || !user) {
      return dataReply({ type: "password_resets", attributes: { error: true, message: AUTH_TEXTS.linkExpired } });
    }
    if (user.archivedAt !== null) {
      return dataReply({ type: "password_resets", attributes: { error: true, message: ARCHIVED_ACCOUNT_TEXT } });
    }
    const attributes = attributesOf(request.body);
    const password = textOf(attributes["password"]);
    const repeat = textOf(attributes["password_repeat"]);
    requireValid([
      ["password", validateNewPassword(password)],
      ["password_repeat", validatePasswordRepeat(password, repeat)],
    ]);
    const passwordHash = await hashPassword(password);
    db.mutate(
      () => {
        user.passwordHash = passwordHash;
        reset.usedAt = at;
      },
      user,
      reset,
    );
    // The link reached the account's mailbox: its address is proved (issue 19).
    confirmAddress(db, user, reset.email, at);
    // A new password ends every other session, as a reset after a leak should.
    revokeAllSessions(db, user.id);
    return dataReply({ type: "password_resets", attributes: { token: issueSession(db, user.id, at) } });
  }),
];
