import { UiAdjustments } from "@lectern/core/account/settings/application/UiAdjustments";
import type { Container } from "inversify";
import { RouteServices } from "../features/shell/routeServices";

const applying = new WeakSet<Container>();

/**
 * Spec 3 §1's accessibility overlay: follows the signed-in user's UI adjustments setting and applies
 * it to the page (its stylesheet loads the first time it is on). Once per container, at sign-in
 * (bindSignedIn), so it applies from the first page.
 */
export const startUiAdjustments = async (container: Container): Promise<void> => {
  if (applying.has(container)) return;
  applying.add(container);
  try {
    await container.get<RouteServices>(RouteServices).ready("accountSettings");
  } catch (error) {
    // The chunk did not arrive (offline at sign-in): the next sign-in tries again.
    applying.delete(container);
    throw error;
  }
  const adjustments = container.get(UiAdjustments);
  adjustments.follow();
  const { applyUiAdjustments } = await import("../features/profile/settings/accessibility/applyUiAdjustments");
  applyUiAdjustments(adjustments.on$, document.documentElement);
};
