import { validateEmail, validateLoginPassword } from "@lectern/core/auth/domain/validators";
import { verifyPassword } from "../crypto/passwordHashing";
import { refuseArchived } from "../model/accountArchive";
import { issueSession, revokeSession } from "../model/sessions";
import { findUserByEmail, normaliseEmail } from "../model/users";
import { attributesOf, booleanOf, requireValid, textOf } from "../routing/bodyFields";
import { dataReply } from "../routing/replies";
import { type Route, authRoute, route } from "../routing/Route";

export const BAD_CREDENTIALS = "These credentials do not match our records.";

/** POST v2/auth/login, GET v2/auth/logout (sign-up is signupRoutes, loaded with its first request). */
export const authRoutes: readonly Route[] = [
  route("POST", "v2/auth/login", async ({ request, db, now }) => {
    const attributes = attributesOf(request.body);
    const email = textOf(attributes["email"]);
    const password = textOf(attributes["password"]);
    requireValid([
      ["email", validateEmail(email)],
      ["password", validateLoginPassword(password)],
    ]);
    // Held back before the password is even checked, so guessing learns nothing while it lasts. Loaded
    // with the first login, not with the login page's first load of the demo backend.
    const { loginThrottleOf } = await import("../model/loginThrottle");
    const throttle = loginThrottleOf(db);
    const account = `account:${normaliseEmail(email)}`;
    const keys = [account, `address:${request.clientAddress}`];
    throttle.refuseWhileHeld(keys, now());
    const user = findUserByEmail(db, email);
    // Same answer for an unknown e-mail and a wrong password, so accounts cannot be probed.
    const matches = user?.passwordHash ? await verifyPassword(password, user.passwordHash) : false;
    if (!user || !matches) {
      throttle.fail(keys, now());
      return dataReply({ type: "tokens", attributes: { error: true, message: BAD_CREDENTIALS } });
    }
    throttle.forget(account);
    refuseArchived(user);
    // Loaded at the first sign-in, not with the login page's first load of the demo backend.
    const { seedAccountLectures } = await import("../seed/lectures/seedAccountLectures");
    await seedAccountLectures(db, user.id, now());
    const token = issueSession(db, user.id, now(), booleanOf(attributes["remember"], true));
    return dataReply({ type: "tokens", attributes: { token } });
  }),

  authRoute("GET", "v2/auth/logout", ({ db, session }) => {
    revokeSession(db, session.token);
    return dataReply({ type: "logout", attributes: { acknowledge: true } });
  }),
];
