import { ApiClient } from "@lectern/core/api/ApiClient";
import { validateEmail } from "@lectern/core/auth/domain/validators";
import { errorText } from "@lectern/core/kernel/ApiError";
import { PlatformPort } from "@lectern/core/ports/PlatformPort";
import { type FormEvent, useMemo, useState } from "react";
import { Alert, Button, TextField } from "../../kit";
import { useService } from "../../reactive/useService";
import { AssertDemoSso } from "./AssertDemoSso";

/** The demo provider's one field. Success leaves with a full page load, as a real provider's redirect does. */
export function DemoSsoForm({
  organisation,
  provider,
  initialEmail,
}: {
  organisation: string;
  provider: string;
  initialEmail: string;
}) {
  const api = useService(ApiClient);
  const platform = useService<PlatformPort>(PlatformPort);
  const assertSso = useMemo(() => new AssertDemoSso(api), [api]);
  const [email, setEmail] = useState(initialEmail);
  const [touched, setTouched] = useState(false);
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const invalid = validateEmail(email);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (invalid || pending) return;
    setPending(true);
    setFailure(null);
    try {
      platform.assign(await assertSso.execute({ organisation, provider, email }));
    } catch (error) {
      setFailure(error);
      setPending(false);
    }
  };

  return (
    <form className="demo-sso__form" onSubmit={submit} noValidate>
      {failure ? <Alert kind="error">{errorText(failure)}</Alert> : null}
      <TextField
        label="Email"
        name="email"
        type="email"
        autoComplete="email"
        value={email}
        onChange={setEmail}
        onBlur={() => setTouched(true)}
        error={touched && invalid ? invalid : undefined}
        isRequired
        isDisabled={pending}
      />
      <Button type="submit" isPending={pending}>
        Continue
      </Button>
    </form>
  );
}
