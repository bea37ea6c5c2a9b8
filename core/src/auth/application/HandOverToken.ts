import { isSafeRedirect } from "../domain/routeDecisions";
import type { AuthSession } from "./AuthSession";

/** Query parameters the authenticate page itself consumes; all others travel on (spec 1 §2). */
const OWN_PARAMETERS = ["token", "hideHeader", "redirectUrl"];

/**
 * /auth/authenticate: clears the old session, stores the token and returns where to go, carrying
 * over the other query parameters. Returns null when there is no token.
 */
export class HandOverToken {
  constructor(private readonly session: AuthSession) {}

  async execute(params: readonly (readonly [string, string])[]): Promise<string | null> {
    const read = (name: string) => params.find(([key]) => key === name)?.[1] ?? null;
    const token = read("token");
    if (!token) return null;
    this.session.clear(null);
    await this.session.signIn(token);
    const requested = read("redirectUrl") ?? "/";
    const target = isSafeRedirect(requested) ? requested : "/";
    const rest = params
      .filter(([key]) => !OWN_PARAMETERS.includes(key))
      .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(value)}`);
    if (!rest.length) return target;
    return `${target}${target.includes("?") ? "&" : "?"}${rest.join("&")}`;
  }
}
