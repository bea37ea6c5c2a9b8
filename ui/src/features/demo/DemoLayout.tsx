import type { ReactNode } from "react";
import { Link } from "react-router-dom";
import { usePageTitle } from "../../hooks/usePageTitle";
import { Logo, SkipLink } from "../../kit";
import "./demo.css";

/**
 * The frame of the demo's stand-ins for the outside world (mailbox, identity provider): clearly
 * labelled as demo, so nobody mistakes them for part of Lectern.
 */
export function DemoLayout({ title, children }: { title: string; children: ReactNode }) {
  usePageTitle(title, "Lectern demo");
  return (
    <div className="demo-layout">
      <SkipLink />
      <header className="demo-layout__bar">
        <Link to="/" className="demo-layout__home" aria-label="Lectern home">
          <Logo height={28} />
        </Link>
        <span className="demo-layout__tag">Demo</span>
      </header>
      <main id="main-content" tabIndex={-1} className="demo-layout__main">
        {children}
      </main>
    </div>
  );
}
