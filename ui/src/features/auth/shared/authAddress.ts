import { UTM_KEYS, type Utm } from "@lectern/core/auth/application/SignUp";
import { isSafeRedirect } from "@lectern/core/auth/domain/routeDecisions";

/** The UTM parameters of the address, passed along to registration (spec 1 §2). */
export const utmFrom = (params: URLSearchParams): Utm =>
  Object.fromEntries(
    UTM_KEYS.flatMap((key) => {
      const value = params.get(key);
      return value ? [[key, value]] : [];
    }),
  );

/**
 * Where a token login continues: ?returnUrl, default '/'. Only same-site paths are followed, so a
 * crafted link cannot hand a fresh session to another site.
 */
export const returnUrlFrom = (params: URLSearchParams): string => {
  const requested = params.get("returnUrl");
  return requested && isSafeRedirect(requested) ? requested : "/";
};

/** The checkout of spec 1 §2: /billing/buying/{productId}/{priceId}, with trial=true for a trial. */
export const buyingPath = (productId: string, priceId: string, trial: boolean): string =>
  `/billing/buying/${encodeURIComponent(productId)}/${encodeURIComponent(priceId)}${trial ? "?trial=true" : ""}`;

/** The token-id login's id: ?id, or the token of /auth/login/token/{token} (spec 1 §2). */
export const tokenIdFrom = (params: URLSearchParams, pathToken: string | undefined): string | null =>
  params.get("id") || pathToken || null;
