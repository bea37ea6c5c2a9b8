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

  async execute(params: URLSearchParams): Promise<string | null> {
    const token = params.get("token");
    if (!token) return null;
    this.session.clear(null);
    await this.session.signIn(token);
    const requested = params.get("redirectUrl") ?? "/";
    const target = isSafeRedirect(requested) ? requested : "/";
    const rest = new URLSearchParams([...params].filter(([key]) => !OWN_PARAMETERS.includes(key)));
    if (!rest.size) return target;
    return `${target}${target.includes("?") ? "&" : "?"}${rest.toString()}`;
  }
}
