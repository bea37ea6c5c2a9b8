import type { RouteObject } from "react-router-dom";
import { lazyNamed } from "../shell/lazyNamed";
import { RedirectWithId } from "../shell/RedirectWithId";
import { RequirePermission } from "../shell/RequirePermission";

const PlannedPage = lazyNamed(() => import("../shell/PlannedPage"), "PlannedPage");

/** Shared records (spec 3 §2): open to visitors; the quizzes need quizShow; /shared/{id} is the old address. */
export const sharingRoutes: RouteObject[] = [
  {
    path: "shared-records/:id",
    element: (
      <PlannedPage
        title="Shared recording"
        heading="Shared recording not found"
        text="The link may have been removed by its owner."
      />
    ),
  },
  {
    path: "shared-records/:id/quizzes",
    element: (
      <RequirePermission anyOf={["quizShow"]} redirectTo="/auth/login">
        <PlannedPage
          title="Quizzes"
          heading="No quizzes yet"
          text="The owner has not generated quizzes for this recording."
        />
      </RequirePermission>
    ),
  },
  { path: "shared/:id", element: <RedirectWithId to={(id) => `/shared-records/${id}`} /> },
];
