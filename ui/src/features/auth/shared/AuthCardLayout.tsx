import { type ReactNode, useState } from "react";
import { Logo } from "../../../kit/Logo";
import { SkipLink } from "../../../kit/SkipLink";
import { usePageTitle } from "../../../hooks/usePageTitle";
import "./AuthCardLayout.css";

/**
 * The centred card of the pages outside the split layout (forgot password, reset, token logins):
 * logo, one card, the copyright line.
 */
export function AuthCardLayout({ title, children }: { title: string | null; children: ReactNode }) {
  usePageTitle(title);
  // Read once: the copyright line need not tick over at midnight on New Year's Eve.
  const [year] = useState(() => new Date().getFullYear());
  return (
    <div className="auth-card-layout">
      <SkipLink />
      <main id="main-content" tabIndex={-1} className="auth-card-layout__main">
        <div className="auth-card-layout__logo">
          <Logo height={34} />
        </div>
        <div className="auth-card-layout__card">{children}</div>
      </main>
      <footer className="auth-card-layout__footer">© {year} Lectern. All rights reserved.</footer>
    </div>
  );
}
