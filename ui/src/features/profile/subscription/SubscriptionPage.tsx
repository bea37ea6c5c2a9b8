// Replaced by the subscription helper (issue 14).
export function SubscriptionPage() {
  return <section aria-label="Subscription" />;
}
