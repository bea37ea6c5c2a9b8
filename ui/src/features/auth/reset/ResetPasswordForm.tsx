import { type ResetForm, ResetPassword } from "@lectern/core/auth/application/ResetPassword";
import { passwordChecklist } from "@lectern/core/auth/domain/passwordChecklist";
import { validateNewPassword, validatePasswordRepeat } from "@lectern/core/auth/domain/validators";
import type { FormRules } from "@lectern/core/kernel/formState";
import { type FormEvent, useRef } from "react";
import { PasswordRules } from "../../../kit/PasswordRules";
import { PasswordField } from "../../../kit/plain/PasswordField";
import { useService } from "../../../reactive/useService";
import { FormError } from "../shared/FormError";
import { useFocusFirstInvalid } from "../shared/useFocusFirstInvalid";
import { useForm } from "../shared/useForm";
import { useTask } from "../shared/useTask";
import { SubmitButton } from "../shared/SubmitButton";

const RULES: FormRules<ResetForm> = {
  password: validateNewPassword,
  password_repeat: (repeat, form) => validatePasswordRepeat(form.password, repeat),
};

/** New password twice with the live checklist (spec 1 §2, §5); success signs the user in. */
export function ResetPasswordForm({ token, onDone }: { token: string; onDone: () => void }) {
  const reset = useService(ResetPassword);
  const form = useForm<ResetForm>({ password: "", password_repeat: "" }, RULES);
  const task = useTask((values: ResetForm) => reset.execute(token, values));
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstInvalid(formRef, form.failedChecks);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (task.isPending || !form.check()) return;
    const result = await task.run(form.values);
    if (result.ok) onDone();
  };

  return (
    <form ref={formRef} className="auth-form" onSubmit={submit} noValidate>
      <FormError error={task.error} />
      <PasswordField
        {...form.text("password")}
        label="New password"
        autoComplete="new-password"
        isRequired
        isDisabled={task.isPending}
      />
      <PasswordField
        {...form.text("password_repeat")}
        label="Repeat password"
        autoComplete="new-password"
        isRequired
        isDisabled={task.isPending}
      />
      <PasswordRules checks={[...passwordChecklist(form.values.password)]} />
      <div className="auth-form__actions">
        <SubmitButton isPending={task.isPending} pendingText="Saving your new password…">
          Reset
        </SubmitButton>
      </div>
    </form>
  );
}
