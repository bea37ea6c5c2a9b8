import { SHARED_ID_HEADER } from "@lectern/core/api/requestConventions";
import type { ApiMethod } from "@lectern/core/api/wire";
import type { DemoUser } from "../db/DemoSnapshot";
import { findSession } from "../model/sessions";
import { type Answer, type Route, type RouteContext, authRoute } from "./Route";

// Apart from Route.ts, which the login's eager routes share: only the lazily loaded record routes need these.

/** A route whose bearer is optional: `user` is null for a signed-out visitor (or an ended session). */
export interface ViewerContext extends RouteContext {
  readonly user: DemoUser | null;
}

/** The live session's user of the request's bearer, or null (none, expired or unknown). */
const bearerUser = (context: RouteContext): DemoUser | null =>
  (context.request.bearer ? findSession(context.db, context.request.bearer, context.now()) : null)?.user ?? null;

/**
 * A route open to signed-out visitors (the shared record, its permissions; contract of issue 13): a
 * live bearer names the user; none, an expired or an unknown one reads as signed out rather than 401.
 */
export const viewerRoute = (method: ApiMethod, pattern: string, handle: (context: ViewerContext) => Answer): Route => ({
  method,
  pattern,
  requiresAuth: false,
  handle: (context) => handle({ ...context, user: bearerUser(context) }),
});

/**
 * A read of a session's records (contract of issue 13, rule 10): with X-SHARED-ID it is a viewer's
 * (the bearer optional, as viewerRoute); without, it is the owner's own read and needs a live bearer
 * (401 otherwise, so an ended session still signs the client out).
 */
export const readRoute = (method: ApiMethod, pattern: string, handle: (context: ViewerContext) => Answer): Route => {
  const owners = authRoute(method, pattern, handle);
  return {
    method,
    pattern,
    requiresAuth: false,
    handle: (context) =>
      context.request.headers[SHARED_ID_HEADER.toLowerCase()]?.trim()
        ? handle({ ...context, user: bearerUser(context) })
        : owners.handle(context),
  };
};
