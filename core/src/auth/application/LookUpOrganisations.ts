import type { ApiClient } from "../../api/ApiClient";
import { SIGN_IN_REPLIES } from "../../api/signInReplies";
import type { Organisation } from "../../api/resources/organisationsReply";
import type { Variant } from "../../ports/PlatformPort";

/** Step 2 of company login: the organisations (and their providers) for an e-mail. */
export class LookUpOrganisations {
  constructor(private readonly api: ApiClient) {}

  async execute(email: string, platform: Variant): Promise<readonly Organisation[]> {
    const path = `idm/sso/providers/organization/${platform}/${encodeURIComponent(email.trim())}`;
    const reply = await this.api.request({ method: "GET", path }, SIGN_IN_REPLIES.organisations);
    return reply.data;
  }
}
