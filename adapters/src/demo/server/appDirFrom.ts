import { existsSync } from "node:fs";
import { join, resolve } from "node:path";

/**
 * LECTERN_APP_DIR: a built web app (`vite build` output) the server serves beside its API, so one
 * origin carries both (`npm run server`). Absent or empty: the server serves only the API. A folder
 * without index.html is refused, so a typo does not quietly serve nothing.
 */
export const appDirFrom = (env: Readonly<Record<string, string | undefined>>): string | undefined => {
  const value = env["LECTERN_APP_DIR"]?.trim();
  if (!value) return undefined;
  const dir = resolve(value);
  if (!existsSync(join(dir, "index.html")))
    throw new Error(`LECTERN_APP_DIR (${dir}) holds no built app (index.html).`);
  return dir;
};
