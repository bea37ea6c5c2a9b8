/**
 * `scheme://host[:port]` of an address, or null when it is not one. Node's URL reports "null" as the
 * origin of custom schemes such as app://, so the origin is assembled by hand.
 */
export const originOf = (url: string): string | null => {
  try {
    const parsed = new URL(url);
    return parsed.host ? `${parsed.protocol}//${parsed.host}` : null;
  } catch {
    return null;
  }
};
