import type { SignUpForm } from "@lectern/core/auth/application/SignUp";
import { LoadCountries } from "@lectern/core/auth/application/LoadCountries";
import { type FormEvent, Suspense, useMemo, useRef } from "react";
import { Alert } from "../../../kit/Alert";
import { Button } from "../../../kit/plain/Button";
import { TextField } from "../../../kit/plain/TextField";
import { lazyNamed } from "../../shell/lazyNamed";
import { useService } from "../../../reactive/useService";
import { FormError } from "../shared/FormError";
import type { Form } from "../shared/useForm";
import { useFocusFirstInvalid } from "../shared/useFocusFirstInvalid";
import { useLoadOnMount } from "../../../hooks/useLoadOnMount";
import { SubmitButton } from "../shared/SubmitButton";

// The one react-aria widget of the sign-in pages: fetched when step 2 opens, not with /auth/login.
const CountryCombobox = lazyNamed(() => import("../../../kit/CountryCombobox"), "CountryCombobox");

/** Sign-up step 2: names, country and the optional referral code (spec 1 §2). */
export function ProfileStep({
  form,
  onSubmit,
  isPending,
  error,
}: {
  form: Form<SignUpForm>;
  onSubmit: () => void;
  isPending: boolean;
  error: unknown;
}) {
  const loadCountries = useService(LoadCountries);
  const countries = useLoadOnMount(() => loadCountries.execute());
  const loaded = countries.status === "done" ? countries.value : null;
  const items = useMemo(() => (loaded ?? []).map((country) => ({ id: country.code, label: country.name })), [loaded]);
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstInvalid(formRef, form.failedChecks);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!isPending && form.check()) onSubmit();
  };

  return (
    <form ref={formRef} className="auth-form" onSubmit={submit} noValidate>
      <FormError error={error} />
      <div className="auth-form__row">
        <TextField
          {...form.text("first_name")}
          label="First name"
          autoComplete="given-name"
          isRequired
          isDisabled={isPending}
        />
        <TextField
          {...form.text("last_name")}
          label="Last name"
          autoComplete="family-name"
          isRequired
          isDisabled={isPending}
        />
      </div>
      {countries.status === "failed" ? (
        <Alert
          kind="error"
          title="Countries could not be loaded"
          actions={
            <Button variant="secondary" size="sm" onClick={countries.retry}>
              Try again
            </Button>
          }
        >
          Check your connection, then try again.
        </Alert>
      ) : (
        <Suspense fallback={<CountryPlaceholder />}>
          <CountryCombobox
            label="Country"
            name="country"
            items={items}
            selectedKey={form.values.country || null}
            onSelectionChange={(id) => form.set("country", id ?? "")}
            onBlur={() => form.touch("country")}
            error={form.errors.country}
            placeholder={countries.status === "running" ? "Loading countries…" : "Start typing a country"}
            isRequired
            isDisabled={isPending || countries.status === "running"}
          />
        </Suspense>
      )}
      <TextField
        {...form.text("referral")}
        label="Referral code"
        description="Optional. A friend's code or a licence key."
        autoComplete="off"
        isDisabled={isPending}
      />
      <div className="auth-form__actions">
        <SubmitButton isPending={isPending} pendingText="Creating your account…">
          Sign Up
        </SubmitButton>
      </div>
    </form>
  );
}

/** The country field's frame while its picker loads: same label and place, nothing to type into yet. */
function CountryPlaceholder() {
  return (
    <TextField
      label="Country"
      name="country"
      value=""
      onChange={() => undefined}
      placeholder="Loading countries…"
      isRequired
      isDisabled
    />
  );
}
