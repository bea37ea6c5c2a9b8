import { LoginWithTokenId } from "@lectern/core/auth/application/LoginWithTokenId";
import { AUTH_TEXTS } from "@lectern/core/auth/domain/authTexts";
import { useParams, useSearchParams } from "react-router-dom";
import { useService } from "../../../reactive/useService";
import { returnUrlFrom, tokenIdFrom } from "../shared/authAddress";
import { TokenSignIn, type TokenSignInOutcome } from "./TokenSignIn";

/** /auth/token-id-login?id&returnUrl and /auth/login/token/{token} (spec 1 §2). */
export function TokenIdLoginPage() {
  const loginWithTokenId = useService(LoginWithTokenId);
  const [params] = useSearchParams();
  const { token } = useParams();
  const signIn = async (): Promise<TokenSignInOutcome> => {
    const id = tokenIdFrom(params, token);
    if (!id) return { kind: "refused", message: AUTH_TEXTS.tokenIdNotProvided };
    // The server checks that the link was followed from where it was issued.
    await loginWithTokenId.execute(id, document.referrer);
    return { kind: "signedIn", to: returnUrlFrom(params) };
  };
  return <TokenSignIn signIn={signIn} />;
}
