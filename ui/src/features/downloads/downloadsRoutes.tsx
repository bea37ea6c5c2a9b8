import type { RouteObject } from "react-router-dom";
import { lazyNamed } from "../shell/lazyNamed";
import { WithRouteServices } from "../shell/WithRouteServices";

// The page, its demo video service and its binding load on first visit, not with /auth/login.
const DownloadsPage = lazyNamed(() => import("./DownloadsPage"), "DownloadsPage");

/** /downloads (spec 3 §2): the desktop and mobile apps; `?play=1` opens the demo video. Public. */
export const downloadsRoutes: RouteObject[] = [
  {
    path: "downloads",
    element: (
      <WithRouteServices name="downloads">
        <DownloadsPage />
      </WithRouteServices>
    ),
  },
];
