import type { RouteObject } from "react-router-dom";
import { lazyNamed } from "../shell/lazyNamed";
import { RedirectWithId } from "../shell/RedirectWithId";
import { RequireAuth } from "../shell/RequireAuth";
import { RequirePermission } from "../shell/RequirePermission";
import { WithRouteServices } from "../shell/WithRouteServices";

// The shared record loads with the record page's own chunk (see RecordPage.tsx): the first load
// (/auth/login, 150 KB budget) then carries no new lazy chunk for it. Two flat routes rather than
// nested <Routes>, which would pull react-router's route-element parser into the first load.
const SharedRecordPage = lazyNamed(() => import("../records/record/RecordPage"), "SharedRecordPage");
const SharedQuizzesPage = lazyNamed(() => import("./SharedQuizzesPage"), "SharedQuizzesPage");

/**
 * Shared records (spec 3 §2): open to visitors; the quizzes need a signed-in viewer (the deck's
 * services are the signed-in ones) with quizShow, otherwise login; /shared/{id} is the old address.
 */
export const sharingRoutes: RouteObject[] = [
  {
    path: "shared-records/:id",
    element: (
      <WithRouteServices name="sharedRecord">
        <SharedRecordPage />
      </WithRouteServices>
    ),
  },
  {
    path: "shared-records/:id/quizzes",
    element: (
      <RequireAuth signedInServices>
        <RequirePermission anyOf={["quizShow"]} redirectTo="/auth/login">
          <WithRouteServices name="sharedRecord">
            <SharedQuizzesPage />
          </WithRouteServices>
        </RequirePermission>
      </RequireAuth>
    ),
  },
  { path: "shared/:id", element: <RedirectWithId to={(id) => `/shared-records/${id}`} /> },
];
