import { ApiClient } from "@lectern/core/api/ApiClient";
import { OrganisationsReply } from "@lectern/core/api/resources/organisationsReply";
import type { Variant } from "@lectern/core/ports/PlatformPort";

export interface DemoSsoNames {
  readonly organisation: string;
  readonly provider: string;
}

/** 'northbridge-business' → 'Northbridge Business', for when the real name cannot be looked up. */
export const nameFromId = (id: string): string =>
  id
    .split(/[-_\s]+/)
    .filter(Boolean)
    .map((word) => word[0]!.toUpperCase() + word.slice(1))
    .join(" ");

/**
 * The display names behind /demo/sso/{organisation}/{provider}. The demo has no "get one
 * organisation" call, so it asks the company-login lookup for the hinted e-mail and recognises the
 * provider by its sign-in address; without a hint, or on any failure, the ids are made readable.
 */
export class DescribeDemoSso {
  constructor(private readonly api: ApiClient) {}

  async execute(
    organisationId: string,
    providerId: string,
    email: string | null,
    platform: Variant,
  ): Promise<DemoSsoNames> {
    const fallback = { organisation: nameFromId(organisationId), provider: nameFromId(providerId) };
    if (!email) return fallback;
    try {
      const path = `idm/sso/providers/organization/${platform}/${encodeURIComponent(email.trim())}`;
      const reply = await this.api.request({ method: "GET", path }, OrganisationsReply);
      const ownPath = `/demo/sso/${encodeURIComponent(organisationId)}/${encodeURIComponent(providerId)}`;
      for (const organisation of reply.data) {
        const provider = organisation.data.find((candidate) => candidate.signInUrl.split("?")[0]?.endsWith(ownPath));
        if (provider) return { organisation: organisation.name, provider: provider.name };
      }
      return fallback;
    } catch {
      return fallback;
    }
  }
}
