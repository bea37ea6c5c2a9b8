import { Link } from "react-router-dom";

/**
 * 'Don't have an account? Sign Up' and friends: the whole sentence is the link (spec 1 §2 names it
 * so), with the action in bold so it still reads as the thing to press.
 */
export function AuthFootLink({ to, question, action }: { to: string; question: string; action: string }) {
  return (
    <p className="auth-foot">
      <Link to={to} className="auth-foot__link">
        {question} <strong>{action}</strong>
      </Link>
    </p>
  );
}
