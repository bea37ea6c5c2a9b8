import type { LoginOutcome } from "@lectern/core/auth/application/LoginWithPassword";
import { RedirectMemory } from "@lectern/core/auth/application/RedirectMemory";
import { afterLoginPath } from "@lectern/core/auth/domain/routeDecisions";
import { PlatformPort } from "@lectern/core/ports/PlatformPort";
import { useNavigate } from "react-router-dom";
import { Alert } from "../../../kit/Alert";
import { AuthSplitLayout } from "../../../kit/AuthSplitLayout";
import { useService } from "../../../reactive/useService";
import { AuthFootLink } from "../shared/AuthFootLink";
import { PageHeading } from "../shared/PageHeading";
import { AuthMethodSwitcher } from "./AuthMethodSwitcher";
import { LoginForm } from "./LoginForm";
import { SharedRecordingWarning } from "./SharedRecordingWarning";
import { useEndedMessage } from "./useEndedMessage";

/** /auth/login (spec 1 §2). */
export function LoginPage() {
  const platform = useService<PlatformPort>(PlatformPort);
  const redirects = useService(RedirectMemory);
  const navigate = useNavigate();
  const endedMessage = useEndedMessage();

  const continueAfter = (outcome: LoginOutcome) => {
    // A redirect answer leaves the app (e.g. an SSO-only account), so it is a full page load.
    if (outcome.kind === "redirect") platform.assign(outcome.url);
    else navigate(afterLoginPath(platform.variant, redirects.take()), { replace: true });
  };

  return (
    <AuthSplitLayout title="Login" showCarousel={platform.variant !== "desktop"}>
      <AuthMethodSwitcher current="email" />
      <PageHeading
        title="Welcome back"
        lead="Log in to pick up your lectures and study material where you left them."
      />
      {endedMessage && (
        <div className="auth-notice">
          <Alert kind="warning">{endedMessage}</Alert>
        </div>
      )}
      <LoginForm onSuccess={continueAfter} />
      <AuthFootLink to="/auth/registration" question="Don't have an account?" action="Sign Up" />
      <SharedRecordingWarning />
    </AuthSplitLayout>
  );
}
