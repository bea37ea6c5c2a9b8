import { LoadWelcomePlan } from "@lectern/core/billing/application/LoadWelcomePlan";
import { RECORDING_PATH, SUBSCRIPTION_PATH } from "@lectern/core/billing/domain/billingPaths";
import { planDate } from "@lectern/core/billing/domain/subscriptionView";
import { CreditCard, Library, Mic, PartyPopper } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router-dom";
import { useLoadOnMount } from "../../hooks/useLoadOnMount";
import { usePageTitle } from "../../hooks/usePageTitle";
import { Skeleton } from "../../kit";
import { CONGRATULATION_TEXTS as TEXTS } from "./billingPagesTexts";
import { useBillingService } from "./useBillingService";
import "./BillingPages.css";

/**
 * /billing/congratulation (spec 1 §4): the welcome after a checkout, a licence key or a sign-up
 * without plans — the plan's name when the person has one, and what to do next.
 */
export function CongratulationPage() {
  usePageTitle(TEXTS.title);
  const loadPlan = useBillingService(LoadWelcomePlan);
  // The welcome stands without the plan: a failed look-up only leaves the name out.
  const plan = useLoadOnMount(() => loadPlan.execute().catch(() => null));
  const known = plan.status === "done" ? plan.value : null;

  return (
    <div className="page billing-page welcome">
      <section className="welcome__hero" aria-labelledby="welcome-heading" aria-busy={plan.status === "running"}>
        <span className="welcome__icon" aria-hidden="true">
          <PartyPopper size={34} />
        </span>
        {plan.status === "running" ? (
          <>
            <h1 id="welcome-heading" className="kit-visually-hidden">
              {TEXTS.heading}
            </h1>
            <Skeleton width={320} height={36} className="welcome__skeleton" />
            <Skeleton width={420} height={18} className="welcome__skeleton" />
          </>
        ) : (
          <>
            <h1 id="welcome-heading" className="welcome__heading">
              {known ? TEXTS.headingWithPlan(known.name) : TEXTS.heading}
            </h1>
            <p className="welcome__lead">
              {known?.trialing && known.trialEnd ? TEXTS.trialLead(planDate(known.trialEnd)) : TEXTS.lead}
            </p>
          </>
        )}
      </section>

      <section className="welcome__next" aria-labelledby="welcome-next-heading">
        <h2 id="welcome-next-heading" className="welcome__next-heading">
          {TEXTS.nextHeading}
        </h2>
        <ul className="welcome__steps">
          <NextStep
            icon={<Mic size={24} />}
            title={TEXTS.recordTitle}
            text={TEXTS.recordText}
            action={
              <Link to={RECORDING_PATH} className="kit-button kit-button--primary kit-button--md">
                {TEXTS.recordAction}
              </Link>
            }
          />
          <NextStep
            icon={<CreditCard size={24} />}
            title={TEXTS.subscriptionTitle}
            text={TEXTS.subscriptionText}
            action={
              <Link to={SUBSCRIPTION_PATH} className="kit-button kit-button--secondary kit-button--md">
                {TEXTS.subscriptionAction}
              </Link>
            }
          />
          <NextStep
            icon={<Library size={24} />}
            title={TEXTS.recordsTitle}
            text={TEXTS.recordsText}
            action={
              <Link to="/records" className="kit-button kit-button--secondary kit-button--md">
                {TEXTS.recordsAction}
              </Link>
            }
          />
        </ul>
      </section>
    </div>
  );
}

function NextStep({ icon, title, text, action }: { icon: ReactNode; title: string; text: string; action: ReactNode }) {
  return (
    <li className="welcome-step">
      <span className="welcome-step__icon" aria-hidden="true">
        {icon}
      </span>
      <h3 className="welcome-step__title">{title}</h3>
      <p className="welcome-step__text">{text}</p>
      <div className="welcome-step__action">{action}</div>
    </li>
  );
}
