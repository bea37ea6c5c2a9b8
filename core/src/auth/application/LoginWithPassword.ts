import type { ApiClient } from "../../api/ApiClient";
import { SIGN_IN_REPLIES } from "../../api/signInReplies";
import type { AuthSession } from "./AuthSession";
import { failWithMessage, hasErrorFlag } from "./failWithMessage";

export interface LoginForm {
  readonly email: string;
  readonly password: string;
  readonly remember: boolean;
}

export type LoginOutcome = { readonly kind: "signedIn" } | { readonly kind: "redirect"; readonly url: string };

/** POST v2/auth/login: a token signs in, an error flag fails with its message, a redirect leaves. */
export class LoginWithPassword {
  constructor(
    private readonly api: ApiClient,
    private readonly session: AuthSession,
  ) {}

  async execute(form: LoginForm): Promise<LoginOutcome> {
    const reply = await this.api.request(
      {
        method: "POST",
        path: "v2/auth/login",
        body: {
          data: {
            type: "users",
            attributes: { email: form.email.trim(), password: form.password, remember: form.remember },
          },
        },
      },
      SIGN_IN_REPLIES.token,
    );
    const attributes = reply.data.attributes;
    if (hasErrorFlag(attributes.error)) failWithMessage(attributes.message, "Login failed");
    if (attributes.redirect) return { kind: "redirect", url: attributes.redirect };
    if (!attributes.token) return failWithMessage(attributes.message, "Login failed");
    await this.session.signIn(attributes.token);
    return { kind: "signedIn" };
  }
}
