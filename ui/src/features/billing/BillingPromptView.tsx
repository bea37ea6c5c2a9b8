import { BillingPrompt } from "@lectern/core/billing/application/BillingPrompt";
import { Suspense, lazy } from "react";
import { useObservable } from "../../reactive/useObservable";
import { useService } from "../../reactive/useService";

// The dialog (react-aria's modal) loads with the first 402.
const BillingDialog = lazy(async () => ({ default: (await import("./BillingDialog")).BillingDialog }));

/** The one billing dialog, shown whenever BillingPrompt has a request (a signed-in service). */
export function BillingPromptView() {
  const prompt = useService(BillingPrompt);
  const { open } = useObservable(prompt.state$, prompt.state);
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <BillingDialog prompt={prompt} text={open} />
    </Suspense>
  );
}
