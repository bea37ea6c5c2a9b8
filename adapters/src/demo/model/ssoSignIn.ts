import { SsoAssertionSigner, type SsoClaims } from "../crypto/ssoAssertionSigner";
import type { DemoDatabase } from "../db/DemoDatabase";
import type { DemoOrganisation, DemoUser } from "../db/DemoSnapshot";
import { DemoHttpError } from "../routing/DemoHttpError";
import { refuseArchived } from "./accountArchive";
import { issueSession } from "./sessions";
import { belongsTo } from "./ssoOrganisations";
import { SSO_TEXTS } from "./ssoTexts";
import { createUser, namesFromEmail } from "./newUsers";
import { findUserByEmail } from "./users";

/** One signing key per backend (per database), made in memory on first use and gone with the process. */
const signers = new WeakMap<DemoDatabase, SsoAssertionSigner>();

export const ssoSignerOf = (db: DemoDatabase): SsoAssertionSigner => {
  let signer = signers.get(db);
  if (!signer) {
    signer = new SsoAssertionSigner();
    signers.set(db, signer);
  }
  return signer;
};

/**
 * The organisation and provider the claims name, refusing (422) an unknown one or an address outside
 * the organisation's domains: what the stand-in checks before it signs, and Lectern again on receipt.
 */
export const organisationFor = (db: DemoDatabase, claims: SsoClaims): DemoOrganisation => {
  const organisation = db.data.organisations.find((candidate) => candidate.id === claims.organisation);
  if (!organisation) throw new DemoHttpError(422, { title: SSO_TEXTS.unknownOrganisation(claims.organisation) });
  if (!organisation.providers.some((provider) => provider.id === claims.provider)) {
    throw new DemoHttpError(422, { title: SSO_TEXTS.unknownProvider(organisation.name, claims.provider) });
  }
  if (!belongsTo(organisation, claims.email)) {
    throw new DemoHttpError(422, { title: SSO_TEXTS.notMember(organisation.name) });
  }
  return organisation;
};

/**
 * Lectern's side of single sign-on: a genuine assertion signs in its account, made on first use
 * (just-in-time provisioning, the address verified by the provider). An account that has a password
 * (made by sign-up, or given one by a reset) is refused: its owner signs in with it, and an
 * organisation's provider must not open an account it did not make.
 */
export const signInByAssertion = async (
  db: DemoDatabase,
  assertion: string,
  now: number,
): Promise<{ readonly user: DemoUser; readonly token: string }> => {
  const claims = await ssoSignerOf(db).accept(assertion, now);
  if (!claims) throw new DemoHttpError(401, { title: SSO_TEXTS.invalidAssertion });
  organisationFor(db, claims);
  const existing = findUserByEmail(db, claims.email);
  refuseArchived(existing);
  if (existing?.passwordHash) throw new DemoHttpError(403, { title: SSO_TEXTS.passwordAccount });
  const user =
    existing ??
    (await createUser(
      db,
      {
        email: claims.email,
        passwordHash: null,
        profile: { ...namesFromEmail(claims.email), country: null, referral: null },
        utm: {},
        emailVerifiedAt: now,
      },
      now,
    ));
  if (user.emailVerifiedAt == null) {
    db.mutate(() => {
      user.emailVerifiedAt = now;
    }, user);
  }
  return { user, token: issueSession(db, user.id, now) };
};
