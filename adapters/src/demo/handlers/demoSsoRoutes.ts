import { validateEmail } from "@lectern/core/auth/domain/validators";
import type { DemoDatabase } from "../db/DemoDatabase";
import { organisationFor, signInByAssertion, ssoSignerOf } from "../model/ssoSignIn";
import { attributesOf, requireValid, textOf } from "../routing/bodyFields";
import { dataReply } from "../routing/replies";
import { type Route, type RouteContext, route } from "../routing/Route";

/**
 * The stand-in's sign-in step. Its page asks no password: it vouches that the address belongs to
 * the organisation (422 otherwise) and signs an assertion with this backend's own key.
 */
const signIn = async (db: DemoDatabase, body: unknown, now: number): Promise<string> => {
  const attributes = attributesOf(body);
  const claims = {
    email: textOf(attributes["email"]).trim(),
    organisation: textOf(attributes["organisation"]),
    provider: textOf(attributes["provider"]),
  };
  requireValid([["email", validateEmail(claims.email)]]);
  organisationFor(db, claims);
  return ssoSignerOf(db).sign(claims, now);
};

const signInStep = ({ request, db, now }: RouteContext) => signIn(db, request.body, now());

/**
 * The demo's stand-in identity provider (demo mode only). `demo/sso/sign-in` answers the signed
 * assertion, as a provider redirects with one to Lectern's idm/sso/assertion; `demo/sso/assert`, which
 * the demo's provider page calls, also hands it over in the same call and answers the session token.
 */
export const demoSsoRoutes: readonly Route[] = [
  route("POST", "demo/sso/sign-in", async (context) =>
    dataReply({ type: "sso_assertions", attributes: { assertion: await signInStep(context) } }),
  ),

  route("POST", "demo/sso/assert", async (context) => {
    const { user, token } = await signInByAssertion(context.db, await signInStep(context), context.now());
    return dataReply({ id: user.id, type: "tokens", attributes: { token } });
  }),
];
