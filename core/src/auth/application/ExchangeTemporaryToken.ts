import type { ApiClient } from "../../api/ApiClient";
import { SIGN_IN_REPLIES } from "../../api/signInReplies";
import type { AuthSession } from "./AuthSession";
import { tokenFromReply } from "./tokenFromReply";

/** /auth/token-temporary-login: trades a one-time token for a session (POST v2/auth/temp/token/exchange). */
export class ExchangeTemporaryToken {
  constructor(
    private readonly api: ApiClient,
    private readonly session: AuthSession,
  ) {}

  async execute(temporaryToken: string): Promise<void> {
    const reply = await this.api.request(
      {
        method: "POST",
        path: "v2/auth/temp/token/exchange",
        body: { data: { attributes: { token: temporaryToken } } },
      },
      SIGN_IN_REPLIES.token,
    );
    const token = tokenFromReply(reply, "Token login failed");
    this.session.clear(null);
    await this.session.signIn(token);
  }
}
