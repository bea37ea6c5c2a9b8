import { ApiClient } from "@lectern/core/api/ApiClient";
import { AuthSession } from "@lectern/core/auth/application/AuthSession";
import { CheckLicenceKey } from "@lectern/core/auth/application/CheckLicenceKey";
import { LoadTrialOffer } from "@lectern/core/auth/application/LoadTrialOffer";
import { RequestPasswordReset } from "@lectern/core/auth/application/RequestPasswordReset";
import { ResetPassword } from "@lectern/core/auth/application/ResetPassword";
import { SignUp } from "@lectern/core/auth/application/SignUp";
import { VerifyResetLink } from "@lectern/core/auth/application/VerifyResetLink";
import type { Container } from "inversify";

/**
 * The signed-out forms other than login (registration, forgot password, the reset link): bound with
 * the first of those pages, so /auth/login's first load does not carry their use cases.
 */
export const bindAccountForms = (container: Container): void => {
  container.bind(LoadTrialOffer).toResolvedValue((api: ApiClient) => new LoadTrialOffer(api), [ApiClient]);
  container.bind(RequestPasswordReset).toResolvedValue((api: ApiClient) => new RequestPasswordReset(api), [ApiClient]);
  container.bind(VerifyResetLink).toResolvedValue((api: ApiClient) => new VerifyResetLink(api), [ApiClient]);
  container
    .bind(ResetPassword)
    .toResolvedValue(
      (api: ApiClient, session: AuthSession) => new ResetPassword(api, session),
      [ApiClient, AuthSession],
    );
  container
    .bind(SignUp)
    .toResolvedValue(
      (api: ApiClient, session: AuthSession, check: CheckLicenceKey) => new SignUp(api, session, check),
      [ApiClient, AuthSession, CheckLicenceKey],
    );
};
