import { VerifyResetLink } from "@lectern/core/auth/application/VerifyResetLink";
import { AUTH_TEXTS } from "@lectern/core/auth/domain/authTexts";
import { useNavigate, useParams } from "react-router-dom";
import { ErrorDialog } from "../../../kit/plain/ErrorDialog";
import { Spinner } from "../../../kit/Spinner";
import { useService } from "../../../reactive/useService";
import { AuthCardLayout } from "../shared/AuthCardLayout";
import { PageHeading } from "../shared/PageHeading";
import { useLoadOnMount } from "../../../hooks/useLoadOnMount";
import { ResetPasswordForm } from "./ResetPasswordForm";

/** /auth/forgot/{token}: verifying, then the form; a dead link sends back to /auth/forgot (spec 1 §2, §8). */
export function PasswordResetPage() {
  const { token = "" } = useParams();
  const verify = useService(VerifyResetLink);
  const link = useLoadOnMount(() => verify.execute(token));
  const navigate = useNavigate();

  return (
    <AuthCardLayout title="Password Reset">
      {link.status === "running" && <Spinner label="Verifying your link, please wait..." showLabel block />}
      {link.status === "failed" && (
        <>
          <PageHeading title="Password Reset" lead="This reset link can't be used." />
          <ErrorDialog
            isOpen
            title={AUTH_TEXTS.somethingWentWrong}
            message={AUTH_TEXTS.linkExpired}
            onClose={() => navigate("/auth/forgot", { replace: true })}
          />
        </>
      )}
      {link.status === "done" && (
        <>
          <PageHeading title="Password Reset" lead="Please setup your new password by entering information below." />
          {link.value && (
            <p className="auth-account">
              Account <strong>{link.value}</strong>
            </p>
          )}
          <ResetPasswordForm token={token} onDone={() => navigate("/", { replace: true })} />
        </>
      )}
    </AuthCardLayout>
  );
}
