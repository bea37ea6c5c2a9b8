import { EmailField } from "../shared/EmailField";
import { RequestPasswordReset } from "@lectern/core/auth/application/RequestPasswordReset";
import { validateEmail } from "@lectern/core/auth/domain/validators";
import type { FormRules } from "@lectern/core/kernel/formState";
import { type FormEvent, useRef } from "react";
import { useService } from "../../../reactive/useService";
import { FormError } from "../shared/FormError";
import { useFocusFirstInvalid } from "../shared/useFocusFirstInvalid";
import { useForm } from "../shared/useForm";
import { useTask } from "../shared/useTask";
import { SubmitButton } from "../shared/SubmitButton";

interface ForgotValues {
  readonly email: string;
}

const RULES: FormRules<ForgotValues> = { email: validateEmail };

/** The reset request; an unacknowledged request shows the spec's error text (spec 1 §4). */
export function ForgotPasswordForm({ onSent }: { onSent: (email: string) => void }) {
  const requestReset = useService(RequestPasswordReset);
  const form = useForm<ForgotValues>({ email: "" }, RULES);
  const task = useTask((email: string) => requestReset.execute(email));
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstInvalid(formRef, form.failedChecks);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (task.isPending || !form.check()) return;
    const email = form.values.email.trim();
    const result = await task.run(email);
    if (result.ok) onSent(email);
  };

  return (
    <form ref={formRef} className="auth-form" onSubmit={submit} noValidate>
      <FormError error={task.error} />
      <EmailField {...form.text("email")} isDisabled={task.isPending} />
      <div className="auth-form__actions">
        <SubmitButton isPending={task.isPending} pendingText="Sending instructions…">
          Send Instructions
        </SubmitButton>
      </div>
    </form>
  );
}
