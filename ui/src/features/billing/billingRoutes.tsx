import { Navigate, Outlet, type RouteObject } from "react-router-dom";
import { lazyNamed } from "../shell/lazyNamed";
import { RequireAuth } from "../shell/RequireAuth";
import { WithRouteServices } from "../shell/WithRouteServices";

// The pages, their services and their binding load on first visit, never with /auth/login; one
// chunk for the four (a checkout is one flow through them).
const pages = () => import("./billingPages");
const PriceListPage = lazyNamed(pages, "PriceListPage");
const CheckoutPage = lazyNamed(pages, "CheckoutPage");
const CongratulationPage = lazyNamed(pages, "CongratulationPage");
const CardProviderPage = lazyNamed(pages, "CardProviderPage");

/** /billing (spec 3 §2): plans, checkout and the welcome after a purchase, for signed-in users only. */
export const billingRoutes: RouteObject[] = [
  {
    path: "billing",
    element: (
      <RequireAuth>
        <WithRouteServices name="billing">
          <Outlet />
        </WithRouteServices>
      </RequireAuth>
    ),
    children: [
      { index: true, element: <Navigate to="/billing/product" replace /> },
      { path: "product", element: <PriceListPage /> },
      { path: "congratulation", element: <CongratulationPage /> },
      { path: "buying/:productId/:priceId", element: <CheckoutPage /> },
    ],
  },
];

/**
 * The demo card provider's hosted page, which plays another party: outside Lectern's layout (none of
 * its navigation or banners), open to whoever holds the setup id (its capability), no sign-in.
 */
export const cardProviderRoutes: RouteObject[] = [
  {
    path: "demo-card/:setupId",
    element: (
      <WithRouteServices name="billing">
        <CardProviderPage />
      </WithRouteServices>
    ),
  },
];
