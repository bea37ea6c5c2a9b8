import { Checkout } from "@lectern/core/billing/application/Checkout";
import { AlertTriangle, ArrowLeft, PackageX } from "lucide-react";
import { useEffect } from "react";
import { Link, useLocation, useParams } from "react-router-dom";
import { usePageTitle } from "../../hooks/usePageTitle";
import { Button, EmptyState, PageHeader, Skeleton } from "../../kit";
import { useObservable } from "../../reactive/useObservable";
import { CHECKOUT_PAGE_TEXTS as TEXTS } from "./billingPagesTexts";
import { OrderSummaryPanel } from "./checkout/OrderSummaryPanel";
import { PaymentStep } from "./checkout/PaymentStep";
import { PromoCodeForm } from "./checkout/PromoCodeForm";
import { useBillingService } from "./useBillingService";
import "./BillingPages.css";

/**
 * /billing/buying/{productId}/{priceId} (spec 1 §4; issue 14): the order summary, a promo code and
 * the payment step. Checkout (core) holds the order; the page opens it for the address it shows and
 * renders its state.
 */
export function CheckoutPage() {
  usePageTitle(TEXTS.title);
  const checkout = useBillingService(Checkout);
  const state = useObservable(checkout.state$, checkout.state);
  const { productId = "", priceId = "" } = useParams();
  const { pathname, search } = useLocation();

  // The address is the order: another plan, price or return from the card provider opens it again.
  useEffect(() => {
    void checkout.open(productId, priceId, pathname, new URLSearchParams(search));
  }, [checkout, productId, priceId, pathname, search]);

  const summary = state.summary;
  const heading = summary
    ? summary.trialDays !== null
      ? TEXTS.trialHeading(summary.planName)
      : TEXTS.buyHeading(summary.planName)
    : TEXTS.title;

  return (
    <div className="page billing-page checkout">
      <Link to="/billing/product" className="checkout__back">
        <ArrowLeft size={16} aria-hidden="true" />
        {TEXTS.backToPlans}
      </Link>
      <PageHeader title={heading} description={TEXTS.description} />
      <output className="kit-visually-hidden" aria-live="polite">
        {state.status === "loading" ? TEXTS.loading : (state.announcement?.text ?? "")}
      </output>

      {state.status === "loading" && <CheckoutSkeleton />}

      {state.status === "error" && (
        <EmptyState
          icon={<AlertTriangle size={28} />}
          title={TEXTS.errorTitle}
          action={
            <Button onPress={() => void checkout.open(productId, priceId, pathname, new URLSearchParams(search))}>
              {TEXTS.tryAgain}
            </Button>
          }
        >
          <p>{state.error}</p>
        </EmptyState>
      )}

      {state.status === "missing" && (
        <EmptyState
          icon={<PackageX size={28} />}
          title={TEXTS.missingTitle}
          action={
            <Link to="/billing/product" className="kit-button kit-button--primary kit-button--md">
              {TEXTS.seePlans}
            </Link>
          }
        >
          <p>{TEXTS.missingText}</p>
        </EmptyState>
      )}

      {state.status === "ready" && summary && (
        <div className="checkout__layout">
          <div className="checkout__summary">
            <OrderSummaryPanel summary={summary} onRemovePromo={() => checkout.removePromo()} />
          </div>
          <div className="checkout__steps">
            <PromoCodeForm
              promo={state.promo}
              coupon={state.coupon}
              onChange={(input) => checkout.setPromoInput(input)}
              onApply={() => void checkout.applyPromo()}
            />
            <PaymentStep state={state} summary={summary} checkout={checkout} />
          </div>
        </div>
      )}
    </div>
  );
}

/** The loading state, shaped like the order and the payment step. */
function CheckoutSkeleton() {
  return (
    <div className="checkout__layout" aria-hidden="true" data-testid="checkout-skeleton">
      <div className="checkout__summary">
        <div className="checkout-panel">
          <Skeleton width="50%" height={22} />
          {[0, 1, 2, 3].map((line) => (
            <Skeleton key={line} width="100%" height={16} />
          ))}
          <Skeleton width="70%" height={30} />
        </div>
      </div>
      <div className="checkout__steps">
        <div className="checkout-panel">
          <Skeleton width="40%" height={22} />
          <Skeleton width="100%" height={44} />
        </div>
        <div className="checkout-panel">
          <Skeleton width="45%" height={22} />
          <Skeleton width="100%" height={64} />
          <Skeleton width="100%" height={44} />
        </div>
      </div>
    </div>
  );
}
