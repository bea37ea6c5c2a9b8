import type { ApiClient } from "../../api/ApiClient";
import { TokenReply } from "../../api/resources/tokenReply";
import type { AuthSession } from "./AuthSession";
import { failWithMessage, hasErrorFlag } from "./failWithMessage";

/** /auth/token-id-login and /auth/login/token/{token}: POST auth/login/token/{id} with the referer. */
export class LoginWithTokenId {
  constructor(
    private readonly api: ApiClient,
    private readonly session: AuthSession,
  ) {}

  async execute(id: string, referer: string): Promise<void> {
    const reply = await this.api.request(
      {
        method: "POST",
        path: `auth/login/token/${encodeURIComponent(id)}`,
        body: { data: { type: "login_tokens", attributes: { referer } } },
      },
      TokenReply,
    );
    const attributes = reply.data.attributes;
    if (hasErrorFlag(attributes.error) || !attributes.token)
      return failWithMessage(attributes.message, "Token login failed");
    this.session.clear(null);
    await this.session.signIn(attributes.token);
  }
}
