import { clsx } from "clsx";
import { ExternalLink as ExternalIcon } from "lucide-react";
import { useId, type ReactNode } from "react";
import { Link } from "react-aria-components";

export interface ExternalLinkProps {
  href: string;
  children: ReactNode;
  className?: string;
  /** Hide the trailing arrow icon (the hint for screen readers stays). */
  hideIcon?: boolean;
}

/**
 * A link that opens in a new tab. It warns that it does so (icon for sighted users, a description
 * for screen readers) while keeping its accessible name exactly the visible text.
 */
export function ExternalLink({ href, children, className, hideIcon = false }: ExternalLinkProps) {
  const hintId = useId();
  return (
    <>
      <Link
        href={href}
        target="_blank"
        rel="noopener noreferrer"
        className={clsx("kit-external-link", className)}
        aria-describedby={hintId}
      >
        {children}
        {!hideIcon && <ExternalIcon size={14} aria-hidden="true" className="kit-external-link__icon" />}
      </Link>
      <span id={hintId} hidden>
        Opens in a new tab
      </span>
    </>
  );
}
