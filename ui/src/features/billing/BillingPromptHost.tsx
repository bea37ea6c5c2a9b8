import { AppLifecycle } from "@lectern/core/app/application/AppLifecycle";
import { Suspense, lazy } from "react";
import { useObservable } from "../../reactive/useObservable";
import { useService } from "../../reactive/useService";

// The host sits on every page, /auth/login included: the prompt's code (and the billing texts it
// carries) loads with the signed-in services, not with the first page.
const BillingPromptView = lazy(async () => ({ default: (await import("./BillingPromptView")).BillingPromptView }));

/**
 * Mounted once around the app: shows the one billing dialog whenever BillingPrompt has a request.
 * BillingPrompt belongs to the signed-in services, bound when AppLifecycle has loaded them.
 */
export function BillingPromptHost() {
  const lifecycle = useService(AppLifecycle);
  const { phase } = useObservable(lifecycle.state$, lifecycle.state);
  if (phase !== "ready") return null;
  return (
    <Suspense fallback={null}>
      <BillingPromptView />
    </Suspense>
  );
}
