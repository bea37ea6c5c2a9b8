/**
 * The checkout's address carries what must survive the trip to the card provider and back: the
 * trial flag, the applied promo code, and on return the provider's `setup_id` and `setup_status`.
 */
export interface CheckoutAddress {
  readonly trial: boolean;
  /** The promo code applied before leaving, or null. */
  readonly promo: string | null;
  /** Set when the provider sent the browser back. */
  readonly setup: { readonly id: string; readonly status: "succeeded" | "canceled" } | null;
}

export const PROMO_PARAMETER = "promo";
export const SETUP_ID_PARAMETER = "setup_id";
export const SETUP_STATUS_PARAMETER = "setup_status";

/** What the query is read from: the address's URLSearchParams (core has no DOM types). */
export interface SearchParamsLike {
  get(name: string): string | null;
}

/** Reads the query of /billing/buying/… (spec 1 §2: trial=true for a trial). */
export const readCheckoutAddress = (query: SearchParamsLike): CheckoutAddress => {
  const promo = query.get(PROMO_PARAMETER)?.trim() ?? "";
  const setupId = query.get(SETUP_ID_PARAMETER)?.trim() ?? "";
  const status = query.get(SETUP_STATUS_PARAMETER);
  return {
    trial: query.get("trial") === "true",
    promo: promo === "" ? null : promo,
    setup: setupId !== "" && (status === "succeeded" || status === "canceled") ? { id: setupId, status } : null,
  };
};

const decode = (part: string): string => {
  try {
    return decodeURIComponent(part.replace(/\+/g, " "));
  } catch {
    return part;
  }
};

/** A query string's pairs in order (form encoding: + is a space). */
const parseQuery = (query: string): [string, string][] =>
  query
    .split("&")
    .filter((part) => part !== "")
    .map((part) => {
      const equals = part.indexOf("=");
      return equals === -1 ? [decode(part), ""] : [decode(part.slice(0, equals)), decode(part.slice(equals + 1))];
    });

/** `path` with `params` set in its query (existing ones replaced, null ones removed); the hash is kept. */
export const withQuery = (path: string, params: Readonly<Record<string, string | null>>): string => {
  const hashAt = path.indexOf("#");
  const hash = hashAt === -1 ? "" : path.slice(hashAt);
  const beforeHash = hashAt === -1 ? path : path.slice(0, hashAt);
  const queryAt = beforeHash.indexOf("?");
  const base = queryAt === -1 ? beforeHash : beforeHash.slice(0, queryAt);
  const pairs = parseQuery(queryAt === -1 ? "" : beforeHash.slice(queryAt + 1));
  for (const [key, value] of Object.entries(params)) {
    const at = pairs.findIndex(([name]) => name === key);
    const others = pairs.filter(([name]) => name !== key);
    if (value !== null) others.splice(at === -1 ? others.length : at, 0, [key, value]);
    pairs.splice(0, pairs.length, ...others);
  }
  const text = pairs.map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(value)}`).join("&");
  return `${base}${text ? `?${text}` : ""}${hash}`;
};

/**
 * Where the provider sends the browser back: this checkout with its trial flag and promo code, and
 * without the previous trip's setup parameters.
 */
export const checkoutReturnUrl = (path: string, trial: boolean, promo: string | null): string =>
  withQuery(path.split("?")[0] ?? path, {
    trial: trial ? "true" : null,
    [PROMO_PARAMETER]: promo,
  });

/** The same checkout once the setup parameters are read: a reload does not read them twice. */
export const withoutSetup = (pathAndQuery: string): string =>
  withQuery(pathAndQuery, { [SETUP_ID_PARAMETER]: null, [SETUP_STATUS_PARAMETER]: null });
