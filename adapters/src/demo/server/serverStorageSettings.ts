import { resolve } from "node:path";
import type { ServerSettings } from "./serverSettings";

/**
 * Where the server keeps its data (issue 20): in memory (gone when it stops), or on disk under
 * `dataDir` — the tables in PGlite under `<dataDir>/postgres`, or in the PostgreSQL server at
 * `databaseUrl` when one is given, and the recording bytes under `<dataDir>/media`.
 */
export type ServerStorageSettings =
  | { readonly kind: "memory" }
  | { readonly kind: "disk"; readonly dataDir: string; readonly databaseUrl: string | null };

/** The data folder when LECTERN_DATA_DIR names none, in the folder the server starts in. */
export const DEFAULT_DATA_DIR = ".lectern-data";

type Env = Readonly<Record<string, string | undefined>>;

/**
 * DATABASE_URL=postgres://… keeps the tables in that PostgreSQL; LECTERN_DATA_DIR (default
 * ./.lectern-data) holds PGlite and the media. The api mode always keeps its data; the demo and test
 * modes keep theirs in memory unless one of the two is set: the e2e suite resets those servers all
 * the time, and a demo is meant to start fresh.
 */
export const serverStorageSettingsFrom = (
  env: Env,
  mode: ServerSettings["mode"],
  cwd: string,
): ServerStorageSettings => {
  const databaseUrl = env["DATABASE_URL"]?.trim() || null;
  const dataDir = env["LECTERN_DATA_DIR"]?.trim() || null;
  if (databaseUrl !== null && !/^postgres(ql)?:\/\//.test(databaseUrl))
    throw new Error("DATABASE_URL must be a postgres:// (or postgresql://) address.");
  if (mode !== "api" && databaseUrl === null && dataDir === null) return { kind: "memory" };
  return { kind: "disk", dataDir: resolve(cwd, dataDir ?? DEFAULT_DATA_DIR), databaseUrl };
};
