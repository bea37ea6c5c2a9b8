import type { RouteObject } from "react-router-dom";
import { lazyNamed } from "../shell/lazyNamed";
import { RedirectWithId } from "../shell/RedirectWithId";
import { RequireAuth } from "../shell/RequireAuth";

const PlannedPage = lazyNamed(() => import("../shell/PlannedPage"), "PlannedPage");
const RecordsListPage = lazyNamed(() => import("./list/RecordsListPage"), "RecordsListPage");
const RecordPage = lazyNamed(() => import("./record/RecordPage"), "RecordPage");

/** The user's records (spec 3 §2): the list, a record, its quizzes, and the old recorded-session address. */
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
        <RecordPage />
      </RequireAuth>
    ),
  },
  {
    path: "records/:id/quizzes",
    element: (
      <RequireAuth>
        <PlannedPage
          title="Quizzes"
          heading="No quizzes yet"
          text="Quizzes are generated from a recording's summary."
        />
      </RequireAuth>
    ),
  },
  { path: "session/recorded/:id", element: <RedirectWithId to={(id) => `/records/${id}`} /> },
];
