import type { ApiClient } from "../../api/ApiClient";
import { SIGN_IN_REPLIES } from "../../api/signInReplies";
import type { AuthSession } from "./AuthSession";
import { tokenFromReply } from "./tokenFromReply";

export interface ResetForm {
  readonly password: string;
  readonly password_repeat: string;
}

/** POST password_reset/{token}: the answer's token signs the user in. */
export class ResetPassword {
  constructor(
    private readonly api: ApiClient,
    private readonly session: AuthSession,
  ) {}

  async execute(resetToken: string, form: ResetForm): Promise<void> {
    const reply = await this.api.request(
      {
        method: "POST",
        path: `password_reset/${encodeURIComponent(resetToken)}`,
        body: {
          data: {
            type: "password_resets",
            attributes: { password: form.password, password_repeat: form.password_repeat },
          },
        },
      },
      SIGN_IN_REPLIES.token,
    );
    await this.session.signIn(tokenFromReply(reply, "Password reset failed"));
  }
}
