import { MailCheck } from "lucide-react";
import { useEffect, useRef } from "react";
import { useNavigate } from "react-router-dom";
import { Button } from "../../../kit/plain/Button";

/** The 'sent' state of forgot password, with a mail link to the address (spec 1 §2). */
export function ResetSentView({ email }: { email: string }) {
  const navigate = useNavigate();
  const heading = useRef<HTMLHeadingElement>(null);
  // The form just vanished under the keyboard user; the news takes its place and the focus.
  useEffect(() => {
    heading.current?.focus();
  }, []);
  return (
    <div className="auth-centre">
      <span className="auth-icon-badge">
        <MailCheck size={30} aria-hidden="true" />
      </span>
      <header className="auth-heading">
        <h1 ref={heading} tabIndex={-1}>
          Password reset email sent
        </h1>
        <p className="auth-heading__lead">
          We sent instructions to <a href={`mailto:${email}`}>{email}</a>. Follow the link in the email to choose a new
          password. It can take a minute or two to arrive.
        </p>
      </header>
      <Button onClick={() => navigate("/auth/login")} className="auth-wide">
        Back to Login
      </Button>
    </div>
  );
}
