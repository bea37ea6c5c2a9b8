import { Navigate, type RouteObject } from "react-router-dom";
import { lazyNamed } from "../shell/lazyNamed";
import { RequireAuth } from "../shell/RequireAuth";
import { StartRecordingLink } from "../shell/StartRecordingLink";

const PlannedPage = lazyNamed(() => import("../shell/PlannedPage"), "PlannedPage");

/** /billing (spec 3 §2): plans, the welcome after a purchase, and checkout; signed-in users only. */
export const billingRoutes: RouteObject[] = [
  {
    path: "billing",
    element: <RequireAuth />,
    children: [
      { index: true, element: <Navigate to="/billing/product" replace /> },
      {
        path: "product",
        element: <PlannedPage title="Plans" heading="Choose your plan" text="Plans and prices will be listed here." />,
      },
      {
        path: "congratulation",
        element: (
          <PlannedPage
            title="Welcome to Lectern"
            heading="You're all set"
            text="Your plan is active. Record your first lecture to start building study material."
            action={<StartRecordingLink />}
          />
        ),
      },
      {
        path: "buying/:productId/:priceId",
        element: <PlannedPage title="Checkout" heading="Checkout" text="Card payment arrives with billing." />,
      },
    ],
  },
];
