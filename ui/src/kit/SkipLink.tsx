import type { MouseEvent } from "react";
import "./SkipLink.css";

/**
 * The first stop for keyboard users: jumps past the navigation to <main id="main-content">.
 * Focus is moved by hand so the router never sees a '#main-content' URL change; the href keeps it
 * working before scripts run. The target has tabIndex -1 so it can take focus.
 */
export function SkipLink({ target = "main-content" }: { target?: string }) {
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    const element = document.getElementById(target);
    if (!element) return;
    event.preventDefault();
    element.focus();
    element.scrollIntoView?.({ block: "start" });
  };
  return (
    <a className="kit-skip-link" href={`#${target}`} onClick={skip}>
      Skip to content
    </a>
  );
}
