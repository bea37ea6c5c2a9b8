import type { Organisation } from "@lectern/core/api/resources/organisationsReply";
import { PlatformPort } from "@lectern/core/ports/PlatformPort";
import { useState } from "react";
import { AuthSplitLayout } from "../../../kit/AuthSplitLayout";
import { useService } from "../../../reactive/useService";
import { AuthFootLink } from "../shared/AuthFootLink";
import { BackButton } from "../shared/BackButton";
import { PageHeading } from "../shared/PageHeading";
import { AuthMethodSwitcher } from "../login/AuthMethodSwitcher";
import { OrganisationStep } from "./OrganisationStep";
import { SsoEmailStep } from "./SsoEmailStep";

type Step =
  | { readonly kind: "email"; readonly email: string; readonly moved: boolean }
  | { readonly kind: "organisations"; readonly email: string; readonly organisations: readonly Organisation[] };

/** /auth/company-login: e-mail, then organisation and provider (spec 1 §2, §4). */
export function CompanyLoginPage() {
  const platform = useService<PlatformPort>(PlatformPort);
  const [step, setStep] = useState<Step>({ kind: "email", email: "", moved: false });

  return (
    <AuthSplitLayout title="Company Login" showCarousel={platform.variant !== "desktop"}>
      <AuthMethodSwitcher current="sso" />
      {step.kind === "email" ? (
        <>
          <PageHeading
            key="email"
            title="Company Login"
            lead="Enter your work or school email and we'll find your organisation's sign-in."
            focusOnMount={step.moved}
          />
          <SsoEmailStep
            initialEmail={step.email}
            onFound={(email, organisations) => setStep({ kind: "organisations", email, organisations })}
          />
        </>
      ) : (
        <>
          <BackButton onClick={() => setStep({ kind: "email", email: step.email, moved: true })} />
          <PageHeading
            key="organisations"
            title="Choose your organisation"
            lead="Pick where you study or work, then sign in with one of its providers."
            focusOnMount
          />
          <OrganisationStep email={step.email} organisations={step.organisations} />
        </>
      )}
      <AuthFootLink to="/auth/registration" question="Don't have an account?" action="Sign Up" />
    </AuthSplitLayout>
  );
}
