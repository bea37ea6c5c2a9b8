import type { ApiClient } from "../../api/ApiClient";
import { SIGN_IN_REPLIES } from "../../api/signInReplies";

/** Whether a code (e.g. a referral) is a valid licence key, without redeeming it. */
export class CheckLicenceKey {
  constructor(private readonly api: ApiClient) {}

  async execute(key: string): Promise<boolean> {
    const trimmed = key.trim();
    if (!trimmed) return false;
    try {
      const reply = await this.api.request(
        { method: "GET", path: `billing/licenses/${encodeURIComponent(trimmed)}` },
        SIGN_IN_REPLIES.licenceCheck,
      );
      return reply.data.attributes.valid;
    } catch {
      // An unknown code is simply not a licence.
      return false;
    }
  }
}
