import type { RouteObject } from "react-router-dom";
import { lazyNamed } from "../shell/lazyNamed";

// Demo-only pages load on first visit: they are not part of /auth/login's first load.
const OutboxPage = lazyNamed(() => import("./OutboxPage"), "OutboxPage");
const DemoSsoPage = lazyNamed(() => import("./DemoSsoPage"), "DemoSsoPage");

/** The children of /demo: stand-ins for the mailbox and the identity providers the demo lacks. */
export const demoRoutes: RouteObject[] = [
  { path: "outbox", element: <OutboxPage /> },
  { path: "sso/:organisation/:provider", element: <DemoSsoPage /> },
];
