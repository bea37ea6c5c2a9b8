import type { PersonalDetails, PersonalDetailsState } from "@lectern/core/profile/application/PersonalDetails";
import type { PersonalDetailsField } from "@lectern/core/profile/domain/personalDetails";
import { CircleCheck } from "lucide-react";
import { type FormEvent, useId, useMemo, useRef } from "react";
import { Button, Select, TextField } from "../../../kit";
import { currencyLabel } from "./currencyLabel";
import { NAME_MAX, PERSONAL_TEXTS as TEXTS } from "./personalTexts";
import { ReadOnlyField } from "./ReadOnlyField";
import { useOnChange } from "./useOnChange";

export interface PersonalDetailsFormProps {
  details: PersonalDetails;
  state: PersonalDetailsState;
}

/** The Select's key for "no currency of my own" (react-aria keys cannot be empty). */
const NO_CURRENCY = "none";

/**
 * The personal details (spec 3 §3 "Profile"; issue 14): names (128 characters, counted as you type),
 * the account's e-mail (read-only), a secondary e-mail, phone code and number, institution, referral
 * and currency. 'Save changes' waits for a change; a refused save moves focus to the first message.
 */
export function PersonalDetailsForm({ details, state }: PersonalDetailsFormProps) {
  const formRef = useRef<HTMLFormElement>(null);
  const headingId = useId();
  const { draft, errors } = state;

  // After a refused save, the first message's field takes the focus (WCAG 3.3.1).
  useOnChange(state.refusals, () => {
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  });

  // 'Save changes' turns disabled once saved, which would drop the keyboard focus on the page's body:
  // it goes to the saved message instead (read out by the live region either way).
  const statusRef = useRef<HTMLOutputElement>(null);
  useOnChange(state.announcement?.id, (id) => {
    if (id === undefined) return;
    const active = document.activeElement;
    if (active === null || active === document.body || formRef.current?.contains(active)) {
      statusRef.current?.focus();
    }
  });

  const currencies = useMemo(() => {
    const codes = new Set(state.currencies);
    if (state.saved.currency) codes.add(state.saved.currency.toUpperCase());
    return [
      { id: NO_CURRENCY, label: TEXTS.currencyNone },
      ...[...codes].sort().map((code) => ({ id: code, label: currencyLabel(code) })),
    ];
  }, [state.currencies, state.saved.currency]);

  const text = (field: PersonalDetailsField) => ({
    name: field,
    value: draft[field],
    onChange: (value: string) => details.edit(field, value),
    error: errors[field],
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void details.save();
  };

  const saved = !state.saving && !state.dirty && state.announcement !== null;

  return (
    <form
      ref={formRef}
      className="personal-card personal-form"
      aria-labelledby={headingId}
      onSubmit={submit}
      noValidate
    >
      <h2 id={headingId} className="personal-card__heading">
        {TEXTS.detailsHeading}
      </h2>

      <fieldset className="personal-form__group">
        <legend className="personal-form__legend">{TEXTS.nameGroup}</legend>
        <div className="personal-form__row">
          <TextField
            {...text("firstName")}
            label={TEXTS.firstName}
            autoComplete="given-name"
            maxLength={NAME_MAX}
            description={TEXTS.counter(draft.firstName.length, NAME_MAX)}
            isRequired
          />
          <TextField
            {...text("lastName")}
            label={TEXTS.lastName}
            autoComplete="family-name"
            maxLength={NAME_MAX}
            description={TEXTS.counter(draft.lastName.length, NAME_MAX)}
            isRequired
          />
        </div>
      </fieldset>

      <fieldset className="personal-form__group">
        <legend className="personal-form__legend">{TEXTS.contactGroup}</legend>
        <div className="personal-form__row">
          <ReadOnlyField label={TEXTS.email} value={state.email} description={TEXTS.emailHint} />
          <TextField
            {...text("secondaryEmail")}
            type="email"
            label={TEXTS.secondaryEmail}
            autoComplete="email"
            description={TEXTS.secondaryEmailHint}
          />
        </div>
        <div className="personal-form__row personal-form__row--phone">
          <TextField
            {...text("phoneCode")}
            type="tel"
            label={TEXTS.phoneCode}
            autoComplete="tel-country-code"
            placeholder="+44"
            description={TEXTS.phoneCodeHint}
            maxLength={5}
          />
          <TextField
            {...text("phoneNumber")}
            type="tel"
            label={TEXTS.phoneNumber}
            autoComplete="tel-national"
            description={TEXTS.phoneNumberHint}
          />
        </div>
      </fieldset>

      <fieldset className="personal-form__group">
        <legend className="personal-form__legend">{TEXTS.studiesGroup}</legend>
        <div className="personal-form__row">
          <TextField
            {...text("institution")}
            label={TEXTS.institution}
            autoComplete="organization"
            description={TEXTS.institutionHint}
          />
          <TextField {...text("referral")} label={TEXTS.referral} autoComplete="off" description={TEXTS.referralHint} />
        </div>
        <div className="personal-form__row">
          <div className="personal-form__currency">
            <Select
              label={TEXTS.currency}
              name="currency"
              items={currencies}
              selectedKey={draft.currency ? draft.currency.toUpperCase() : NO_CURRENCY}
              onSelectionChange={(id) => details.edit("currency", id === NO_CURRENCY ? "" : id)}
              error={errors.currency}
            />
            <p className="kit-field__description">{TEXTS.currencyHint}</p>
          </div>
        </div>
      </fieldset>

      <div className="personal-form__footer">
        <div className="personal-form__messages">
          {/* Present from the start, so the saved message is read out when it appears. */}
          <output ref={statusRef} tabIndex={-1} className="personal-form__status personal-form__status--saved">
            {saved && (
              <>
                <CircleCheck size={18} aria-hidden="true" />
                {state.announcement?.text}
              </>
            )}
          </output>
          {!saved && <p className="personal-form__status">{state.dirty ? TEXTS.unsaved : TEXTS.noChanges}</p>}
        </div>
        <Button type="submit" isDisabled={!state.dirty} isPending={state.saving}>
          {TEXTS.save}
        </Button>
      </div>
    </form>
  );
}
