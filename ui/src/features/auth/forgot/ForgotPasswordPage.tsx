import { useState } from "react";
import { Link } from "react-router-dom";
import { AuthCardLayout } from "../shared/AuthCardLayout";
import { PageHeading } from "../shared/PageHeading";
import { ForgotPasswordForm } from "./ForgotPasswordForm";
import { ResetSentView } from "./ResetSentView";

/** /auth/forgot: the form, then the 'sent' view (spec 1 §2, §4). */
export function ForgotPasswordPage() {
  const [sentTo, setSentTo] = useState<string | null>(null);
  return (
    <AuthCardLayout title="Forgot password">
      {sentTo ? (
        <ResetSentView email={sentTo} />
      ) : (
        <>
          <PageHeading
            title="Forgot your password?"
            lead="Enter the email you signed up with and we'll send you instructions to set a new password."
          />
          <ForgotPasswordForm onSent={setSentTo} />
          <nav className="auth-links" aria-label="Other ways in">
            <span>
              Remembered it? <Link to="/auth/login">Login</Link>
            </span>
            <span>
              New to Lectern? <Link to="/auth/registration">Sign up</Link>
            </span>
          </nav>
        </>
      )}
    </AuthCardLayout>
  );
}
