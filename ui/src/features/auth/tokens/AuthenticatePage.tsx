import { HandOverToken } from "@lectern/core/auth/application/HandOverToken";
import { AUTH_TEXTS } from "@lectern/core/auth/domain/authTexts";
import { useSearchParams } from "react-router-dom";
import { useService } from "../../../reactive/useService";
import { TokenSignIn, type TokenSignInOutcome } from "./TokenSignIn";

/** /auth/authenticate: the hand-over from an identity provider (spec 1 §2 "Authenticate page"). */
export function AuthenticatePage() {
  const handOver = useService(HandOverToken);
  const [params] = useSearchParams();
  const signIn = async (): Promise<TokenSignInOutcome> => {
    const target = await handOver.execute([...params]);
    return target ? { kind: "signedIn", to: target } : { kind: "refused", message: AUTH_TEXTS.providerError };
  };
  return <TokenSignIn signIn={signIn} />;
}
