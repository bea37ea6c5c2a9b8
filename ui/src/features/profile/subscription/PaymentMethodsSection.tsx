import type { BillingOutcome } from "@lectern/core/billing/application/SubscriptionCenter";
import type {
  PaymentMethodsManager,
  PaymentMethodsState,
} from "@lectern/core/billing/application/PaymentMethodsManager";
import { type PaymentMethod, cardLabel, expiryLabel } from "@lectern/core/billing/domain/paymentMethod";
import { CreditCard, Plus } from "lucide-react";
import { useState } from "react";
import { Button, ConfirmDialog, DialogIcon } from "../../../kit";
import { StateBadge } from "./StateBadge";
import { SectionLoadState } from "./SectionLoadState";
import { SUBSCRIPTION_PAGE_TEXTS } from "./subscriptionTexts";

const TEXTS = SUBSCRIPTION_PAGE_TEXTS.cards;

interface PaymentMethodsSectionProps {
  readonly cards: PaymentMethodsManager;
  readonly state: PaymentMethodsState;
  readonly onAddCard: () => void;
  readonly report: (outcome: BillingOutcome) => void;
}

/** Saved cards: the default one marked, make default, remove (confirmed), add through the provider. */
export function PaymentMethodsSection({ cards, state, onAddCard, report }: PaymentMethodsSectionProps) {
  const [removing, setRemoving] = useState<PaymentMethod | null>(null);
  const addButton = (
    <Button variant="secondary" onPress={onAddCard} isPending={state.startingSetup}>
      <Plus size={16} aria-hidden="true" />
      {TEXTS.add}
    </Button>
  );
  return (
    <section className="subscription-card subscription-cards" aria-labelledby="cards-heading">
      <div className="subscription-card__head">
        <div>
          <h2 id="cards-heading" className="subscription-card__heading">
            {TEXTS.heading}
          </h2>
          <p className="subscription-card__description">{TEXTS.description}</p>
        </div>
        {state.status === "ready" && state.methods.length > 0 && addButton}
      </div>
      <SectionLoadState
        status={state.status}
        error={state.error}
        loadingText={TEXTS.loading}
        failedTitle={TEXTS.loadFailed}
        rows={2}
        rowHeight={56}
        className="subscription-cards__loading"
        onRetry={() => void cards.refresh()}
      />
      {state.status === "ready" && state.methods.length === 0 && (
        <div className="subscription-cards__none">
          <CreditCard size={28} aria-hidden="true" />
          <div>
            <h3 className="subscription-cards__none-title">{TEXTS.noneTitle}</h3>
            <p>{TEXTS.noneText}</p>
          </div>
          {addButton}
        </div>
      )}
      {state.status === "ready" && state.methods.length > 0 && (
        <ul className="subscription-cards__list" aria-label={TEXTS.heading}>
          {state.methods.map((method) => (
            <CardRow
              key={method.id}
              method={method}
              busy={state.busyId === method.id}
              anyBusy={state.busyId !== null}
              onMakeDefault={() => void cards.makeDefault(method.id).then(report)}
              onRemove={() => setRemoving(method)}
            />
          ))}
        </ul>
      )}
      <ConfirmDialog
        isOpen={removing !== null}
        title={removing ? TEXTS.removeTitle(cardLabel(removing)) : ""}
        message={TEXTS.removeMessage}
        confirmLabel={TEXTS.removeConfirm}
        cancelLabel={TEXTS.keep}
        confirmVariant="danger"
        image={<DialogIcon kind="remove" />}
        isPending={removing !== null && state.busyId === removing.id}
        onConfirm={() => {
          if (!removing) return;
          void cards.remove(removing.id).then((outcome) => {
            setRemoving(null);
            report(outcome);
          });
        }}
        onCancel={() => setRemoving(null)}
      />
    </section>
  );
}

interface CardRowProps {
  readonly method: PaymentMethod;
  readonly busy: boolean;
  readonly anyBusy: boolean;
  readonly onMakeDefault: () => void;
  readonly onRemove: () => void;
}

function CardRow({ method, busy, anyBusy, onMakeDefault, onRemove }: CardRowProps) {
  const label = cardLabel(method);
  return (
    <li className="subscription-cards__item">
      <span
        className={`subscription-cards__brand subscription-cards__brand--${brandClass(method.brand)}`}
        aria-hidden="true"
      >
        {brandMark(method.brand)}
      </span>
      <div className="subscription-cards__text">
        <p className="subscription-cards__label">
          {label}
          {method.isDefault && <StateBadge label={TEXTS.defaultBadge} tone="success" />}
        </p>
        <p className="subscription-cards__expiry">{TEXTS.expires(expiryLabel(method))}</p>
      </div>
      <div className="subscription-cards__actions">
        {!method.isDefault && (
          <Button
            variant="ghost"
            size="sm"
            aria-label={`${TEXTS.makeDefault}: ${label}`}
            onPress={onMakeDefault}
            isPending={busy}
            isDisabled={anyBusy && !busy}
          >
            {TEXTS.makeDefault}
          </Button>
        )}
        <Button
          variant="ghost"
          size="sm"
          aria-label={`${TEXTS.remove} ${label}`}
          onPress={onRemove}
          isDisabled={anyBusy}
        >
          {TEXTS.remove}
        </Button>
      </div>
    </li>
  );
}

const brandClass = (brand: string): string => brand.toLowerCase().replace(/[^a-z]+/g, "-") || "card";

/** A short mark for the card's brand tile (decorative: the label names the brand). */
const brandMark = (brand: string): string => {
  if (/^visa$/i.test(brand)) return "VISA";
  if (/master/i.test(brand)) return "MC";
  if (/american/i.test(brand)) return "AMEX";
  return "CARD";
};
