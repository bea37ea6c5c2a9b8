import { type ReactNode, use } from "react";
import { useService } from "../../reactive/useService";
import { RouteServices, type RouteServicesName } from "./routeServices";

/**
 * Renders `children` once the route's services are bound; until then it suspends (the layout's
 * Suspense shows the page's loading state, as for the page's own lazy chunk).
 */
export function WithRouteServices({ name, children }: { name: RouteServicesName; children: ReactNode }) {
  use(useService<RouteServices>(RouteServices).ready(name));
  return children;
}
