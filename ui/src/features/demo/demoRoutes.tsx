import type { RouteObject } from "react-router-dom";
import { DemoSsoPage } from "./DemoSsoPage";
import { OutboxPage } from "./OutboxPage";

/** The children of /demo: stand-ins for the mailbox and the identity providers the demo lacks. */
export const demoRoutes: RouteObject[] = [
  { path: "outbox", element: <OutboxPage /> },
  { path: "sso/:organisation/:provider", element: <DemoSsoPage /> },
];
