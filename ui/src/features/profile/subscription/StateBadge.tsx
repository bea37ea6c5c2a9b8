import type { BadgeTone } from "@lectern/core/billing/domain/subscriptionView";

/** A small coloured state label (plan state, invoice state, the default card). */
export function StateBadge({ label, tone }: { label: string; tone: BadgeTone }) {
  return <span className={`subscription-badge subscription-badge--${tone}`}>{label}</span>;
}
