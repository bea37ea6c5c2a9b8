/**
 * The services a lazily loaded route needs, by name. The composition root registers each name's
 * bindings (routeServiceModules) and binds them once, when a route that needs them first loads
 * (ARCHITECTURE rule 18): feature code names what it needs and never binds the container.
 */
export type RouteServicesName =
  | "accountForms"
  | "attachments"
  | "billing"
  | "subscription"
  | "accountSettings"
  | "personalDetails"
  | "sharedRecord"
  | "downloads"
  | "slides";

export const RouteServices = Symbol.for("RouteServices");

export interface RouteServices {
  /**
   * Resolves once the named services (and those they build on) are bound; the same promise for
   * every call until it settles, so a suspended render can wait on it. A failed load (a chunk that
   * did not arrive) rejects, and the next call tries again.
   */
  ready(name: RouteServicesName): Promise<void>;
}
