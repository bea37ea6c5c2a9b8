import type { CheckoutPromo } from "@lectern/core/billing/application/Checkout";
import type { Coupon } from "@lectern/core/billing/domain/orderSummary";
import { PROMO_CODE_MAX_LENGTH } from "@lectern/core/billing/domain/promoCodes";
import { CircleCheck } from "lucide-react";
import { Form } from "react-aria-components";
import { Button, TextField } from "../../../kit";
import { CHECKOUT_PAGE_TEXTS as TEXTS } from "../billingPagesTexts";

/** The promo code field (spec 3 §5): 'Apply' asks the server; its message shows under the field. */
export function PromoCodeForm({
  promo,
  coupon,
  onChange,
  onApply,
}: {
  promo: CheckoutPromo;
  coupon: Coupon | null;
  onChange: (input: string) => void;
  onApply: () => void;
}) {
  return (
    <section className="checkout-panel" aria-labelledby="promo-heading">
      <h2 id="promo-heading" className="checkout-panel__heading">
        {TEXTS.promoHeading}
      </h2>
      <Form
        className="promo-form"
        validationBehavior="aria"
        onSubmit={(event) => {
          event.preventDefault();
          onApply();
        }}
      >
        <div className="promo-form__field">
          <TextField
            label={TEXTS.promoLabel}
            name="promoCode"
            value={promo.input}
            onChange={onChange}
            error={promo.error ?? undefined}
            description={TEXTS.promoDescription}
            autoComplete="off"
            maxLength={PROMO_CODE_MAX_LENGTH}
          />
        </div>
        <Button type="submit" variant="secondary" isPending={promo.applying} className="promo-form__apply">
          {TEXTS.apply}
        </Button>
      </Form>
      {coupon && (
        <p className="promo-form__applied">
          <CircleCheck size={16} aria-hidden="true" />
          {TEXTS.promoApplied(coupon.code, coupon.percentOff)}
        </p>
      )}
    </section>
  );
}
