import { EmailField } from "../shared/EmailField";
import {
  type LoginForm as LoginValues,
  type LoginOutcome,
  LoginWithPassword,
} from "@lectern/core/auth/application/LoginWithPassword";
import { validateEmail, validateLoginPassword } from "@lectern/core/auth/domain/validators";
import type { FormRules } from "@lectern/core/kernel/formState";
import { type FormEvent, useEffect, useRef } from "react";
import { Link } from "react-router-dom";
import { PasswordField } from "../../../kit/plain/PasswordField";
import { useService } from "../../../reactive/useService";
import { FormError } from "../shared/FormError";
import { useFocusFirstInvalid } from "../shared/useFocusFirstInvalid";
import { useForm } from "../shared/useForm";
import { useTask } from "../shared/useTask";
import { SubmitButton } from "../shared/SubmitButton";

const RULES: FormRules<LoginValues> = { email: validateEmail, password: validateLoginPassword };

/**
 * Email and password (spec 1 §2). While submitting the form is disabled and the old error cleared;
 * a failure shows the server's title and gives the form back (spec 1 §4).
 */
export function LoginForm({ onSuccess }: { onSuccess: (outcome: LoginOutcome) => void }) {
  const login = useService(LoginWithPassword);
  const form = useForm<LoginValues>({ email: "", password: "", remember: true }, RULES);
  const task = useTask((values: LoginValues) => login.execute(values));
  const formRef = useRef<HTMLFormElement>(null);
  const errorRef = useRef<HTMLDivElement>(null);
  useFocusFirstInvalid(formRef, form.failedChecks);

  // Disabling the fields drops focus; after a failure it goes to the message so nobody is stranded.
  useEffect(() => {
    if (task.error) errorRef.current?.focus();
  }, [task.error]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (task.isPending || !form.check()) return;
    const result = await task.run(form.values);
    if (result.ok) onSuccess(result.value);
  };

  return (
    <form ref={formRef} className="auth-form" onSubmit={submit} noValidate>
      <div ref={errorRef} tabIndex={-1} className="auth-form__error">
        <FormError error={task.error} />
      </div>
      <EmailField {...form.text("email")} isDisabled={task.isPending} />
      <div className="auth-field-with-link">
        <PasswordField
          {...form.text("password")}
          label="Password"
          autoComplete="current-password"
          isRequired
          isDisabled={task.isPending}
        />
        <Link to="/auth/forgot" className="auth-field-with-link__link">
          Forgot password?
        </Link>
      </div>
      <div className="auth-form__actions">
        <SubmitButton isPending={task.isPending} pendingText="Logging in…">
          Login
        </SubmitButton>
      </div>
    </form>
  );
}
