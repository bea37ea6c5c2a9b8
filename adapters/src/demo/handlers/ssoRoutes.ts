import { validateEmail } from "@lectern/core/auth/domain/validators";
import type { DemoOrganisation } from "../db/DemoSnapshot";
import { refuseArchived } from "../model/accountArchive";
import { issueSession } from "../model/sessions";
import { createUser, findUserByEmail, namesFromEmail } from "../model/users";
import { attributesOf, requireValid, textOf } from "../routing/bodyFields";
import { DemoHttpError } from "../routing/DemoHttpError";
import { dataReply } from "../routing/replies";
import { type Route, route } from "../routing/Route";

export const NO_ORGANISATION = "We couldn't find an organisation for this email";
const PLATFORMS = ["web", "desktop"];

const domainOf = (email: string): string => email.trim().toLowerCase().split("@").pop() ?? "";

/** The organisation's own domains and their sub-domains (student.northbridge.edu belongs too). */
const belongsTo = (organisation: DemoOrganisation, email: string): boolean => {
  const domain = domainOf(email);
  return organisation.domains.some((own) => domain === own || domain.endsWith(`.${own}`));
};

/**
 * Where a provider button leads: the app's demo provider page, relative so it works on any host.
 * login_hint pre-fills the e-mail as real identity providers do; platform tells the page which
 * variant asked.
 */
const signInUrl = (organisation: DemoOrganisation, providerId: string, email: string, platform: string): string => {
  const query = new URLSearchParams({ login_hint: email.trim() });
  if (platform === "desktop") query.set("platform", "desktop");
  return `/demo/sso/${encodeURIComponent(organisation.id)}/${encodeURIComponent(providerId)}?${query.toString()}`;
};

/** Company-login lookup and the demo identity provider's assertion. */
export const ssoRoutes: readonly Route[] = [
  route("GET", "idm/sso/providers/organization/{platform}/{email}", ({ params, db }) => {
    const platform = params["platform"] ?? "";
    const email = params["email"] ?? "";
    if (!PLATFORMS.includes(platform)) {
      throw new DemoHttpError(404, { title: `Unknown platform '${platform}': use web or desktop.` });
    }
    requireValid([["email", validateEmail(email)]]);
    const organisations = db.data.organisations.filter((organisation) => belongsTo(organisation, email));
    if (!organisations.length) throw new DemoHttpError(404, { title: NO_ORGANISATION });
    return dataReply(
      organisations.map((organisation) => ({
        id: organisation.id,
        type: "organizations",
        name: organisation.name,
        data: organisation.providers.map((provider) => ({
          id: provider.id,
          type: "sso_drivers",
          name: provider.name,
          iconUrl: provider.iconUrl,
          signInUrl: signInUrl(organisation, provider.id, email, platform),
        })),
      })),
    );
  }),

  // What the demo provider page calls once the visitor "signs in" there: the account is created on
  // first use, like a real SSO just-in-time provisioning.
  route("POST", "demo/sso/assert", async ({ request, db, now }) => {
    const attributes = attributesOf(request.body);
    const email = textOf(attributes["email"]).trim();
    const organisationId = textOf(attributes["organisation"]);
    const providerId = textOf(attributes["provider"]);
    requireValid([["email", validateEmail(email)]]);
    const organisation = db.data.organisations.find((candidate) => candidate.id === organisationId);
    if (!organisation) throw new DemoHttpError(422, { title: `Unknown organisation '${organisationId}'.` });
    if (!organisation.providers.some((provider) => provider.id === providerId)) {
      throw new DemoHttpError(422, { title: `${organisation.name} has no sign-in provider '${providerId}'.` });
    }
    if (!belongsTo(organisation, email)) {
      throw new DemoHttpError(422, { title: `This email does not belong to ${organisation.name}.` });
    }
    const user =
      findUserByEmail(db, email) ??
      (await createUser(
        db,
        { email, passwordHash: null, profile: { ...namesFromEmail(email), country: null, referral: null }, utm: {} },
        now(),
      ));
    refuseArchived(user);
    return dataReply({ id: user.id, type: "tokens", attributes: { token: issueSession(db, user.id, now()) } });
  }),
];
