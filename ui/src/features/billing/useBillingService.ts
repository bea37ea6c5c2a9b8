import type { ServiceIdentifier } from "inversify";
import { useService } from "../../reactive/useService";

/** A billing page's service, bound by the composition root when its route loads ("billing"). */
export function useBillingService<T>(identifier: ServiceIdentifier<T>): T {
  return useService(identifier);
}
