import type { ProductCard } from "@lectern/core/billing/domain/productCard";
import { INTERVAL_ADVERBS } from "@lectern/core/billing/domain/priceRules";
import { Check, Clock, Infinity as InfinityIcon } from "lucide-react";
import type { CSSProperties } from "react";
import { useId } from "react";
import { Link } from "react-router-dom";
import { PRICE_LIST_PAGE_TEXTS as TEXTS } from "./billingPagesTexts";
import { DefaultPlanImage } from "./DefaultPlanImage";

/**
 * One plan on the price list: its colour and image (the default one when it has none), the trial
 * label, the price for the chosen interval with its currency symbol and two decimals, DSA prices
 * marked as such, capacity (Pro: unlimited), features and the way to buy it.
 */
export function ProductCardView({ card }: { card: ProductCard }) {
  const heading = useId();
  const priceId = useId();
  const style = { "--plan-color": card.color, "--plan-color-lighter": card.colorLighter } as CSSProperties;
  const { price } = card;
  return (
    <article className="plan-card" aria-labelledby={heading} style={style}>
      <div className="plan-card__media">
        {card.imageUrl ? (
          <img className="plan-image" src={card.imageUrl} alt="" loading="lazy" />
        ) : (
          <DefaultPlanImage color={card.color} lighter={card.colorLighter} />
        )}
        {card.trialLabel && <span className="plan-card__trial">{card.trialLabel}</span>}
      </div>
      <div className="plan-card__body">
        <h2 id={heading} className="plan-card__name">
          {card.name}
        </h2>
        {card.description && <p className="plan-card__description">{card.description}</p>}

        <div className="plan-card__price" id={priceId}>
          {(price.offerTitle || card.referralPrice) && (
            <p className="plan-card__offer">
              {price.offerTitle ?? TEXTS.referralBadge}
              {price.offerDuration && <span className="plan-card__offer-duration"> · {price.offerDuration}</span>}
            </p>
          )}
          <p className="plan-card__amount">
            {price.originalText && (
              <>
                <span className="kit-visually-hidden">Was </span>
                <s className="plan-card__original">{price.originalText}</s>
                <span className="kit-visually-hidden">, now </span>
              </>
            )}
            <span className="plan-card__figure">{price.amountText}</span>
            {price.interval !== "other" && <span className="plan-card__per"> / {price.interval}</span>}
          </p>
          <p className="plan-card__billed">
            {card.priceIsFallback
              ? `Billed ${INTERVAL_ADVERBS[price.interval]} only`
              : price.perMonthText
                ? `${price.perMonthText}, billed ${INTERVAL_ADVERBS[price.interval]}`
                : `Billed ${INTERVAL_ADVERBS[price.interval]}`}
          </p>
        </div>

        {card.capacity && (
          <p className="plan-card__capacity">
            {card.capacity.kind === "unlimited" ? (
              <InfinityIcon size={18} aria-hidden="true" />
            ) : (
              <Clock size={18} aria-hidden="true" />
            )}
            {card.capacityText}
          </p>
        )}

        {card.features.length > 0 && (
          <ul className="plan-card__features" aria-label={TEXTS.features(card.name)}>
            {card.features.map((feature) => (
              <li key={feature}>
                <Check size={18} aria-hidden="true" className="plan-card__tick" />
                {feature}
              </li>
            ))}
          </ul>
        )}

        {card.dsaPrices.length > 0 && (
          <div className="plan-card__dsa">
            {card.dsaPrices.map((dsa) => (
              <div key={dsa.id} className="plan-card__dsa-row">
                <p className="plan-card__dsa-price">
                  <span className="plan-card__dsa-badge">{TEXTS.dsaBadge}</span>
                  <span>
                    <span className="kit-visually-hidden">{TEXTS.dsaLabel}: </span>
                    <strong>{dsa.text}</strong>
                    <span className="plan-card__dsa-note">{TEXTS.dsaNote}</span>
                  </span>
                </p>
                <Link className="plan-card__dsa-link" to={dsa.path} aria-describedby={heading}>
                  {TEXTS.chooseDsa}
                </Link>
              </div>
            ))}
          </div>
        )}

        <div className="plan-card__actions">
          <Link
            to={card.primary.path}
            className="kit-button kit-button--primary kit-button--md plan-card__action"
            aria-describedby={priceId}
          >
            {card.primary.label}
          </Link>
          {card.secondary && (
            <Link
              to={card.secondary.path}
              className="kit-button kit-button--secondary kit-button--md plan-card__action"
              aria-describedby={heading}
            >
              {card.secondary.label}
            </Link>
          )}
        </div>
      </div>
    </article>
  );
}
