import { validateEmail } from "@lectern/core/auth/domain/validators";
import type { DemoOrganisation } from "../db/DemoSnapshot";
import { belongsTo } from "../model/ssoOrganisations";
import { requireValid } from "../routing/bodyFields";
import { DemoHttpError } from "../routing/DemoHttpError";
import { dataReply } from "../routing/replies";
import { type Route, route } from "../routing/Route";

export const NO_ORGANISATION = "We couldn't find an organisation for this email";
const PLATFORMS = ["web", "desktop"];

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

/**
 * The company-login lookup. The hand-over of a provider's assertion is ssoAssertionRoutes; the demo's
 * stand-in provider is demoSsoRoutes (demo mode only).
 */
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
];
