import { Building2, Mail } from "lucide-react";
import { Link } from "react-router-dom";
import "./AuthMethodSwitcher.css";

const METHODS = [
  { id: "email", label: "Log in with email", to: "/auth/login", Icon: Mail },
  { id: "sso", label: "Log in with SSO", to: "/auth/company-login", Icon: Building2 },
] as const;

/**
 * The switcher between password and single sign-on login (spec 1 §2). Each side is its own page, so
 * these are links, the current one marked with aria-current.
 */
export function AuthMethodSwitcher({ current }: { current: "email" | "sso" }) {
  return (
    <nav className="auth-switcher" aria-label="Login method">
      {METHODS.map(({ id, label, to, Icon }) => (
        <Link
          key={id}
          to={to}
          className="auth-switcher__option"
          aria-current={id === current ? "page" : undefined}
          replace
        >
          <Icon size={17} aria-hidden="true" />
          {label}
        </Link>
      ))}
    </nav>
  );
}
