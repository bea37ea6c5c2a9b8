import { Navigate, type RouteObject } from "react-router-dom";

/** The main layout's own route: the home redirect (downloads and the error page have their own files). */
export const shellRoutes: RouteObject[] = [{ index: true, element: <Navigate to="/records" replace /> }];
