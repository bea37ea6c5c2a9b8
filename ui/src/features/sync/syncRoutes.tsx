import { Navigate, type RouteObject } from "react-router-dom";
import { lazyNamed } from "../shell/lazyNamed";
import { RequireAuth } from "../shell/RequireAuth";

const PlannedPage = lazyNamed(() => import("../shell/PlannedPage"), "PlannedPage");

/** /user/integration (spec 1): the Panopto sync page; other /user paths go to the profile. */
export const syncRoutes: RouteObject[] = [
  {
    path: "user",
    children: [
      { index: true, element: <Navigate to="/profile/subscription" replace /> },
      { path: "integration", element: <Navigate to="/user/integration/panopto" replace /> },
      {
        path: "integration/panopto",
        element: (
          <RequireAuth>
            <PlannedPage
              title="Panopto"
              heading="Panopto"
              text="Connect Panopto to bring your lecture videos into Lectern."
            />
          </RequireAuth>
        ),
      },
      { path: "integration/*", element: <Navigate to="/user/integration/panopto" replace /> },
      { path: "*", element: <Navigate to="/profile/subscription" replace /> },
    ],
  },
];
