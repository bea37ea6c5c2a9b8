import { clsx } from "clsx";
import { useState, type ReactNode } from "react";
import { usePageTitle } from "../hooks/usePageTitle";
import { AuthCarousel } from "./AuthCarousel";
import { Logo } from "./Logo";
import { SkipLink } from "./SkipLink";
import "./AuthSplitLayout.css";

export interface AuthSplitLayoutProps {
  /** The page title: document.title becomes '{title} - Lectern' (just 'Lectern' when empty). */
  title: string;
  children: ReactNode;
  /** The benefits carousel on the right (not on the desktop variant: spec 1 §2). */
  showCarousel: boolean;
}

/** The login / company login / registration frame: logo, form, copyright; carousel on the right. */
export function AuthSplitLayout({ title, children, showCarousel }: AuthSplitLayoutProps) {
  // Read the clock once per mount, not on every render.
  const [year] = useState(() => new Date().getFullYear());
  usePageTitle(title || null);
  return (
    <div className={clsx("kit-auth", showCarousel && "kit-auth--split")}>
      <SkipLink />
      <div className="kit-auth__column">
        <header className="kit-auth__brand">
          <Logo height={34} />
        </header>
        <main id="main-content" tabIndex={-1} className="kit-auth__main">
          <div className="kit-auth__form">{children}</div>
        </main>
        <footer className="kit-auth__footer">
          <p>© {year} Lectern. All rights reserved.</p>
        </footer>
      </div>
      {showCarousel && (
        <aside className="kit-auth__aside" aria-label="Why Lectern">
          <div className="kit-auth__aside-glow" aria-hidden="true" />
          <AuthCarousel />
        </aside>
      )}
    </div>
  );
}
