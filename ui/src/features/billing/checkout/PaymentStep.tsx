import type { Checkout, CheckoutState } from "@lectern/core/billing/application/Checkout";
import { SUBSCRIPTION_PATH } from "@lectern/core/billing/domain/billingPaths";
import type { OrderSummary } from "@lectern/core/billing/domain/orderSummary";
import { cardLabel, expiryLabel } from "@lectern/core/billing/domain/paymentMethod";
import { CreditCard, Lock, Plus } from "lucide-react";
import { Link } from "react-router-dom";
import { Alert, Button, RadioCards, Skeleton } from "../../../kit";
import { CHECKOUT_PAGE_TEXTS as TEXTS } from "../billingPagesTexts";

/**
 * The payment step: the saved cards (one chosen; the default first), 'Add card' through the card
 * provider's page, then 'Start free trial' / 'Pay £x.xx'. The app only ever sees a card's brand,
 * last four digits and expiry.
 */
export function PaymentStep({
  state,
  summary,
  checkout,
}: {
  state: CheckoutState;
  summary: OrderSummary;
  checkout: Pick<Checkout, "addCard" | "chooseCard" | "submit" | "reloadCards">;
}) {
  const hasCards = state.cards.length > 0;
  const addCard = (
    <Button
      variant={hasCards ? "secondary" : "primary"}
      onPress={() => void checkout.addCard()}
      isPending={state.addingCard}
      className="payment-step__add"
    >
      <Plus size={18} aria-hidden="true" />
      {hasCards ? TEXTS.addAnotherCard : TEXTS.addCard}
    </Button>
  );

  return (
    <section className="checkout-panel payment-step" aria-labelledby="payment-heading">
      <h2 id="payment-heading" className="checkout-panel__heading">
        {TEXTS.paymentHeading}
      </h2>
      <p className="checkout-panel__lead">
        <Lock size={16} aria-hidden="true" />
        {TEXTS.paymentLead}
      </p>

      {state.cardNotice && <Alert kind={state.cardNotice.kind}>{state.cardNotice.text}</Alert>}
      {state.addCardError && <Alert kind="error">{state.addCardError}</Alert>}

      {state.cardsStatus === "loading" && !hasCards && (
        <div className="payment-step__loading" aria-hidden="true">
          <Skeleton width="100%" height={64} />
        </div>
      )}
      {state.cardsStatus === "error" && (
        <Alert
          kind="warning"
          actions={
            <Button variant="secondary" size="sm" onPress={() => void checkout.reloadCards()}>
              {TEXTS.tryAgain}
            </Button>
          }
        >
          {TEXTS.cardsFailed}
        </Alert>
      )}

      {hasCards ? (
        <RadioCards
          label={TEXTS.cardsLabel}
          value={state.selectedCardId}
          onChange={(id) => checkout.chooseCard(id)}
          options={state.cards.map((card) => ({
            value: card.id,
            label: `${cardLabel(card)} · ${expiryLabel(card)}`,
            description: card.isDefault ? TEXTS.defaultCard : undefined,
            icon: <CreditCard size={20} />,
          }))}
        />
      ) : (
        state.cardsStatus === "ready" && <p className="payment-step__empty">{TEXTS.noCards}</p>
      )}
      <div className="payment-step__add-row">{addCard}</div>

      {state.unpaid !== null && (
        <Alert
          kind="warning"
          title={TEXTS.unpaidTitle}
          actions={
            // The plan exists now: its card is fixed where the plan lives, not by a second order.
            <Link to={SUBSCRIPTION_PATH} className="kit-button kit-button--primary kit-button--sm">
              {TEXTS.fixCard}
            </Link>
          }
        >
          {state.unpaid}
        </Alert>
      )}
      {state.payError?.kind === "noCard" && <Alert kind="warning">{state.payError.message}</Alert>}
      {(state.payError?.kind === "refused" || state.payError?.kind === "conflict") && (
        <Alert
          kind="error"
          title={TEXTS.refusedTitle}
          actions={
            state.payError.kind === "conflict" ? (
              <Link to={SUBSCRIPTION_PATH} className="kit-button kit-button--secondary kit-button--sm">
                {TEXTS.seeSubscription}
              </Link>
            ) : undefined
          }
        >
          <p>{state.payError.message}</p>
        </Alert>
      )}

      {state.unpaid === null && (
        <div className="payment-step__submit">
          <Button onPress={() => void checkout.submit()} isPending={state.paying} className="payment-step__pay">
            {summary.submitLabel}
          </Button>
          <p className="payment-step__reassurance">
            {summary.trialDays !== null ? TEXTS.trialReassurance : TEXTS.payReassurance}
          </p>
        </div>
      )}
    </section>
  );
}
