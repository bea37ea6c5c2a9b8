import type { ReactNode } from "react";
import { usePageTitle } from "../../hooks/usePageTitle";
import { EmptyState, PageHeader } from "../../kit";

/**
 * A page whose feature is specified but not built yet: it says so plainly instead of pretending,
 * and offers the next useful step.
 */
export function PlannedPage({
  title,
  heading,
  text,
  action,
}: {
  title: string;
  heading: string;
  text: string;
  action?: ReactNode;
}) {
  usePageTitle(title);
  return (
    <div className="page">
      <PageHeader title={title} />
      <EmptyState title={heading} action={action}>
        <p>{text}</p>
      </EmptyState>
    </div>
  );
}
