import type { ApiClient } from "../../api/ApiClient";
import { SIGN_IN_REPLIES } from "../../api/signInReplies";

/** GET password_reset/{token}: resolves with the account e-mail, rejects when expired or unknown. */
export class VerifyResetLink {
  constructor(private readonly api: ApiClient) {}

  async execute(token: string): Promise<string> {
    const reply = await this.api.request(
      { method: "GET", path: `password_reset/${encodeURIComponent(token)}` },
      SIGN_IN_REPLIES.resetLink,
    );
    return reply.data.attributes.email;
  }
}
