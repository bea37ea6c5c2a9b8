import type { OrderSummary } from "@lectern/core/billing/domain/orderSummary";
import { ORDER_TEXTS } from "@lectern/core/billing/domain/orderSummary";
import { Gift } from "lucide-react";
import { Button } from "../../../kit";
import { CHECKOUT_PAGE_TEXTS as TEXTS } from "../billingPagesTexts";

/**
 * The order: plan, interval, price, a trial's "Free for 14 days, then …", an applied promo code's
 * discount and the discounted total, and what is due today.
 */
export function OrderSummaryPanel({ summary, onRemovePromo }: { summary: OrderSummary; onRemovePromo: () => void }) {
  const coupon = summary.coupon;
  return (
    <section className="checkout-panel order-summary" aria-labelledby="order-summary-heading">
      <h2 id="order-summary-heading" className="checkout-panel__heading">
        {TEXTS.orderHeading}
      </h2>
      <dl className="order-summary__lines">
        <div className="order-summary__line">
          <dt>{TEXTS.plan}</dt>
          <dd className="order-summary__plan">{summary.planName}</dd>
        </div>
        <div className="order-summary__line">
          <dt>{TEXTS.billing}</dt>
          <dd>{summary.intervalLabel}</dd>
        </div>
        <div className="order-summary__line">
          <dt>{TEXTS.price}</dt>
          <dd>{summary.priceText}</dd>
        </div>
        {coupon && summary.discountText && (
          <div className="order-summary__line order-summary__line--discount">
            <dt>
              {TEXTS.discount}
              <span className="order-summary__coupon">
                {coupon.code.toUpperCase()} · {ORDER_TEXTS.percentOff(coupon.percentOff)}
              </span>
            </dt>
            <dd>
              {summary.discountText}
              <Button
                variant="link"
                size="sm"
                className="order-summary__remove"
                onPress={onRemovePromo}
                aria-label={TEXTS.removePromoLabel(coupon.code)}
              >
                {TEXTS.removePromo}
              </Button>
            </dd>
          </div>
        )}
        {coupon && (
          <div className="order-summary__line order-summary__line--total">
            <dt>{TEXTS.afterDiscount}</dt>
            <dd>{summary.totalText}</dd>
          </div>
        )}
      </dl>
      {summary.trialText && (
        <p className="order-summary__trial">
          <Gift size={18} aria-hidden="true" />
          {summary.trialText}
        </p>
      )}
      {summary.trialUnavailable && <p className="order-summary__note">{ORDER_TEXTS.noTrial}</p>}
      <p className="order-summary__due">
        <span>{ORDER_TEXTS.dueToday}</span>
        <strong data-testid="due-today">{summary.dueTodayText}</strong>
      </p>
    </section>
  );
}
