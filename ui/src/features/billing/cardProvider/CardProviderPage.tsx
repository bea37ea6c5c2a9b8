import { CardProviderSession } from "@lectern/core/billing/application/CardProviderSession";
import { CARD_FIELDS, type CardField } from "@lectern/core/billing/domain/cardRules";
import { AlertTriangle, CheckCircle2, Clock3, Lock, ShieldCheck } from "lucide-react";
import { useEffect, useRef } from "react";
import { Form } from "react-aria-components";
import { Link, useParams } from "react-router-dom";
import { usePageTitle } from "../../../hooks/usePageTitle";
import { Alert, Button, Skeleton } from "../../../kit";
import { useObservable } from "../../../reactive/useObservable";
import { useBillingService } from "../useBillingService";
import { ProviderField } from "./ProviderField";
import { PROVIDER_PAGE_TEXTS as TEXTS } from "./providerTexts";
import { TestCardList } from "./TestCardList";
import "./CardProviderPage.css";

/**
 * /demo-card/{setupId}: the demo card provider's hosted page (contract 14), visibly another party.
 * Lectern's own pages never see the number typed here: the provider keeps it and hands the app a
 * saved card (brand, last four, expiry) when the browser goes back.
 */
export function CardProviderPage() {
  usePageTitle(TEXTS.title, TEXTS.brand);
  const { setupId = "" } = useParams();
  const provider = useBillingService(CardProviderSession);
  const state = useObservable(provider.state$, provider.state);
  const numberRef = useRef<HTMLInputElement>(null);
  const expiryRef = useRef<HTMLInputElement>(null);
  const cvcRef = useRef<HTMLInputElement>(null);
  const postalCodeRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    void provider.open(setupId);
  }, [provider, setupId]);

  const save = async () => {
    await provider.save();
    // A refused form: the person lands on the first field to fix.
    const inputs: Record<CardField, HTMLInputElement | null> = {
      number: numberRef.current,
      expiry: expiryRef.current,
      cvc: cvcRef.current,
      postalCode: postalCodeRef.current,
    };
    const first = CARD_FIELDS.find((field) => provider.state.errors[field]);
    if (first) inputs[first]?.focus();
  };

  return (
    <div className="card-provider">
      <header className="card-provider__bar">
        <span className="card-provider__brand">
          <span className="card-provider__mark" aria-hidden="true">
            <ShieldCheck size={20} />
          </span>
          {TEXTS.brand}
        </span>
        <span className="card-provider__mode">{TEXTS.testMode}</span>
      </header>

      <div className="card-provider__content">
        <output className="kit-visually-hidden" aria-live="polite">
          {state.status === "loading" ? TEXTS.loading : (state.announcement?.text ?? "")}
        </output>

        {state.status === "loading" && (
          <div className="card-provider__panel" aria-hidden="true" data-testid="card-provider-skeleton">
            <Skeleton width="45%" height={28} />
            <Skeleton width="80%" height={16} />
            {[0, 1, 2].map((line) => (
              <Skeleton key={line} width="100%" height={48} />
            ))}
            <Skeleton width="100%" height={44} />
          </div>
        )}

        {state.status === "expired" && (
          <section className="card-provider__panel card-provider__state" aria-labelledby="provider-state-heading">
            <Clock3 size={32} aria-hidden="true" className="card-provider__state-icon" />
            <h1 id="provider-state-heading">{TEXTS.expiredTitle}</h1>
            <p>{state.error}</p>
            <Link to="/" className="card-provider__button card-provider__button--secondary">
              {TEXTS.backToLectern}
            </Link>
          </section>
        )}

        {state.status === "error" && (
          <section className="card-provider__panel card-provider__state" aria-labelledby="provider-state-heading">
            <AlertTriangle size={32} aria-hidden="true" className="card-provider__state-icon" />
            <h1 id="provider-state-heading">{TEXTS.errorTitle}</h1>
            <p>{state.error}</p>
            <Button onPress={() => void provider.open(setupId)}>{TEXTS.tryAgain}</Button>
          </section>
        )}

        {state.status === "saved" && (
          <section className="card-provider__panel card-provider__state" aria-labelledby="provider-state-heading">
            <CheckCircle2
              size={32}
              aria-hidden="true"
              className="card-provider__state-icon card-provider__state-icon--ok"
            />
            <h1 id="provider-state-heading">{TEXTS.savedTitle}</h1>
            <p>{TEXTS.savedText}</p>
            <Button onPress={() => provider.returnSaved()}>{TEXTS.returnToLectern}</Button>
          </section>
        )}

        {state.status === "open" && state.setup && (
          <div className="card-provider__layout">
            <section className="card-provider__panel" aria-labelledby="provider-heading">
              <h1 id="provider-heading" className="card-provider__heading">
                {TEXTS.heading}
              </h1>
              <p className="card-provider__merchant">{TEXTS.merchant}</p>

              {state.decline !== null && (
                <Alert kind="error" title={TEXTS.declinedTitle}>
                  <p>{state.decline}</p>
                </Alert>
              )}
              {state.problem !== null && (
                <Alert kind="error" title={TEXTS.problemTitle}>
                  <p>{state.problem}</p>
                </Alert>
              )}

              <Form
                className="card-provider__form"
                validationBehavior="aria"
                aria-labelledby="provider-heading"
                onSubmit={(event) => {
                  event.preventDefault();
                  void save();
                }}
              >
                <ProviderField
                  label={TEXTS.number}
                  name="number"
                  value={state.form.number}
                  onChange={(value) => provider.set("number", value)}
                  onBlur={() => provider.blur("number")}
                  error={state.errors.number}
                  inputMode="numeric"
                  autoComplete="cc-number"
                  placeholder="1234 1234 1234 1234"
                  maxLength={23}
                  inputRef={numberRef}
                  autoFocus
                />
                <div className="card-provider__row">
                  <ProviderField
                    label={TEXTS.expiry}
                    name="expiry"
                    value={state.form.expiry}
                    onChange={(value) => provider.set("expiry", value)}
                    onBlur={() => provider.blur("expiry")}
                    error={state.errors.expiry}
                    inputMode="numeric"
                    autoComplete="cc-exp"
                    placeholder="MM / YY"
                    maxLength={7}
                    inputRef={expiryRef}
                  />
                  <ProviderField
                    label={TEXTS.cvc}
                    name="cvc"
                    value={state.form.cvc}
                    onChange={(value) => provider.set("cvc", value)}
                    onBlur={() => provider.blur("cvc")}
                    error={state.errors.cvc}
                    description={TEXTS.cvcDescription}
                    inputMode="numeric"
                    autoComplete="cc-csc"
                    placeholder="123"
                    maxLength={4}
                    inputRef={cvcRef}
                  />
                </div>
                <ProviderField
                  label={TEXTS.postalCode}
                  name="postalCode"
                  value={state.form.postalCode}
                  onChange={(value) => provider.set("postalCode", value)}
                  onBlur={() => provider.blur("postalCode")}
                  error={state.errors.postalCode}
                  autoComplete="postal-code"
                  placeholder="SW1A 1AA"
                  maxLength={16}
                  inputRef={postalCodeRef}
                />
                <div className="card-provider__actions">
                  <Button type="submit" isPending={state.saving} className="card-provider__save">
                    <Lock size={16} aria-hidden="true" />
                    {TEXTS.save}
                  </Button>
                  <Button variant="secondary" onPress={() => provider.cancel()} isDisabled={state.saving}>
                    {TEXTS.cancel}
                  </Button>
                </div>
              </Form>
              <p className="card-provider__secure">
                <Lock size={14} aria-hidden="true" />
                {TEXTS.secure}
              </p>
            </section>

            <TestCardList
              cards={state.setup.testCards}
              onUse={(number) => {
                provider.fillTestCard(number);
                numberRef.current?.focus();
              }}
            />
          </div>
        )}
      </div>
      <footer className="card-provider__footer">{TEXTS.footer}</footer>
    </div>
  );
}
