import { type TrialOffer, formatPrice, trialLabel } from "@lectern/core/auth/domain/trialOffer";
import { Check } from "lucide-react";
import { useId } from "react";
import { Button } from "../../../kit/plain/Button";
import "./TrialPlanCard.css";

type Offer = Extract<TrialOffer, { kind: "offer" }>;

/** The plan on trial: name, price, features and the two ways in (spec 1 §4 "Finish step"). */
export function TrialPlanCard({
  offer,
  onStartTrial,
  onPurchase,
}: {
  offer: Offer;
  onStartTrial: () => void;
  onPurchase: () => void;
}) {
  const heading = useId();
  const { product, price, days } = offer;
  const features = product.attributes.features ?? [];
  return (
    <section className="trial-plan" aria-labelledby={heading}>
      <div className="trial-plan__top">
        <h2 id={heading} className="trial-plan__name">
          {product.attributes.name}
        </h2>
        <span className="trial-plan__badge">{trialLabel(days)}</span>
      </div>
      <p className="trial-plan__price">
        {formatPrice(price)}
        <span className="trial-plan__after"> after your free trial</span>
      </p>
      {product.attributes.description && <p className="trial-plan__description">{product.attributes.description}</p>}
      {features.length > 0 && (
        <ul className="trial-plan__features" aria-label={`${product.attributes.name} features`}>
          {features.map((feature) => (
            <li key={feature}>
              <Check size={18} aria-hidden="true" className="trial-plan__tick" />
              {feature}
            </li>
          ))}
        </ul>
      )}
      <div className="trial-plan__actions">
        <Button onClick={onStartTrial}>{`Start my free ${days}-day trial`}</Button>
        <Button variant="secondary" onClick={onPurchase}>
          Purchase right away
        </Button>
      </div>
    </section>
  );
}
