import { extname, join, normalize, sep } from "node:path";

/**
 * The file that answers an app:// path. Paths without an extension are client-side routes, so they
 * get index.html (what a web server's SPA fallback does); anything escaping the root gets null.
 */
export const resolveAppFile = (root: string, pathname: string): string | null => {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return null;
  }
  if (decoded.includes("\0")) return null;
  const base = normalize(root.endsWith(sep) ? root : root + sep);
  const file = normalize(join(base, decoded));
  if (!file.startsWith(base)) return null;
  return extname(file) === "" ? join(base, "index.html") : file;
};
