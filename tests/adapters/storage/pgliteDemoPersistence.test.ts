import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { DEMO_TABLES } from "@lectern/adapters/demo/db/demoTables";
import { PG_MIGRATIONS_DIR, pgMigrationFiles } from "@lectern/adapters/demo/db/pg/applyPgMigrations";
import { DataDirInUseError } from "@lectern/adapters/demo/db/pg/DataDirLock";
import { openPgDemoPersistence } from "@lectern/adapters/demo/db/pg/PgDemoPersistence";
import { pgTableOf } from "@lectern/adapters/demo/db/pg/pgTableOf";
import { afterAll, describe, expect, it } from "vitest";
import { demoPersistenceContract } from "./demoPersistenceContract";
import { freshPgliteDataDir, removePgliteDataDirs } from "./pgliteDataDir";
import { pgPersistenceSuite } from "./pgPersistenceSuite";

afterAll(removePgliteDataDirs);

// PGlite starts in ~2 s (WASM): few runs of the crash property, each reopening a few times.
let dataDir = "";
demoPersistenceContract(
  "PgDemoPersistence on PGlite",
  async () => openPgDemoPersistence({ dataDir: (dataDir = await freshPgliteDataDir()) }),
  () => openPgDemoPersistence({ dataDir }),
  { runs: 5, timeoutMs: 90_000 },
);

pgPersistenceSuite(
  "PgDemoPersistence on PGlite",
  {
    fresh: async ({ migrated }) => ({ dataDir: await freshPgliteDataDir({ migrated }) }),
    sql: async (where, statement) => {
      if (!("dataDir" in where)) throw new Error("PGlite storage is a data folder.");
      const pglite = await PGlite.create(join(where.dataDir, "postgres"));
      try {
        return (await pglite.query<Record<string, unknown>>(statement)).rows;
      } finally {
        await pglite.close();
      }
    },
  },
  90_000,
);

describe("PgDemoPersistence on PGlite: the data folder", () => {
  it("lists in its migrations exactly the tables of DEMO_TABLES (and meta, kept_aside)", async () => {
    const files = await pgMigrationFiles();
    expect(files[0]).toBe("001_tables.sql");
    const sql = (await Promise.all(files.map((file) => readFile(join(PG_MIGRATIONS_DIR, file), "utf8")))).join("\n");
    const created = [...sql.matchAll(/^\s*create table (?:if not exists )?([a-z_]+)/gim)].map((match) => match[1]);
    const dropped = [...sql.matchAll(/^\s*drop table (?:if exists )?([a-z_]+)/gim)].map((match) => match[1]);
    const tables = created.filter((table) => !dropped.includes(table));
    expect([...tables].sort()).toEqual([...DEMO_TABLES.map(pgTableOf), "meta", "kept_aside"].sort());
  });

  it("names tables in snake_case", () => {
    expect(pgTableOf("recordingSessions")).toBe("recording_sessions");
    expect(pgTableOf("users")).toBe("users");
    expect(pgTableOf("devicePairings")).toBe("device_pairings");
  });

  it("refuses a second server on the same folder while the first runs, and takes over a stale lock", async () => {
    const where = { dataDir: await freshPgliteDataDir() };
    const first = await openPgDemoPersistence(where);
    await expect(openPgDemoPersistence(where)).rejects.toBeInstanceOf(DataDirInUseError);
    await first.close();
    const second = await openPgDemoPersistence(where);
    await second.close();
  }, 90_000);
});
