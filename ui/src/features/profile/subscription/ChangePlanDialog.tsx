import type { PlanChoice, SubscriptionCenterState } from "@lectern/core/billing/application/SubscriptionCenter";
import { formatPrice } from "@lectern/core/auth/domain/trialOffer";
import { useState } from "react";
import { Alert, Button, ModalDialog, RadioCards, Spinner } from "../../../kit";
import { SUBSCRIPTION_PAGE_TEXTS } from "./subscriptionTexts";

const TEXTS = SUBSCRIPTION_PAGE_TEXTS.changeDialog;

interface ChangePlanDialogProps {
  readonly isOpen: boolean;
  readonly state: SubscriptionCenterState;
  readonly onClose: () => void;
  readonly onChange: (priceId: string) => Promise<void>;
}

const pricesText = (choice: PlanChoice): string => choice.prices.map((price) => formatPrice(price)).join(" or ");

/**
 * Change plan (PATCH billing/subscriptions/{id} { price_id }): first the plan, then how often it is
 * billed — two short groups rather than one long list of every product and interval.
 */
export function ChangePlanDialog({ isOpen, state, onClose, onChange }: ChangePlanDialogProps) {
  const [productId, setProductId] = useState<string | null>(null);
  const [priceId, setPriceId] = useState<string | null>(null);
  const plans = state.plans;
  const choices = plans.status === "ready" ? plans.choices : [];
  const chosen = choices.find((choice) => choice.product.id === productId) ?? null;
  const close = () => {
    setProductId(null);
    setPriceId(null);
    onClose();
  };
  const pickProduct = (id: string) => {
    setProductId(id);
    // The first interval is picked for the person; the other is one arrow key away.
    setPriceId(choices.find((choice) => choice.product.id === id)?.prices[0]?.id ?? null);
  };
  return (
    <ModalDialog
      title={TEXTS.title}
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open) close();
      }}
      size="md"
      footer={
        <>
          <Button variant="secondary" onPress={close}>
            {TEXTS.cancel}
          </Button>
          <Button
            variant="primary"
            isDisabled={priceId === null}
            isPending={state.busy === "change"}
            onPress={() => {
              if (priceId) void onChange(priceId).then(close);
            }}
          >
            {TEXTS.confirm}
          </Button>
        </>
      }
    >
      <div className="subscription-change">
        <p className="subscription-dialog__intro">{TEXTS.intro}</p>
        {(plans.status === "loading" || plans.status === "idle") && <Spinner block showLabel label={TEXTS.loading} />}
        {plans.status === "error" && <Alert kind="error">{plans.message}</Alert>}
        {plans.status === "ready" && choices.length === 0 && <Alert kind="info">{TEXTS.none}</Alert>}
        {choices.length > 0 && (
          <RadioCards
            label={TEXTS.label}
            options={choices.map((choice) => ({
              value: choice.product.id,
              label: choice.product.attributes.name,
              description: pricesText(choice),
            }))}
            value={productId}
            onChange={pickProduct}
          />
        )}
        {chosen && chosen.prices.length > 0 && (
          <RadioCards
            label={TEXTS.billing}
            orientation="horizontal"
            options={chosen.prices.map((price) => ({ value: price.id, label: formatPrice(price) }))}
            value={priceId}
            onChange={setPriceId}
          />
        )}
      </div>
    </ModalDialog>
  );
}
