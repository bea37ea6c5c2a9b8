import type { ServiceIdentifier } from "inversify";
import { useService } from "../../../reactive/useService";

/**
 * A service of the account pages (settings, devices, archive, the phone's pairing page), bound by
 * the composition root when their routes load ("accountSettings"). The accessibility adjustments
 * follow the signed-in user from sign-in on (startUiAdjustments).
 */
export function useAccountService<T>(identifier: ServiceIdentifier<T>): T {
  return useService(identifier);
}
