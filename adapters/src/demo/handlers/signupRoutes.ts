import {
  validateCountry,
  validateEmail,
  validateName,
  validateNewPassword,
  validatePasswordRepeat,
  validateReferral,
} from "@lectern/core/auth/domain/validators";
import { hashPassword } from "../crypto/passwordHashing";
import { mailAddressConfirmation } from "../model/addressConfirmation";
import { issueSession } from "../model/sessions";
import { createUser } from "../model/newUsers";
import { findUserByEmail } from "../model/users";
import { asRecord, attributesOf, booleanOf, dataOf, requireValid, textOf } from "../routing/bodyFields";
import { DemoHttpError } from "../routing/DemoHttpError";
import { dataReply } from "../routing/replies";
import { type Route, route } from "../routing/Route";

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

/**
 * POST auth/signup. Not among the routes the login page's backend brings: it loads with the other
 * account routes on the first sign-up, which the signed-in pages that follow need anyway.
 */
export const signupRoutes: readonly Route[] = [
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
    mailAddressConfirmation(db, user, now());
    const token = issueSession(db, user.id, now(), booleanOf(attributes["remember"], true));
    return dataReply({ id: user.id, type: "users", attributes: { token, showSubscriptionPlans: true } }, 201);
  }),
];
