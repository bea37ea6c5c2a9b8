import type { RouteObject } from "react-router-dom";
import { lazyNamed } from "../shell/lazyNamed";
import { RequireAuth } from "../shell/RequireAuth";

const WidgetPage = lazyNamed(() => import("./WidgetPage"), "WidgetPage");

/** /session/widget (spec 2): outside the main layout, a page of its own. */
export const widgetRoutes: RouteObject[] = [
  {
    path: "session/widget",
    element: (
      // The widget uses the recorder and the queue: it waits until they are fetched and bound.
      <RequireAuth signedInServices>
        <WidgetPage />
      </RequireAuth>
    ),
  },
];
