import type { ServiceIdentifier } from "inversify";
import { useContext, useMemo } from "react";
import { bindBilling } from "../../composition/bindBilling";
import { ContainerContext } from "../../composition/ContainerContext";

/**
 * A billing page's service, bound on first use by the page's own (lazy) chunk rather than by the
 * first load.
 */
export function useBillingService<T>(identifier: ServiceIdentifier<T>): T {
  const container = useContext(ContainerContext);
  if (!container) throw new Error("useBillingService needs a ContainerContext provider");
  return useMemo(() => {
    bindBilling(container);
    return container.get<T>(identifier);
  }, [container, identifier]);
}
