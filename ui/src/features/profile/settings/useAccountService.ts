import type { ServiceIdentifier } from "inversify";
import { useContext, useMemo } from "react";
import { bindAccountSettings, startUiAdjustments } from "../../../composition/bindAccountSettings";
import { ContainerContext } from "../../../composition/ContainerContext";

/**
 * A service of the account pages (settings, devices, archive, the phone's pairing page), bound on
 * first use by these lazy pages rather than by the first load. With `applyAdjustments` the
 * accessibility adjustments start following the signed-in user too.
 */
export function useAccountService<T>(identifier: ServiceIdentifier<T>, applyAdjustments = true): T {
  const container = useContext(ContainerContext);
  if (!container) throw new Error("useAccountService needs a ContainerContext provider");
  return useMemo(() => {
    bindAccountSettings(container);
    if (applyAdjustments) startUiAdjustments(container);
    return container.get<T>(identifier);
  }, [container, identifier, applyAdjustments]);
}
