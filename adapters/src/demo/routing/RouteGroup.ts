import type { Route } from "./Route";

/**
 * Routes that load together: in the browser the demo backend is fetched while the visitor types on
 * the sign-in page, so only the sign-in pages' routes come with it and the rest (recordings, uploads,
 * notes, billing…) load on their first request.
 */
export interface RouteGroup {
  /**
   * Literal leading path segments ("sessions", "v2/user/settings"): every pattern of the group starts
   * with one of them, so a request whose path starts with none cannot match any of its routes.
   * The empty prefix matches every path.
   */
  readonly prefixes: readonly string[];
  readonly load: () => readonly Route[] | Promise<readonly Route[]>;
}

/** Whether `path`'s leading segments are exactly `prefix`'s ("sessions" fits "sessions/1", not "sessionsX"). */
export const startsWithSegments = (path: string, prefix: string): boolean =>
  prefix === "" || path === prefix || path.startsWith(`${prefix}/`);

/** A group already in memory (the sign-in routes, a caller's extra routes). */
export const eagerGroup = (prefixes: readonly string[], routes: readonly Route[]): RouteGroup => ({
  prefixes,
  load: () => routes,
});
