import { VALIDATION_MESSAGES } from "@lectern/core/auth/domain/authTexts";
import { signInByAssertion } from "../model/ssoSignIn";
import { attributesOf, requireValid, textOf } from "../routing/bodyFields";
import { dataReply } from "../routing/replies";
import { type Route, route } from "../routing/Route";

/**
 * Lectern's receiving end of single sign-on (issue 19): a provider's signed assertion for an account
 * of its organisation becomes a session. Forged, expired, replayed, another organisation's address or
 * a password account: refused.
 */
export const ssoAssertionRoutes: readonly Route[] = [
  route("POST", "idm/sso/assertion", async ({ request, db, now }) => {
    const assertion = textOf(attributesOf(request.body)["assertion"]).trim();
    requireValid([["assertion", assertion ? null : VALIDATION_MESSAGES.required]]);
    const { user, token } = await signInByAssertion(db, assertion, now());
    return dataReply({ id: user.id, type: "tokens", attributes: { token } });
  }),
];
