import { randomBytes } from "node:crypto";
import type { PgDemoPersistenceWhere } from "@lectern/adapters/demo/db/pg/PgDemoPersistence";
import { openPgDemoPersistence } from "@lectern/adapters/demo/db/pg/PgDemoPersistence";
import pg from "pg";
import { afterAll, beforeAll } from "vitest";
import { demoPersistenceContract } from "./demoPersistenceContract";
import { pgPersistenceSuite } from "./pgPersistenceSuite";

/**
 * The contract on a real PostgreSQL server. The rule, the simplest honest one:
 * - the server is LECTERN_TEST_DATABASE_URL, else the one scripts/ensure-test-tools.mjs sets up
 *   (as root: Debian's postgresql, its cluster started, role and database lectern_test), which
 *   CI runs first: postgres://lectern_test:lectern_test@127.0.0.1:5432/lectern_test;
 * - each storage is a database of its own, made here and dropped at the end (the role needs CREATEDB);
 * - no server answers: this file FAILS, saying how to get one. It never skips.
 * - tests/vitest.config.ts leaves this file out only on a machine with no PostgreSQL at all (not CI,
 *   no LECTERN_TEST_DATABASE_URL, no PostgreSQL installed), so such a laptop runs the rest.
 */
const BASE_URL =
  process.env["LECTERN_TEST_DATABASE_URL"] ?? "postgres://lectern_test:lectern_test@127.0.0.1:5432/lectern_test";

const admin = new pg.Client({ connectionString: BASE_URL });
const made: string[] = [];

beforeAll(async () => {
  try {
    await admin.connect();
  } catch (error) {
    throw new Error(
      `No PostgreSQL at ${BASE_URL.replace(/:[^:@/]*@/, ":***@")} (${String(error)}). ` +
        "Run `node scripts/ensure-test-tools.mjs` as root (Debian: installs and starts PostgreSQL, makes " +
        "the lectern_test role), or set LECTERN_TEST_DATABASE_URL to a server whose role may CREATE DATABASE.",
      { cause: error },
    );
  }
});

afterAll(async () => {
  for (const name of made) await admin.query(`drop database if exists ${name} with (force)`).catch(() => undefined);
  await admin.end().catch(() => undefined);
});

/** A new, empty database on the server: its own URL. */
const freshDatabase = async (): Promise<string> => {
  const name = `lectern_test_${randomBytes(6).toString("hex")}`;
  await admin.query(`create database ${name}`);
  made.push(name);
  const url = new URL(BASE_URL);
  url.pathname = `/${name}`;
  return url.toString();
};

const urlOf = (where: PgDemoPersistenceWhere): string => {
  if (!("url" in where)) throw new Error("PostgreSQL storage is a URL.");
  return where.url;
};

let url = "";
demoPersistenceContract(
  "PgDemoPersistence on PostgreSQL",
  async () => openPgDemoPersistence({ url: (url = await freshDatabase()) }),
  () => openPgDemoPersistence({ url }),
  { runs: 30 },
);

pgPersistenceSuite("PgDemoPersistence on PostgreSQL", {
  fresh: async ({ migrated }) => {
    const where = { url: await freshDatabase() };
    if (migrated) await (await openPgDemoPersistence(where)).close();
    return where;
  },
  sql: async (where, statement) => {
    const client = new pg.Client({ connectionString: urlOf(where) });
    await client.connect();
    try {
      return (await client.query<Record<string, unknown>>(statement)).rows;
    } finally {
      await client.end();
    }
  },
});
