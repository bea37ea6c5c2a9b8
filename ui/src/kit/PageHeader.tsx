import type { ReactNode } from "react";
import "./PageHeader.css";

export interface PageHeaderProps {
  /** The page's h1. */
  title: string;
  description?: ReactNode;
  actions?: ReactNode;
}

/** The top of a page: its one h1, a line of context and the page-level actions. */
export function PageHeader({ title, description, actions }: PageHeaderProps) {
  return (
    <header className="kit-page-header">
      <div className="kit-page-header__text">
        <h1 className="kit-page-header__title">{title}</h1>
        {description !== undefined && <p className="kit-page-header__description">{description}</p>}
      </div>
      {actions !== undefined && <div className="kit-page-header__actions">{actions}</div>}
    </header>
  );
}
