import { AppLifecycle } from "@lectern/core/app/application/AppLifecycle";
import { BillingPrompt } from "@lectern/core/billing/application/BillingPrompt";
import { Suspense, lazy } from "react";
import { useObservable } from "../../reactive/useObservable";
import { useService } from "../../reactive/useService";

// The dialog (react-aria's modal) loads with the first 402: the host sits on every page, /auth/login included.
const BillingDialog = lazy(async () => ({ default: (await import("./BillingDialog")).BillingDialog }));

/**
 * Mounted once around the app: shows the one billing dialog whenever BillingPrompt has a request.
 * BillingPrompt belongs to the signed-in services, bound when AppLifecycle has loaded them.
 */
export function BillingPromptHost() {
  const lifecycle = useService(AppLifecycle);
  const { phase } = useObservable(lifecycle.state$, lifecycle.state);
  return phase === "ready" ? <BillingPromptView /> : null;
}

function BillingPromptView() {
  const prompt = useService(BillingPrompt);
  const { open } = useObservable(prompt.state$, prompt.state);
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <BillingDialog prompt={prompt} text={open} />
    </Suspense>
  );
}
