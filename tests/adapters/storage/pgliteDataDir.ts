import { createHash } from "node:crypto";
import { constants } from "node:fs";
import { cp, mkdtemp, readFile, rename, rm, stat } from "node:fs/promises";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { PG_MIGRATIONS_DIR, pgMigrationFiles } from "@lectern/adapters/demo/db/pg/applyPgMigrations";
import { openPgDemoPersistence } from "@lectern/adapters/demo/db/pg/PgDemoPersistence";

/** PGlite's version, so a template made by another version is never used. */
const pgliteVersion = async (): Promise<string> => {
  let folder = dirname(createRequire(import.meta.url).resolve("@electric-sql/pglite"));
  for (let depth = 0; depth < 4; depth += 1, folder = dirname(folder)) {
    try {
      const manifest = JSON.parse(await readFile(join(folder, "package.json"), "utf8")) as {
        name?: string;
        version?: string;
      };
      if (manifest.name === "@electric-sql/pglite" && manifest.version) return manifest.version;
    } catch {
      // Not the package's folder yet.
    }
  }
  return "unknown";
};

/** The migrations' text, so a template migrated by other migrations is never used. */
const migrationsHash = async (): Promise<string> => {
  const hash = createHash("sha256");
  for (const file of await pgMigrationFiles()) hash.update(file).update(await readFile(join(PG_MIGRATIONS_DIR, file)));
  return hash.digest("hex").slice(0, 12);
};

const exists = (path: string): Promise<boolean> =>
  stat(path).then(
    () => true,
    () => false,
  );

/** Copy-on-write where the disk can (a clone is instant), a plain copy elsewhere. */
const copyCluster = (from: string, to: string): Promise<void> =>
  cp(from, to, { recursive: true, mode: constants.COPYFILE_FICLONE });

/**
 * Makes `path` once per machine: `make` fills a `postgres/` folder in a new data folder, which is
 * then renamed to `path` whole, so test files running at once share one and never see half of one.
 */
const cached = async (path: string, make: (dataDir: string) => Promise<void>): Promise<string> => {
  if (await exists(join(path, "PG_VERSION"))) return path;
  const making = await mkdtemp(join(tmpdir(), "lectern-pglite-making-"));
  try {
    await make(making);
    await rename(join(making, "postgres"), path).catch(() => {
      // Another test file moved its own there first: theirs serves.
    });
  } finally {
    await rm(making, { recursive: true, force: true });
  }
  return path;
};

let bare: Promise<string> | null = null;
let migrated: Promise<string> | null = null;

/** A cluster PGlite has initialised (initdb: ~15 s here, the cost of a server's very first start). */
const bareTemplate = (): Promise<string> =>
  (bare ??= (async () =>
    cached(join(tmpdir(), `lectern-pglite-${await pgliteVersion()}`), async (dataDir) => {
      await (await PGlite.create(join(dataDir, "postgres"))).close();
    }))());

/** The same with the schema's migrations applied. */
const migratedTemplate = (): Promise<string> =>
  (migrated ??= (async () =>
    cached(join(tmpdir(), `lectern-pglite-${await pgliteVersion()}-${await migrationsHash()}`), async (dataDir) => {
      await copyCluster(await bareTemplate(), join(dataDir, "postgres"));
      await (await openPgDemoPersistence({ dataDir })).close();
    }))());

const made: string[] = [];

/**
 * A new data folder (as `LECTERN_DATA_DIR`) whose `postgres/` is a copy of an initialised cluster,
 * its schema migrated unless `migrated` is false: PgDemoPersistence opens it in seconds instead of
 * running initdb.
 */
export const freshPgliteDataDir = async ({ migrated: withSchema = true } = {}): Promise<string> => {
  const dataDir = await mkdtemp(join(tmpdir(), "lectern-data-"));
  made.push(dataDir);
  await copyCluster(await (withSchema ? migratedTemplate() : bareTemplate()), join(dataDir, "postgres"));
  return dataDir;
};

/** Removes the data folders this file made (~40 MB each): call it in afterAll, once they are closed. */
export const removePgliteDataDirs = async (): Promise<void> => {
  await Promise.all(made.splice(0).map((dataDir) => rm(dataDir, { recursive: true, force: true })));
};
