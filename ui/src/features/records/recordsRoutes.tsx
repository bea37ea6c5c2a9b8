import type { RouteObject } from "react-router-dom";
import { lazyNamed } from "../shell/lazyNamed";
import { RedirectWithId } from "../shell/RedirectWithId";
import { RequireAuth } from "../shell/RequireAuth";
import { WithRouteServices } from "../shell/WithRouteServices";

const RecordsListPage = lazyNamed(() => import("./list/RecordsListPage"), "RecordsListPage");
const RecordPage = lazyNamed(() => import("./record/RecordPage"), "RecordPage");
const QuizzesPage = lazyNamed(() => import("../study/quiz/QuizzesPage"), "QuizzesPage");
const ReviewPage = lazyNamed(() => import("../study/review/ReviewPage"), "ReviewPage");

/** The user's records (spec 3 §2): the list, a record, its quizzes, Due today across records, and the old recorded-session address. */
export const recordsRoutes: RouteObject[] = [
  {
    path: "records",
    element: (
      <RequireAuth signedInServices>
        <RecordsListPage />
      </RequireAuth>
    ),
  },
  {
    path: "records/:id",
    element: (
      <RequireAuth fallback="/records" signedInServices>
        <WithRouteServices name="attachments">
          <RecordPage />
        </WithRouteServices>
      </RequireAuth>
    ),
  },
  {
    path: "records/:id/quizzes",
    element: (
      <RequireAuth signedInServices>
        <QuizzesPage />
      </RequireAuth>
    ),
  },
  {
    path: "review",
    element: (
      <RequireAuth signedInServices>
        <ReviewPage />
      </RequireAuth>
    ),
  },
  { path: "session/recorded/:id", element: <RedirectWithId to={(id) => `/records/${id}`} /> },
];
