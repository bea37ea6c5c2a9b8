import type { ApiClient } from "../../api/ApiClient";
import { SIGN_IN_REPLIES } from "../../api/signInReplies";
import type { AuthSession } from "./AuthSession";
import { tokenFromReply } from "./tokenFromReply";

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
      SIGN_IN_REPLIES.token,
    );
    const token = tokenFromReply(reply, "Token login failed");
    this.session.clear(null);
    await this.session.signIn(token);
  }
}
