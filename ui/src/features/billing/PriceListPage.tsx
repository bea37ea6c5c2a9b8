import { PriceList } from "@lectern/core/billing/application/PriceList";
import { INTERVAL_LABELS, type PriceInterval } from "@lectern/core/billing/domain/priceRules";
import type { LicencePlan } from "@lectern/core/billing/domain/productCard";
import { AlertTriangle, KeyRound, PackageOpen, ShieldCheck } from "lucide-react";
import { Label, Radio, RadioGroup } from "react-aria-components";
import { useNavigate } from "react-router-dom";
import { usePageTitle } from "../../hooks/usePageTitle";
import { Button, EmptyState, PageHeader, Skeleton } from "../../kit";
import { useObservable } from "../../reactive/useObservable";
import { LicenceKeyRedeemer } from "../auth/registration/LicenceKeyRedeemer";
import { PRICE_LIST_PAGE_TEXTS as TEXTS } from "./billingPagesTexts";
import { ProductCardView } from "./ProductCardView";
import { useBillingService } from "./useBillingService";
import "./BillingPages.css";

/**
 * /billing/product (spec 3 §3, §4, §7; issue 14): every plan on sale with its price per interval,
 * and the licence-key area where hidden plans that come with a key (DSA) are described. Also opened
 * in a new window by the billing dialog, so it stands on its own.
 */
export function PriceListPage() {
  usePageTitle(TEXTS.title);
  const list = useBillingService(PriceList);
  const state = useObservable(list.state$, list.state);
  const navigate = useNavigate();

  return (
    <div className="page billing-page price-list">
      <PageHeader title={TEXTS.heading} description={TEXTS.description} />
      <output className="kit-visually-hidden" aria-live="polite">
        {state.status === "loading" ? TEXTS.loading : (state.announcement?.text ?? "")}
      </output>

      {state.status === "loading" && <PriceListSkeleton />}

      {state.status === "error" && (
        <EmptyState
          icon={<AlertTriangle size={28} />}
          title={TEXTS.errorTitle}
          action={<Button onPress={() => void list.load()}>{TEXTS.tryAgain}</Button>}
        >
          <p>{state.error}</p>
        </EmptyState>
      )}

      {state.status === "ready" && (
        <>
          {state.intervals.length > 1 && (
            <IntervalSwitch
              intervals={state.intervals}
              value={state.interval}
              onChange={(interval) => list.chooseInterval(interval)}
            />
          )}
          {state.cards.length === 0 ? (
            <EmptyState icon={<PackageOpen size={28} />} title={TEXTS.emptyTitle}>
              <p>{TEXTS.emptyText}</p>
            </EmptyState>
          ) : (
            <div className="price-list__grid" data-testid="plans">
              {state.cards.map((card) => (
                <ProductCardView key={card.id} card={card} />
              ))}
            </div>
          )}
          <p className="price-list__note">
            <ShieldCheck size={18} aria-hidden="true" />
            {TEXTS.faqNote}
          </p>
          <LicenceArea
            plans={state.licencePlans}
            onRedeemed={() => navigate("/billing/congratulation", { replace: true })}
          />
        </>
      )}
    </div>
  );
}

/** Monthly / Quarterly / Yearly: a segmented radio group (one tab stop, arrow keys move). */
function IntervalSwitch({
  intervals,
  value,
  onChange,
}: {
  intervals: readonly PriceInterval[];
  value: PriceInterval;
  onChange: (interval: PriceInterval) => void;
}) {
  return (
    <RadioGroup
      className="interval-switch"
      value={value}
      orientation="horizontal"
      onChange={(next) => onChange(next as PriceInterval)}
    >
      <Label className="kit-visually-hidden">{TEXTS.intervalLabel}</Label>
      <div className="interval-switch__options">
        {intervals.map((interval) => (
          <Radio key={interval} value={interval} className="interval-switch__option">
            {INTERVAL_LABELS[interval]}
          </Radio>
        ))}
      </div>
    </RadioGroup>
  );
}

/** Hidden plans that come with a licence key (the DSA plan), beside the licence-key card. */
function LicenceArea({ plans, onRedeemed }: { plans: readonly LicencePlan[]; onRedeemed: () => void }) {
  return (
    <section className="licence-area" aria-labelledby="licence-area-heading">
      <div className="licence-area__intro">
        <span className="licence-area__icon" aria-hidden="true">
          <KeyRound size={22} />
        </span>
        <div>
          <h2 id="licence-area-heading" className="licence-area__heading">
            {TEXTS.licenceHeading}
          </h2>
          <p className="licence-area__lead">{TEXTS.licenceLead}</p>
        </div>
      </div>
      <div className="licence-area__body">
        {plans.map((plan) => (
          <article key={plan.id} className="licence-plan" aria-labelledby={`licence-plan-${plan.id}`}>
            <p className="licence-plan__badge">{TEXTS.licenceBadge}</p>
            <h3 id={`licence-plan-${plan.id}`} className="licence-plan__name">
              {plan.name}
            </h3>
            {plan.description && <p className="licence-plan__description">{plan.description}</p>}
            {plan.capacityText && <p className="licence-plan__capacity">{plan.capacityText}</p>}
            {plan.features.length > 0 && (
              <ul className="licence-plan__features" aria-label={TEXTS.features(plan.name)}>
                {plan.features.map((feature) => (
                  <li key={feature}>{feature}</li>
                ))}
              </ul>
            )}
          </article>
        ))}
        <div className="licence-area__redeem">
          <LicenceKeyRedeemer initialKey="" onRedeemed={onRedeemed} />
        </div>
      </div>
    </section>
  );
}

/** The loading state: three grey cards shaped like the real ones (announced once by the page). */
function PriceListSkeleton() {
  return (
    <div className="price-list__grid" aria-hidden="true" data-testid="price-list-skeleton">
      {[0, 1, 2].map((index) => (
        <div key={index} className="plan-card plan-card--skeleton">
          <Skeleton width="100%" height={150} className="plan-card__skeleton-media" />
          <div className="plan-card__body">
            <Skeleton width="60%" height={24} />
            <Skeleton width="90%" height={14} />
            <Skeleton width="45%" height={36} />
            {[0, 1, 2].map((line) => (
              <Skeleton key={line} width={`${80 - line * 12}%`} height={14} />
            ))}
            <Skeleton width="100%" height={44} />
          </div>
        </div>
      ))}
    </div>
  );
}
