import type { RouteObject } from "react-router-dom";
import { lazyNamed } from "../shell/lazyNamed";
import { RedirectWithId } from "../shell/RedirectWithId";
import { RequireAuth } from "../shell/RequireAuth";
import { StartRecordingLink } from "../shell/StartRecordingLink";

const PlannedPage = lazyNamed(() => import("../shell/PlannedPage"), "PlannedPage");

/** The user's records (spec 3 §2): the list, a record, its quizzes, and the old recorded-session address. */
export const recordsRoutes: RouteObject[] = [
  {
    path: "records",
    element: (
      <RequireAuth>
        <PlannedPage
          title="Recordings"
          heading="No recordings yet"
          text="Your recorded lectures will appear here with their transcripts, summaries and quizzes."
          action={<StartRecordingLink />}
        />
      </RequireAuth>
    ),
  },
  {
    path: "records/:id",
    element: (
      <RequireAuth fallback="/records">
        <PlannedPage title="Recording" heading="Recording not found" text="This recording is not in your account." />
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
