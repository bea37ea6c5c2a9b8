import type { ApiClient } from "../../api/ApiClient";
import { SIGN_IN_REPLIES } from "../../api/signInReplies";
import { type AfterSignUp, decideAfterSignUp } from "../domain/trialOffer";
import type { AuthSession } from "./AuthSession";
import type { CheckLicenceKey } from "./CheckLicenceKey";
import { failWithMessage, hasErrorFlag } from "./failWithMessage";

export interface SignUpForm {
  readonly email: string;
  readonly password: string;
  readonly remember: boolean;
  readonly first_name: string;
  readonly last_name: string;
  readonly country: string;
  readonly referral: string;
  readonly agreement: boolean;
}

/** UTM parameters carried from the address into registration. */
export type Utm = Readonly<Record<string, string>>;

export const UTM_KEYS = ["utm_source", "utm_medium", "utm_campaign", "utm_term", "utm_content"] as const;

/** Registers, stores the token, reloads the user and decides where to go next (spec 1 §4). */
export class SignUp {
  constructor(
    private readonly api: ApiClient,
    private readonly session: AuthSession,
    private readonly checkLicence: CheckLicenceKey,
  ) {}

  async execute(form: SignUpForm, utm: Utm): Promise<AfterSignUp> {
    const reply = await this.api.request(
      {
        method: "POST",
        path: "auth/signup",
        body: {
          data: {
            type: "users",
            attributes: {
              email: form.email.trim(),
              password: form.password,
              password_repeat: form.password,
              remember: form.remember,
              ...(Object.keys(utm).length ? { utm } : {}),
            },
            relationships: {
              profile: {
                data: {
                  type: "profiles",
                  attributes: {
                    first_name: form.first_name.trim(),
                    last_name: form.last_name.trim(),
                    country: form.country,
                    ...(form.referral.trim() ? { referral: form.referral.trim() } : {}),
                  },
                },
              },
            },
          },
        },
      },
      SIGN_IN_REPLIES.token,
    );
    const attributes = reply.data.attributes;
    if (hasErrorFlag(attributes.error)) failWithMessage(attributes.message, "Registration failed");
    if (!attributes.token) return failWithMessage(attributes.message, "Registration failed");
    await this.session.signIn(attributes.token);
    const showPlans = attributes.showSubscriptionPlans ?? attributes.showPlans ?? false;
    const referralIsLicence = showPlans && (await this.checkLicence.execute(form.referral));
    return decideAfterSignUp(showPlans, referralIsLicence);
  }
}
