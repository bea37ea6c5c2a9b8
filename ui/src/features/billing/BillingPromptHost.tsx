import { BillingPrompt } from "@lectern/core/billing/application/BillingPrompt";
import { Suspense, lazy, useContext } from "react";
import { ContainerContext } from "../../composition/ContainerContext";
import { useObservable } from "../../reactive/useObservable";

// The dialog (react-aria's modal) loads with the first 402: the host sits on every page, /auth/login included.
const BillingDialog = lazy(async () => ({ default: (await import("./BillingDialog")).BillingDialog }));

/** Mounted once around the app: shows the one billing dialog whenever BillingPrompt has a request. */
export function BillingPromptHost() {
  const container = useContext(ContainerContext);
  // Before the widget's services are bound (the sign-in pages) nothing can ask for a price list.
  if (!container?.isBound(BillingPrompt)) return null;
  return <BillingPromptView prompt={container.get(BillingPrompt)} />;
}

function BillingPromptView({ prompt }: { prompt: BillingPrompt }) {
  const { open } = useObservable(prompt.state$, prompt.state);
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <BillingDialog prompt={prompt} text={open} />
    </Suspense>
  );
}
