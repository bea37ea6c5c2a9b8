import type { ReactNode } from "react";
import { SkipLink } from "./SkipLink";
import "./AppShell.css";

export interface AppShellProps {
  /** Usually a TopBar; absent for visitors who are not signed in. */
  header?: ReactNode;
  /** Page-wide banners under the header (sign-up invitation, demo offer). */
  banner?: ReactNode;
  children: ReactNode;
}

/** The page frame: skip link, header, banners, and <main id="main-content"> at most 1545 px wide. */
export function AppShell({ header, banner, children }: AppShellProps) {
  return (
    <div className="kit-shell">
      <SkipLink />
      {header}
      {banner}
      <main id="main-content" tabIndex={-1} className="kit-shell__main">
        <div className="kit-shell__content">{children}</div>
      </main>
    </div>
  );
}
