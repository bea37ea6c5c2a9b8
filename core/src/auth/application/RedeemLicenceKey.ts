import type { ApiClient } from "../../api/ApiClient";
import { SIGN_IN_REPLIES } from "../../api/signInReplies";
import { validateLicenceKey } from "../domain/validators";

/** POST billing/licenses/activate; true when the server acknowledged the key (spec 3 §7). */
export class RedeemLicenceKey {
  constructor(private readonly api: ApiClient) {}

  async execute(key: string): Promise<boolean> {
    if (validateLicenceKey(key)) return false;
    try {
      const reply = await this.api.request(
        {
          method: "POST",
          path: "billing/licenses/activate",
          body: { data: { type: "customers_licenses", attributes: { license_key: key.trim() } } },
        },
        SIGN_IN_REPLIES.acknowledge,
      );
      return reply.data.attributes.acknowledge;
    } catch {
      // Every failure shows the same 'Invalid Licence Key' dialog (spec 3 §8).
      return false;
    }
  }
}
