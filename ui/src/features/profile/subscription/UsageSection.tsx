import type { SubscriptionCenter, SubscriptionCenterState } from "@lectern/core/billing/application/SubscriptionCenter";
import { USAGE_TEXTS, usageView } from "@lectern/core/billing/domain/usageView";
import { Clock3 } from "lucide-react";
import { Alert, Button, ProgressBar, Skeleton } from "../../../kit";
import { SUBSCRIPTION_PAGE_TEXTS } from "./subscriptionTexts";

const TEXTS = SUBSCRIPTION_PAGE_TEXTS.usage;

/**
 * Hours used of the plan's capacity (GET v2/subscription/capacity/verify): a bar, the 80 % warning
 * (spec 3 §9), 'Unlimited' for capacity 0, and a 402 shown as a full plan with the server's words.
 */
export function UsageSection({
  center,
  usage,
}: {
  center: SubscriptionCenter;
  usage: SubscriptionCenterState["usage"];
}) {
  return (
    <section className="subscription-card subscription-usage" aria-labelledby="usage-heading">
      <h2 id="usage-heading" className="subscription-card__heading">
        <Clock3 size={18} aria-hidden="true" />
        {TEXTS.heading}
      </h2>
      <UsageBody center={center} usage={usage} />
    </section>
  );
}

function UsageBody({ center, usage }: { center: SubscriptionCenter; usage: SubscriptionCenterState["usage"] }) {
  if (usage.status === "loading") {
    return (
      <div aria-busy="true">
        <span className="kit-visually-hidden">{TEXTS.loading}</span>
        <Skeleton width="60%" height={18} />
        <Skeleton width="100%" height={10} />
      </div>
    );
  }
  if (usage.status === "error") {
    return (
      <Alert
        kind="error"
        title={TEXTS.loadFailed}
        actions={
          <Button variant="secondary" size="sm" onPress={() => void center.refresh()}>
            {SUBSCRIPTION_PAGE_TEXTS.plan.tryAgain}
          </Button>
        }
      >
        {usage.message}
      </Alert>
    );
  }
  const view = usageView(usage.capacity);
  return (
    <div className={`subscription-usage__body subscription-usage__body--${view.level}`}>
      {view.planName ? <p className="subscription-usage__plan">{TEXTS.planLine(view.planName)}</p> : null}
      <p className="subscription-usage__summary">
        {view.level === "unlimited" && <span className="subscription-usage__unlimited">{USAGE_TEXTS.unlimited}</span>}
        {view.summary}
      </p>
      {/* Unlimited is drawn full (spec 3 §9 "shown as 100") without a percentage that would read as used up. */}
      <ProgressBar label={USAGE_TEXTS.barLabel} value={view.percent} showValue={view.level !== "unlimited"} />
      {view.notice && (
        <Alert kind={view.level === "full" ? "error" : "warning"} title={view.notice.title}>
          {view.notice.message}
        </Alert>
      )}
    </div>
  );
}
