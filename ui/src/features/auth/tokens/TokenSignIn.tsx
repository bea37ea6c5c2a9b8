import { AUTH_TEXTS } from "@lectern/core/auth/domain/authTexts";
import { Navigate, useNavigate } from "react-router-dom";
import { ErrorDialog } from "../../../kit/plain/ErrorDialog";
import { Spinner } from "../../../kit/Spinner";
import { AuthCardLayout } from "../shared/AuthCardLayout";
import { PageHeading } from "../shared/PageHeading";
import { serverErrorTitle } from "../shared/serverErrorTitle";
import { useLoadOnMount } from "../../../hooks/useLoadOnMount";

export type TokenSignInOutcome =
  { readonly kind: "signedIn"; readonly to: string } | { readonly kind: "refused"; readonly message: string };

/**
 * The pages that sign in from a link (authenticate, temporary token, token id): a loader while the
 * token is traded, then the target; any failure is explained in the 'Something went wrong' dialog
 * and the visitor returns to login (spec 1 §8).
 */
export function TokenSignIn({ signIn }: { signIn: () => Promise<TokenSignInOutcome> }) {
  const outcome = useLoadOnMount(signIn);
  const navigate = useNavigate();

  if (outcome.status === "done" && outcome.value.kind === "signedIn") return <Navigate to={outcome.value.to} replace />;
  const failure =
    outcome.status === "failed"
      ? serverErrorTitle(outcome.error)
      : outcome.status === "done" && outcome.value.kind === "refused"
        ? outcome.value.message
        : null;

  return (
    <AuthCardLayout title={null}>
      {failure === null ? (
        <Spinner label="Signing you in, please wait..." showLabel block />
      ) : (
        <>
          <PageHeading title="We couldn't sign you in" lead="You can log in with your email and password instead." />
          <ErrorDialog
            isOpen
            title={AUTH_TEXTS.somethingWentWrong}
            message={failure}
            onClose={() => navigate("/auth/login", { replace: true })}
          />
        </>
      )}
    </AuthCardLayout>
  );
}
