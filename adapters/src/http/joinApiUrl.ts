import { normalisePath } from "@lectern/core/api/requestConventions";

const ABSOLUTE = /^[a-z][a-z\d+.-]*:\/\//i;

/**
 * The full address of a wire URL: relative ones are joined to the API base with exactly one slash,
 * absolute ones (a caller-given upload URL) are kept. Only the path is normalised, never the query,
 * where `//` may be meaningful.
 */
export const joinApiUrl = (baseUrl: string, url: string): string => {
  const queryStart = url.indexOf("?");
  const path = queryStart >= 0 ? url.slice(0, queryStart) : url;
  const query = queryStart >= 0 ? url.slice(queryStart) : "";
  if (ABSOLUTE.test(path)) return normalisePath(path) + query;
  const base = baseUrl.replace(/\/+$/, "");
  return `${base}/${normalisePath(path).replace(/^\/+/, "")}${query}`;
};
