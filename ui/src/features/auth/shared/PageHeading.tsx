import { type ReactNode, useEffect, useRef } from "react";

/**
 * The page's h1 and its lead line. When a step changes without a route change, `focusOnMount`
 * moves focus here so screen readers announce the new step and Tab starts from its top.
 */
export function PageHeading({
  title,
  lead,
  focusOnMount = false,
}: {
  title: string;
  lead?: ReactNode;
  focusOnMount?: boolean;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusOnMount) heading.current?.focus();
  }, [focusOnMount]);
  return (
    <header className="auth-heading">
      <h1 ref={heading} tabIndex={-1}>
        {title}
      </h1>
      {lead && <p className="auth-heading__lead">{lead}</p>}
    </header>
  );
}
