import { EmailField } from "../shared/EmailField";
import type { SignUpForm } from "@lectern/core/auth/application/SignUp";
import { passwordChecklist } from "@lectern/core/auth/domain/passwordChecklist";
import { type FormEvent, useRef } from "react";
import { PasswordRules } from "../../../kit/PasswordRules";
import { Button } from "../../../kit/plain/Button";
import { PasswordField } from "../../../kit/plain/PasswordField";
import type { Form } from "../shared/useForm";
import { useFocusFirstInvalid } from "../shared/useFocusFirstInvalid";
import { AgreementCheckbox } from "./AgreementCheckbox";
import { ACCOUNT_STEP_FIELDS } from "./registrationRules";

/** Sign-up step 1: e-mail, password with its live checklist, and the agreement (spec 1 §2). */
export function AccountStep({ form, onNext }: { form: Form<SignUpForm>; onNext: () => void }) {
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstInvalid(formRef, form.failedChecks);

  const next = (event: FormEvent) => {
    event.preventDefault();
    if (form.check(ACCOUNT_STEP_FIELDS)) onNext();
  };

  return (
    <form ref={formRef} className="auth-form" onSubmit={next} noValidate>
      <EmailField {...form.text("email")} />
      <PasswordField {...form.text("password")} label="Password" autoComplete="new-password" isRequired />
      <PasswordRules checks={[...passwordChecklist(form.values.password)]} />
      <AgreementCheckbox
        isSelected={form.values.agreement}
        onChange={(agreed) => {
          form.set("agreement", agreed);
          form.touch("agreement");
        }}
        onBlur={() => form.touch("agreement")}
        error={form.errors.agreement}
      />
      <div className="auth-form__actions">
        <Button type="submit">Next</Button>
      </div>
    </form>
  );
}
