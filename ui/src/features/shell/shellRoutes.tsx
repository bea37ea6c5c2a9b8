import { Navigate, type RouteObject } from "react-router-dom";
import { lazyNamed } from "./lazyNamed";

const PlannedPage = lazyNamed(() => import("./PlannedPage"), "PlannedPage");
const ErrorPage = lazyNamed(() => import("../errors/ErrorPage"), "ErrorPage");

/** The main layout's own pages: the home redirect, downloads and the error page. */
export const shellRoutes: RouteObject[] = [
  { index: true, element: <Navigate to="/records" replace /> },
  {
    path: "downloads",
    element: (
      <PlannedPage
        title="Download App"
        heading="Lectern for desktop and mobile"
        text="The desktop app records any lecture on your computer; the mobile app marks highlights from your phone."
      />
    ),
  },
  { path: "error", element: <ErrorPage /> },
];
