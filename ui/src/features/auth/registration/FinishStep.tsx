import { LoadTrialOffer } from "@lectern/core/auth/application/LoadTrialOffer";
import { Navigate, useNavigate } from "react-router-dom";
import { Alert } from "../../../kit/Alert";
import { Button } from "../../../kit/plain/Button";
import { Spinner } from "../../../kit/Spinner";
import { useService } from "../../../reactive/useService";
import { buyingPath } from "../shared/authAddress";
import { PageHeading } from "../shared/PageHeading";
import { LicenceKeyRedeemer } from "./LicenceKeyRedeemer";
import { TrialFaq } from "./TrialFaq";
import { TrialPlanCard } from "./TrialPlanCard";
import { useLoadOnMount } from "../../../hooks/useLoadOnMount";
import "./FinishStep.css";

/**
 * The step after sign-up when the referral was a licence key: the trial plan, the licence-key card
 * and the FAQ. Without a trial product the visitor goes to the price list (spec 1 §4).
 */
export function FinishStep({ referral }: { referral: string }) {
  const loadOffer = useService(LoadTrialOffer);
  const offer = useLoadOnMount(() => loadOffer.execute());
  const navigate = useNavigate();

  if (offer.status === "running") return <Spinner label="Loading your trial offer" showLabel block />;
  if (offer.status === "failed")
    return (
      <>
        <PageHeading title="Your account is ready" focusOnMount />
        <Alert
          kind="error"
          title="The trial offer could not be loaded"
          actions={
            <Button variant="secondary" size="sm" onClick={offer.retry}>
              Try again
            </Button>
          }
        >
          You can also choose a plan from the price list.
        </Alert>
      </>
    );
  if (offer.value.kind === "none") return <Navigate to="/billing/product" replace />;

  const { product, price, days } = offer.value;
  return (
    <div className="finish-step">
      <PageHeading
        title={`Try ${product.attributes.name} FREE for ${days} days`}
        lead="Your account is ready. Start your free trial, or unlock Lectern with a licence key."
        focusOnMount
      />
      <TrialPlanCard
        offer={offer.value}
        onStartTrial={() => navigate(buyingPath(product.id, price.id, true))}
        onPurchase={() => navigate(buyingPath(product.id, price.id, false))}
      />
      <LicenceKeyRedeemer
        initialKey={referral}
        onRedeemed={() => navigate("/billing/congratulation", { replace: true })}
      />
      <TrialFaq />
    </div>
  );
}
