import type { RouteObject } from "react-router-dom";
import { lazyNamed } from "../shell/lazyNamed";

const ErrorPage = lazyNamed(() => import("./ErrorPage"), "ErrorPage");

/** /error?code=&message= (spec 3 §2): where a failure the app cannot recover from sends the user. Public. */
export const errorRoutes: RouteObject[] = [{ path: "error", element: <ErrorPage /> }];
