import type {
  BillingOutcome,
  SubscriptionCenter,
  SubscriptionCenterState,
} from "@lectern/core/billing/application/SubscriptionCenter";
import { PRICE_LIST_PATH } from "@lectern/core/billing/domain/billingTexts";
import {
  type Subscription,
  nextEventText,
  periodText,
  planActions,
  planDate,
  planPriceText,
  stateBadge,
} from "@lectern/core/billing/domain/subscriptionView";
import { CalendarDays, Sparkles, TicketPercent } from "lucide-react";
import { type CSSProperties, useState } from "react";
import { Link } from "react-router-dom";
import { Alert, Button, ConfirmDialog, DialogIcon, EmptyState, Skeleton } from "../../../kit";
import { ChangePlanDialog } from "./ChangePlanDialog";
import { StateBadge } from "./StateBadge";
import { SUBSCRIPTION_PAGE_TEXTS } from "./subscriptionTexts";

const TEXTS = SUBSCRIPTION_PAGE_TEXTS.plan;

interface PlanSectionProps {
  readonly center: SubscriptionCenter;
  readonly state: SubscriptionCenterState;
  /** Shows a command's outcome: announced on success, a dialog otherwise. */
  readonly report: (outcome: BillingOutcome) => void;
}

function PriceListLink() {
  return (
    <Link to={PRICE_LIST_PATH} className="kit-button kit-button--primary kit-button--md">
      {TEXTS.openPriceList}
    </Link>
  );
}

/** The current plan card (spec 3 §2 /profile/subscription), or the way to choose one. */
export function PlanSection({ center, state, report }: PlanSectionProps) {
  const [confirmCancel, setConfirmCancel] = useState(false);
  const [changing, setChanging] = useState(false);

  if (state.status === "idle" || state.status === "loading") {
    return (
      <section className="subscription-card subscription-plan" aria-labelledby="plan-heading" aria-busy="true">
        <h2 id="plan-heading" className="subscription-card__heading">
          {TEXTS.heading}
        </h2>
        <span className="kit-visually-hidden">{TEXTS.loading}</span>
        <Skeleton width="45%" height={28} />
        <Skeleton width="30%" height={18} />
        <Skeleton width="70%" height={16} />
      </section>
    );
  }

  if (state.status === "error") {
    return (
      <section className="subscription-card subscription-plan" aria-labelledby="plan-heading">
        <h2 id="plan-heading" className="subscription-card__heading">
          {TEXTS.heading}
        </h2>
        <Alert
          kind="error"
          title={TEXTS.loadFailed}
          actions={
            <Button variant="secondary" size="sm" onPress={() => void center.refresh()}>
              {TEXTS.tryAgain}
            </Button>
          }
        >
          {state.error}
        </Alert>
      </section>
    );
  }

  const subscription = state.subscription;
  if (!subscription) {
    return (
      <section className="subscription-plan subscription-plan--none" aria-label={TEXTS.heading}>
        <EmptyState icon={<Sparkles size={28} />} title={TEXTS.noneTitle} action={<PriceListLink />}>
          <p>{TEXTS.noneText}</p>
        </EmptyState>
      </section>
    );
  }

  const actions = planActions(subscription);
  const cancel = async () => {
    const outcome = await center.cancelAtPeriodEnd();
    setConfirmCancel(false);
    report(outcome);
  };
  const periodEnd = subscription.currentPeriodEnd ?? subscription.trialEnd;

  return (
    <section
      className="subscription-card subscription-plan"
      aria-labelledby="plan-heading"
      style={
        {
          "--plan-color": subscription.product.color,
          "--plan-color-lighter": subscription.product.colorLighter,
        } as CSSProperties
      }
    >
      <h2 id="plan-heading" className="subscription-card__heading">
        {TEXTS.heading}
      </h2>
      <PlanSummary subscription={subscription} />
      {!actions.choosePlan ? null : <p className="subscription-plan__ended">{TEXTS.endedText}</p>}
      <div className="subscription-plan__actions">
        {actions.choosePlan && <PriceListLink />}
        {actions.changePlan && (
          <Button
            variant="primary"
            onPress={() => {
              setChanging(true);
              void center.loadPlans();
            }}
          >
            {TEXTS.changePlan}
          </Button>
        )}
        {actions.resume && (
          <Button
            variant="primary"
            isPending={state.busy === "resume"}
            onPress={() => void center.resume().then(report)}
          >
            {TEXTS.resumePlan}
          </Button>
        )}
        {actions.cancel && (
          <Button variant="secondary" onPress={() => setConfirmCancel(true)}>
            {TEXTS.cancelPlan}
          </Button>
        )}
      </div>
      <ConfirmDialog
        isOpen={confirmCancel}
        title={SUBSCRIPTION_PAGE_TEXTS.cancelDialog.title}
        message={SUBSCRIPTION_PAGE_TEXTS.cancelDialog.message(periodEnd ? planDate(periodEnd) : null)}
        confirmLabel={SUBSCRIPTION_PAGE_TEXTS.cancelDialog.confirm}
        cancelLabel={SUBSCRIPTION_PAGE_TEXTS.cancelDialog.keep}
        confirmVariant="danger"
        image={<DialogIcon kind="question" />}
        isPending={state.busy === "cancel"}
        onConfirm={() => void cancel()}
        onCancel={() => setConfirmCancel(false)}
      />
      <ChangePlanDialog
        isOpen={changing}
        state={state}
        onClose={() => setChanging(false)}
        onChange={async (priceId) => {
          const outcome = await center.changePlan(priceId);
          setChanging(false);
          report(outcome);
        }}
      />
    </section>
  );
}

/** The plan's name in its colour, price, state and dates. */
function PlanSummary({ subscription }: { subscription: Subscription }) {
  const badge = stateBadge(subscription.state);
  const next = nextEventText(subscription);
  const period = periodText(subscription);
  return (
    <div className="subscription-plan__summary">
      <div className="subscription-plan__identity">
        <span className="subscription-plan__swatch" aria-hidden="true" />
        <div>
          <p className="subscription-plan__name">{subscription.product.name}</p>
          <p className="subscription-plan__price">{planPriceText(subscription)}</p>
        </div>
        <StateBadge label={badge.label} tone={badge.tone} />
      </div>
      <ul className="subscription-plan__facts">
        {next && (
          <li className="subscription-plan__next">
            <CalendarDays size={16} aria-hidden="true" />
            {next}
          </li>
        )}
        {period && <li>{period}</li>}
        {subscription.coupon && (
          <li>
            <TicketPercent size={16} aria-hidden="true" />
            {`${TEXTS.discount}: ${subscription.coupon.percentOff}% off (${subscription.coupon.code.toUpperCase()})`}
          </li>
        )}
      </ul>
    </div>
  );
}
