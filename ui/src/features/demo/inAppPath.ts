/**
 * A mail's link as a path the router can follow: in-app paths stay as they are, absolute URLs of
 * this site lose their origin; anything else is not ours and stays a plain link (null).
 */
export const inAppPath = (link: string, origin: string): string | null => {
  if (link.startsWith("/") && !link.startsWith("//")) return link;
  try {
    const url = new URL(link);
    return url.origin === origin ? `${url.pathname}${url.search}${url.hash}` : null;
  } catch {
    return null;
  }
};
