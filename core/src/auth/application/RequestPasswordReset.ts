import type { ApiClient } from "../../api/ApiClient";
import { SIGN_IN_REPLIES } from "../../api/signInReplies";
import { ApiError } from "../../kernel/ApiError";
import { AUTH_TEXTS } from "../domain/authTexts";

/** POST password_reset/: an unacknowledged request fails with the spec's text. */
export class RequestPasswordReset {
  constructor(private readonly api: ApiClient) {}

  async execute(email: string): Promise<void> {
    const reply = await this.api.request(
      {
        method: "POST",
        path: "password_reset/",
        body: { data: { type: "password_resets", attributes: { email: email.trim() } } },
      },
      SIGN_IN_REPLIES.acknowledge,
    );
    if (!reply.data.attributes.acknowledge) {
      throw new ApiError({ status: 200, title: AUTH_TEXTS.resetSendFailed, message: AUTH_TEXTS.resetSendFailed });
    }
  }
}
