import { EmailField } from "../shared/EmailField";
import { LookUpOrganisations } from "@lectern/core/auth/application/LookUpOrganisations";
import { validateEmail } from "@lectern/core/auth/domain/validators";
import type { Organisation } from "@lectern/core/api/resources/organisationsReply";
import { errorText } from "@lectern/core/kernel/ApiError";
import type { FormRules } from "@lectern/core/kernel/formState";
import { PlatformPort } from "@lectern/core/ports/PlatformPort";
import { type FormEvent, useRef } from "react";
import { Alert } from "../../../kit/Alert";
import { useService } from "../../../reactive/useService";
import { useFocusFirstInvalid } from "../shared/useFocusFirstInvalid";
import { useForm } from "../shared/useForm";
import { useTask } from "../shared/useTask";
import { SubmitButton } from "../shared/SubmitButton";

interface EmailValues {
  readonly email: string;
}

const RULES: FormRules<EmailValues> = { email: validateEmail };

const NO_ORGANISATION =
  "We couldn't find an organisation that signs in with this email. Check the address, or log in with email and password.";

/** Step 1 of company login: the e-mail whose domain names the organisations (spec 1 §2). */
export function SsoEmailStep({
  initialEmail,
  onFound,
}: {
  initialEmail: string;
  onFound: (email: string, organisations: readonly Organisation[]) => void;
}) {
  const lookUp = useService(LookUpOrganisations);
  const platform = useService<PlatformPort>(PlatformPort);
  const form = useForm<EmailValues>({ email: initialEmail }, RULES);
  const task = useTask((email: string) => lookUp.execute(email, platform.variant));
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstInvalid(formRef, form.failedChecks);
  const nothingFound = !task.isPending && task.lastValue?.length === 0;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (task.isPending || !form.check()) return;
    const email = form.values.email.trim();
    const result = await task.run(email);
    if (result.ok && result.value.length > 0) onFound(email, result.value);
  };

  return (
    <form ref={formRef} className="auth-form" onSubmit={submit} noValidate>
      {/* Spec 1 §8: a failed lookup shows the error text from the answer. */}
      {task.error ? <Alert kind="error">{errorText(task.error)}</Alert> : null}
      {nothingFound && <Alert kind="warning">{NO_ORGANISATION}</Alert>}
      <EmailField
        {...form.text("email")}
        placeholder="you@university.edu"
        description="Use the address your school or company gave you."
        isDisabled={task.isPending}
      />
      <div className="auth-form__actions">
        <SubmitButton isPending={task.isPending} pendingText="Looking up your organisation…">
          Next
        </SubmitButton>
      </div>
    </form>
  );
}
