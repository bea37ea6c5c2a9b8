/** Links in HTML attributes (href="…", href='…') and bare http(s) links in its text. */
const LINK_PATTERN = /https?:\/\/[^\s"'<>]+/gi;

/** The few entities a link in an editor's HTML carries (&amp; between query parameters above all). */
const decodeEntities = (text: string): string =>
  text
    .replace(/&amp;/gi, "&")
    .replace(/&#x2F;/gi, "/")
    .replace(/&#47;/g, "/");

/** Scheme, authority (user info and port dropped below) and path of an absolute http(s) address. */
const ADDRESS_PATTERN = /^https?:\/\/(?:[^@/?#]*@)?([^:/?#]+)(?::\d*)?([^?#]*)/i;

/** Spec 2 §4.12: contains meet or zoom with a /j path, or google. Judged on the host, not the query. */
const isMeetingLink = (address: string): boolean => {
  const parts = ADDRESS_PATTERN.exec(address);
  if (!parts) return false;
  const host = (parts[1] ?? "").toLowerCase();
  const joinPath = /\/j(\/|$)/i.test(parts[2] ?? "");
  return ((host.includes("zoom") || host.includes("meet")) && joinPath) || host.includes("google");
};

/**
 * The first meeting link in a session's description (raw HTML, spec 3 §3), or null. Only http(s)
 * links count, so the prompt can never open a `javascript:` or `file:` address the description holds.
 */
export const meetingLink = (descriptionHtml: string | null | undefined): string | null => {
  if (!descriptionHtml) return null;
  for (const match of decodeEntities(descriptionHtml).matchAll(LINK_PATTERN)) {
    // Punctuation closing a sentence is not part of the address.
    const candidate = match[0].replace(/[.,;:!?)\]]+$/, "");
    if (isMeetingLink(candidate)) return candidate;
  }
  return null;
};
