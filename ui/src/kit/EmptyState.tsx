import type { ReactNode } from "react";
import "./EmptyState.css";

export interface EmptyStateProps {
  /** A lucide icon or small illustration; decorative. */
  icon?: ReactNode;
  title: string;
  children?: ReactNode;
  action?: ReactNode;
  /** Heading level, so the state fits the page outline. @default 2 */
  headingLevel?: 2 | 3;
}

/** The designed "nothing here (yet)" / "could not load" block every screen needs. */
export function EmptyState({ icon, title, children, action, headingLevel = 2 }: EmptyStateProps) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <section className="kit-empty">
      {icon !== undefined && (
        <div className="kit-empty__icon" aria-hidden="true">
          {icon}
        </div>
      )}
      <Heading className="kit-empty__title">{title}</Heading>
      {children !== undefined && <div className="kit-empty__text">{children}</div>}
      {action !== undefined && <div className="kit-empty__action">{action}</div>}
    </section>
  );
}
