import {
  validateCountry,
  validateEmail,
  validateLoginPassword,
  validateName,
  validateNewPassword,
  validatePasswordRepeat,
  validateReferral,
} from "@lectern/core/auth/domain/validators";
import { hashPassword, verifyPassword } from "../crypto/passwordHashing";
import { refuseArchived } from "../model/accountArchive";
import { issueSession, revokeSession } from "../model/sessions";
import { createUser, findUserByEmail, normaliseEmail } from "../model/users";
import { asRecord, attributesOf, booleanOf, dataOf, requireValid, textOf } from "../routing/bodyFields";
import { DemoHttpError } from "../routing/DemoHttpError";
import { dataReply } from "../routing/replies";
import { type Route, authRoute, route } from "../routing/Route";

export const BAD_CREDENTIALS = "These credentials do not match our records.";
export const EMAIL_TAKEN = "The email has already been taken.";
export const UNKNOWN_COUNTRY = "The selected country is invalid.";

const PROFILE_POINTER = "/data/relationships/profile/data/attributes";

/** UTM data may come as data.attributes.utm, meta.utm, or utm_* keys of the top-level meta. */
const readUtm = (body: unknown): Record<string, string> => {
  const meta = asRecord(asRecord(body)?.["meta"]);
  const candidates = [asRecord(attributesOf(body)["utm"]), asRecord(meta?.["utm"]), meta];
  const utm: Record<string, string> = {};
  for (const source of candidates) {
    for (const [key, value] of Object.entries(source ?? {})) {
      if (key.startsWith("utm_") && typeof value === "string" && value.length <= 255) utm[key] = value;
    }
  }
  return utm;
};

/** POST v2/auth/login, GET v2/auth/logout, POST auth/signup. */
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
    const { loginThrottleOf, tooManyLoginAttempts } = await import("../model/loginThrottle");
    const throttle = loginThrottleOf(db);
    const account = `account:${normaliseEmail(email)}`;
    const keys = [account, `address:${request.clientAddress}`];
    const retryAt = throttle.retryAt(keys, now());
    if (retryAt !== null) {
      const seconds = Math.ceil((retryAt - now()) / 1000);
      throw new DemoHttpError(
        429,
        { title: tooManyLoginAttempts(Math.ceil(seconds / 60)) },
        { "retry-after": String(seconds) },
      );
    }
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

  route("POST", "auth/signup", async ({ request, db, now }) => {
    const data = dataOf(request.body);
    const attributes = attributesOf(request.body);
    const profile = attributesOf(asRecord(data["relationships"])?.["profile"]);
    const email = textOf(attributes["email"]);
    const password = textOf(attributes["password"]);
    const repeat = textOf(attributes["password_repeat"]);
    const firstName = textOf(profile["first_name"]);
    const lastName = textOf(profile["last_name"]);
    const country = textOf(profile["country"]).trim().toUpperCase();
    const referral = textOf(profile["referral"]).trim();
    requireValid([
      ["email", validateEmail(email)],
      ["password", validateNewPassword(password)],
      ["password_repeat", validatePasswordRepeat(password, repeat)],
      ["first_name", validateName(firstName), `${PROFILE_POINTER}/first_name`],
      ["last_name", validateName(lastName), `${PROFILE_POINTER}/last_name`],
      ["country", validateCountry(country), `${PROFILE_POINTER}/country`],
      ["referral", validateReferral(referral), `${PROFILE_POINTER}/referral`],
    ]);
    if (!db.data.countries.some((known) => known.id === country)) {
      requireValid([["country", UNKNOWN_COUNTRY, `${PROFILE_POINTER}/country`]]);
    }
    if (findUserByEmail(db, email)) {
      throw new DemoHttpError(422, {
        title: EMAIL_TAKEN,
        detail: `email: ${EMAIL_TAKEN}`,
        source: { pointer: "/data/attributes/email" },
      });
    }
    const passwordHash = await hashPassword(password);
    const user = await createUser(
      db,
      {
        email,
        passwordHash,
        profile: { first_name: firstName.trim(), last_name: lastName.trim(), country, referral: referral || null },
        utm: readUtm(request.body),
      },
      now(),
    );
    const { mailAddressConfirmation } = await import("../model/addressConfirmation");
    mailAddressConfirmation(db, user, now());
    const token = issueSession(db, user.id, now(), booleanOf(attributes["remember"], true));
    return dataReply({ id: user.id, type: "users", attributes: { token, showSubscriptionPlans: true } }, 201);
  }),
];
