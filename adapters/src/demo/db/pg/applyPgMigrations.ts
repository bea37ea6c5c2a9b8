import { readFile, readdir } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import { type Kysely, sql } from "kysely";
import type { PgDemoSchema } from "./PgDemoSchema";

/** The schema's migrations, applied in name order: 001_….sql, 002_….sql, … */
export const PG_MIGRATIONS_DIR = fileURLToPath(new URL("./migrations/", import.meta.url));

const MIGRATION_FILE = /^\d{3}_[a-z0-9_]+\.sql$/;

/** Any number, the same for every server: it serialises servers migrating one database at once. */
const MIGRATION_LOCK = 202_620;

/** The migration files, in the order they apply. */
export const pgMigrationFiles = async (dir = PG_MIGRATIONS_DIR): Promise<string[]> =>
  (await readdir(dir)).filter((name) => MIGRATION_FILE.test(name)).sort();

/**
 * Applies every migration not yet recorded in `schema_migrations`, each recorded as it applies, all
 * in one transaction under an advisory lock: two servers starting on one database do not both
 * migrate it, and a migration that fails leaves the schema as it was. Returns the names applied now.
 */
export const applyPgMigrations = async (db: Kysely<PgDemoSchema>, dir = PG_MIGRATIONS_DIR): Promise<string[]> => {
  const files = await pgMigrationFiles(dir);
  const texts = await Promise.all(files.map((name) => readFile(`${dir}/${name}`, "utf8")));
  return db.transaction().execute(async (tx) => {
    await sql`select pg_advisory_xact_lock(${MIGRATION_LOCK})`.execute(tx);
    await sql`create table if not exists schema_migrations (
      name text primary key,
      applied_at timestamptz not null default now()
    )`.execute(tx);
    const applied = new Set((await tx.selectFrom("schema_migrations").select("name").execute()).map((row) => row.name));
    const now: string[] = [];
    for (const [index, name] of files.entries()) {
      if (applied.has(name)) continue;
      await sql.raw(texts[index]!).execute(tx);
      await tx.insertInto("schema_migrations").values({ name }).execute();
      now.push(name);
    }
    return now;
  });
};
