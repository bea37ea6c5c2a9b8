import { isSafeRedirect } from "../../auth/domain/routeDecisions";
import type { NavigationRequests } from "../../kernel/NavigationRequests";
import type { PlatformPort } from "../../ports/PlatformPort";

/**
 * Sends the person to an address a billing call gave: an app path (the demo's card provider, the
 * checkout it returns to) through the router, anything else (a real provider's hosted page) as a
 * full page load.
 */
export const leaveTo = (
  url: string,
  navigation: Pick<NavigationRequests, "go">,
  platform: Pick<PlatformPort, "assign">,
): void => {
  if (isSafeRedirect(url)) navigation.go(url);
  else platform.assign(url);
};
