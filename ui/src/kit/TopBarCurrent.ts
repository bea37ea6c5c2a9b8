/**
 * Whether a top-bar link is the current page: its own path, or a page inside it (/records/42 is
 * under Recordings). Compared by whole segments, so /recordsx is not.
 */
export const isCurrentLink = (href: string, currentPath: string): boolean => {
  const base = href.replace(/\/+$/, "");
  if (base === "") return currentPath === "/";
  return currentPath === base || currentPath.startsWith(`${base}/`);
};
