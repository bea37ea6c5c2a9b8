import { SignUp, type SignUpForm } from "@lectern/core/auth/application/SignUp";
import { AUTH_TEXTS } from "@lectern/core/auth/domain/authTexts";
import { PlatformPort } from "@lectern/core/ports/PlatformPort";
import { useState } from "react";
import { useNavigate, useSearchParams } from "react-router-dom";
import { AuthSplitLayout } from "../../../kit/AuthSplitLayout";
import { useToasts } from "../../../kit/useToasts";
import { useService } from "../../../reactive/useService";
import { AuthFootLink } from "../shared/AuthFootLink";
import { BackButton } from "../shared/BackButton";
import { PageHeading } from "../shared/PageHeading";
import { utmFrom } from "../shared/authAddress";
import { useForm } from "../shared/useForm";
import { useTask } from "../shared/useTask";
import { AccountStep } from "./AccountStep";
import { ProfileStep } from "./ProfileStep";
import { REGISTRATION_RULES, emptyRegistration } from "./registrationRules";
import { lazyNamed } from "../../shell/lazyNamed";

// The finish step (trial offer, licence-key card with react-aria) loads after a sign-up that needs it.
const FinishStep = lazyNamed(() => import("./FinishStep"), "FinishStep");

type Step = "account" | "profile" | "finish";

const HEADING = "Let's create your account";

/** /auth/registration: account step, profile step, then the finish step or a billing page (spec 1 §4). */
export function RegistrationPage() {
  const platform = useService<PlatformPort>(PlatformPort);
  const signUp = useService(SignUp);
  const toasts = useToasts();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const form = useForm<SignUpForm>(() => emptyRegistration(params.get("r") ?? ""), REGISTRATION_RULES);
  const task = useTask((values: SignUpForm) => signUp.execute(values, utmFrom(params)));
  // `moved` tells a step that it was reached by a step change, so it takes the focus.
  const [step, setStep] = useState<{ kind: Step; moved: boolean }>({ kind: "account", moved: false });

  const register = async () => {
    const result = await task.run(form.values);
    if (!result.ok) return;
    toasts.show({ text: AUTH_TEXTS.registered, type: "success" });
    if (result.value === "finish") setStep({ kind: "finish", moved: true });
    else navigate(result.value, { replace: true });
  };

  return (
    <AuthSplitLayout title="Sign Up" showCarousel={platform.variant !== "desktop"}>
      {step.kind === "finish" ? (
        <FinishStep referral={form.values.referral} />
      ) : (
        <>
          {step.kind === "profile" && (
            <BackButton isDisabled={task.isPending} onClick={() => setStep({ kind: "account", moved: true })} />
          )}
          <PageHeading
            key={step.kind}
            title={HEADING}
            lead={
              step.kind === "account"
                ? "Step 1 of 2: your email and a password."
                : "Step 2 of 2: tell us a little about yourself."
            }
            focusOnMount={step.moved}
          />
          {step.kind === "account" ? (
            <AccountStep form={form} onNext={() => setStep({ kind: "profile", moved: true })} />
          ) : (
            <ProfileStep form={form} onSubmit={() => void register()} isPending={task.isPending} error={task.error} />
          )}
          <AuthFootLink to="/auth/login" question="Do you have an account?" action="Login" />
        </>
      )}
    </AuthSplitLayout>
  );
}
