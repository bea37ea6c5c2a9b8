import { ExchangeTemporaryToken } from "@lectern/core/auth/application/ExchangeTemporaryToken";
import { AUTH_TEXTS } from "@lectern/core/auth/domain/authTexts";
import { useSearchParams } from "react-router-dom";
import { useService } from "../../../reactive/useService";
import { returnUrlFrom } from "../shared/authAddress";
import { TokenSignIn, type TokenSignInOutcome } from "./TokenSignIn";

/** /auth/token-temporary-login?token&returnUrl (spec 1 §2). */
export function TokenTemporaryLoginPage() {
  const exchange = useService(ExchangeTemporaryToken);
  const [params] = useSearchParams();
  const signIn = async (): Promise<TokenSignInOutcome> => {
    const token = params.get("token");
    if (!token) return { kind: "refused", message: AUTH_TEXTS.tokenNotProvided };
    await exchange.execute(token);
    return { kind: "signedIn", to: returnUrlFrom(params) };
  };
  return <TokenSignIn signIn={signIn} />;
}
