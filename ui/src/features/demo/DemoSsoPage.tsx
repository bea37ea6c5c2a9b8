import { ApiClient } from "@lectern/core/api/ApiClient";
import { PlatformPort } from "@lectern/core/ports/PlatformPort";
import { ShieldCheck } from "lucide-react";
import { useMemo } from "react";
import { useParams, useSearchParams } from "react-router-dom";
import { Spinner } from "../../kit";
import { useLoadOnMount } from "../../hooks/useLoadOnMount";
import { useService } from "../../reactive/useService";
import { DemoLayout } from "./DemoLayout";
import { DemoSsoForm } from "./DemoSsoForm";
import { DescribeDemoSso, nameFromId } from "./DescribeDemoSso";

/**
 * /demo/sso/{organisation}/{provider}: a stand-in for an organisation's identity provider. A real
 * one would check a password; this one vouches for the e-mail and hands a token back to Lectern.
 */
export function DemoSsoPage() {
  const { organisation = "", provider = "" } = useParams();
  const [params] = useSearchParams();
  const loginHint = params.get("login_hint");
  const api = useService(ApiClient);
  const platform = useService<PlatformPort>(PlatformPort);
  const describe = useMemo(() => new DescribeDemoSso(api), [api]);
  const names = useLoadOnMount(
    () => describe.execute(organisation, provider, loginHint, platform.variant),
    `${organisation}/${provider}/${loginHint ?? ""}`,
  );

  if (names.status === "running") {
    return (
      <DemoLayout title="Demo identity provider">
        <Spinner label="Opening the sign-in page" showLabel block />
      </DemoLayout>
    );
  }
  const { organisation: organisationName, provider: providerName } =
    names.status === "done" ? names.value : { organisation: nameFromId(organisation), provider: nameFromId(provider) };

  return (
    <DemoLayout title={`Sign in to ${organisationName}`}>
      <div className="demo-sso">
        <span className="demo-sso__badge" aria-hidden="true">
          <ShieldCheck size={28} />
        </span>
        <h1 className="demo-sso__title">Sign in to {organisationName} — demo identity provider</h1>
        <p className="demo-sso__lead">
          This page plays the part of <strong>{providerName}</strong>. It doesn't ask for a password: it confirms the
          email belongs to {organisationName} and signs you in to Lectern.
        </p>
        <DemoSsoForm organisation={organisation} provider={provider} initialEmail={loginHint ?? ""} />
      </div>
    </DemoLayout>
  );
}
