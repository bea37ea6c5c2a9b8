import { mkdir, readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { Kysely, PostgresDialect, type Transaction, sql } from "kysely";
import pg from "pg";
import type { DemoChanges } from "../DemoChanges";
import type { DemoPersistence } from "../DemoPersistence";
import type { DemoSnapshot } from "../DemoSnapshot";
import { DEMO_TABLES, type DemoRow, type DemoTable, SESSION_ROW_TABLES, type SessionRowTable } from "../demoTables";
import { RowKeys } from "../RowKeys";
import { applyPgMigrations } from "./applyPgMigrations";
import { DataDirLock } from "./DataDirLock";
import type { PgDemoSchema } from "./PgDemoSchema";
import { PgliteDialect } from "./PgliteDialect";
import { pgTableOf } from "./pgTableOf";

/** Where the tables live: an embedded PGlite under `<dataDir>/postgres`, or a PostgreSQL server. */
export type PgDemoPersistenceWhere = { readonly dataDir: string } | { readonly url: string };

/** Rows per INSERT (and keys per DELETE): a whole save of a large database is a few hundred statements. */
const ROWS_PER_INSERT = 500;

/** `postgres://user:secret@host/db` without the secret, for messages and logs. */
export const redactedUrl = (url: string): string => {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = "***";
    return parsed.toString();
  } catch {
    return "(an unreadable DATABASE_URL)";
  }
};

const isRow = (value: unknown): value is DemoRow =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * DemoPersistence on PostgreSQL (issue 20), through Kysely: one table per DemoTable (`key bigint`,
 * `row json`) and a one-row `meta` (schema version, counters), made by migrations/*.sql. A promise
 * resolves once PostgreSQL committed, and PostgreSQL commits durably (the WAL is written first), so
 * a server that replies after `saveChanges` loses no acknowledged write to a kill -9.
 */
export class PgDemoPersistence implements DemoPersistence {
  #keys = new RowKeys();
  #skipped: string[] = [];
  /**
   * The next whole save copies every stored row into `kept_aside` before it replaces them: the
   * record was set aside (it could not be opened) or rows were skipped at load. Unreadable data is
   * never written over, and it stays where an operator can read it with SQL; the tables go on
   * holding the database in use, so no query has to tell the two apart.
   */
  #keepBeforeSave = false;
  keptAside = false;
  deferred = false;
  /** Writes commit in the order they were asked for, whichever connection of the pool runs them. */
  #tail: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly db: Kysely<PgDemoSchema>,
    /** The migrations this open applied (none when the schema was up to date). */
    readonly appliedMigrations: readonly string[],
    /** Where the data lives, for the server's start line. */
    readonly description: string,
    private readonly lock: DataDirLock | null,
  ) {}

  get skippedRows(): readonly string[] {
    return this.#skipped;
  }

  load(): Promise<DemoSnapshot | null> {
    return this.#write(() => this.#load());
  }

  async #load(): Promise<DemoSnapshot | null> {
    const keys = new RowKeys();
    const skipped: string[] = [];
    const snapshot = await this.db.transaction().execute(async (tx) => {
      this.keptAside = (await tx.selectFrom("kept_aside").select("id").limit(1).execute()).length > 0;
      const meta = await tx
        .selectFrom("meta")
        .select(["schema_version", "counters"])
        .where("id", "=", 1)
        .executeTakeFirst();
      if (!meta) return null;
      const loaded: Record<string, unknown> = { schemaVersion: meta.schema_version, counters: meta.counters };
      const deferred = new Set<DemoTable>(SESSION_ROW_TABLES);
      for (const table of DEMO_TABLES) {
        const name = pgTableOf(table);
        const rows: DemoRow[] = [];
        if (deferred.has(table)) {
          // Read by session (loadSessionRows); only the last key now, so new rows go after it.
          const last = await tx
            .selectFrom(name)
            .select((eb) => eb.fn.max("key").as("key"))
            .executeTakeFirst();
          if (last?.key !== null && last?.key !== undefined) keys.reserve(table, Number(last.key));
          loaded[table] = rows;
          continue;
        }
        for (const stored of await tx.selectFrom(name).select(["key", "row"]).orderBy("key").execute()) {
          const key = Number(stored.key);
          if (isRow(stored.row)) {
            keys.remember(table, stored.row, key);
            rows.push(stored.row);
          } else {
            // Left where it is, its key never given to a new row (DemoPersistence.skippedRows).
            keys.reserve(table, key);
            skipped.push(`${name} row ${key}: not an object`);
          }
        }
        loaded[table] = rows;
      }
      return loaded as unknown as DemoSnapshot;
    });
    this.#keys = keys;
    this.#skipped = skipped;
    this.deferred = snapshot !== null;
    if (skipped.length) this.#keepBeforeSave = true;
    return snapshot;
  }

  loadSessionRows(table: SessionRowTable, sessionId: string): Promise<readonly DemoRow[]> {
    // In the write order: a row written by an earlier request is there when this one reads.
    return this.#write(async () => {
      const found = await this.db
        .selectFrom(pgTableOf(table))
        .select(["key", "row"])
        .where(sql`row ->> 'sessionId'`, "=", sessionId)
        .orderBy("key")
        .execute();
      const rows: DemoRow[] = [];
      for (const stored of found) {
        if (!isRow(stored.row)) continue;
        this.#keys.remember(table, stored.row, Number(stored.key));
        rows.push(stored.row);
      }
      return rows;
    });
  }

  async save(snapshot: DemoSnapshot): Promise<void> {
    // New keys are kept only once the save committed: a failed one leaves the stored keys in force.
    const keys = new RowKeys();
    // By key: one row object listed twice is one stored row (as in memory), not a key conflict.
    const tables = DEMO_TABLES.map((table) => {
      const byKey = new Map<number, DemoRow>();
      for (const row of snapshot[table] as readonly DemoRow[]) byKey.set(keys.keyFor(table, row), row);
      return { table, rows: [...byKey].map(([key, row]) => stored(key, row)) };
    });
    const meta = { id: 1, schema_version: snapshot.schemaVersion, counters: JSON.stringify(snapshot.counters) };
    await this.#write(async () => {
      const keep = this.#keepBeforeSave;
      await this.db.transaction().execute(async (tx) => {
        if (keep) await keepAside(tx);
        // DELETE, not TRUNCATE: a truncate makes (and at commit syncs) a new file per table, ~40 of them
        // for a reset of a few rows; a whole save is a seed, a reset or a migration, rarely large.
        for (const table of DEMO_TABLES) await tx.deleteFrom(pgTableOf(table)).execute();
        for (const { table, rows } of tables) await insertRows(tx, table, rows, false);
        await tx
          .insertInto("meta")
          .values(meta)
          .onConflict((conflict) =>
            conflict.column("id").doUpdateSet({
              schema_version: (eb) => eb.ref("excluded.schema_version"),
              counters: (eb) => eb.ref("excluded.counters"),
            }),
          )
          .execute();
      });
      this.#keys = keys;
      this.#skipped = [];
      this.deferred = false;
      if (keep) {
        this.#keepBeforeSave = false;
        this.keptAside = true;
      }
    });
  }

  async saveChanges(changes: DemoChanges): Promise<void> {
    // JSON now, as the rows are at the flush: a later edit of a live row is the next flush's. Keys
    // when the write runs, after the writes before it (a whole save queued first gives new ones).
    const tables = [...changes.tables].map(([table, { put, remove }]) => ({
      table,
      remove,
      put: put.map((row) => [row, JSON.stringify(row)] as const),
    }));
    const counters = changes.counters ? JSON.stringify(changes.counters) : null;
    await this.#write(async () => {
      const keys = this.#keys;
      await this.db.transaction().execute(async (tx) => {
        for (const { table, remove, put } of tables) {
          const gone = remove.flatMap((row) => {
            const key = keys.keyOf(row);
            return key === null ? [] : [key];
          });
          // In batches too: a statement takes at most 65,535 parameters (a deleted account's rows).
          for (let start = 0; start < gone.length; start += ROWS_PER_INSERT)
            await tx
              .deleteFrom(pgTableOf(table))
              .where("key", "in", gone.slice(start, start + ROWS_PER_INSERT))
              .execute();
          // By key, so a row named twice is written once (an upsert may not touch a row twice).
          const byKey = new Map(put.map(([row, json]) => [keys.keyFor(table, row), json] as const));
          await insertRows(
            tx,
            table,
            [...byKey].map(([key, row]) => ({ key, row })),
            true,
          );
        }
        if (counters !== null) await tx.updateTable("meta").set({ counters }).where("id", "=", 1).execute();
      });
      for (const { remove } of tables) for (const row of remove) keys.forget(row);
    });
  }

  #write<T>(work: () => Promise<T>): Promise<T> {
    const done = this.#tail.then(work);
    this.#tail = done.catch(() => undefined);
    return done;
  }

  async setAside(): Promise<void> {
    this.keptAside = true;
    this.#keepBeforeSave = true;
  }

  /** Waits for the writes in flight, then closes the connections (and PGlite's files). */
  async close(): Promise<void> {
    await this.#tail;
    await this.db.destroy();
    await this.lock?.release();
  }
}

/** A row as written: its key and its JSON text. */
interface StoredRow {
  readonly key: number;
  readonly row: string;
}

const stored = (key: number, row: DemoRow): StoredRow => ({ key, row: JSON.stringify(row) });

const insertRows = async (
  tx: Transaction<PgDemoSchema>,
  table: DemoTable,
  rows: readonly StoredRow[],
  upsert: boolean,
): Promise<void> => {
  for (let start = 0; start < rows.length; start += ROWS_PER_INSERT) {
    const insert = tx.insertInto(pgTableOf(table)).values(rows.slice(start, start + ROWS_PER_INSERT));
    await (
      upsert
        ? insert.onConflict((conflict) => conflict.column("key").doUpdateSet({ row: (eb) => eb.ref("excluded.row") }))
        : insert
    ).execute();
  }
};

/** Copies every stored row (and the meta row) into `kept_aside`, stamped with this transaction's time. */
const keepAside = async (tx: Transaction<PgDemoSchema>): Promise<void> => {
  for (const table of DEMO_TABLES) {
    const name = pgTableOf(table);
    await sql`insert into kept_aside (kept_at, source, key, row)
      select now(), ${name}, key, row from ${sql.table(name)}`.execute(tx);
  }
  await sql`insert into kept_aside (kept_at, source, key, row)
    select now(), 'meta', id, json_build_object('schemaVersion', schema_version, 'counters', counters) from meta`.execute(
    tx,
  );
};

let pgliteModule: Promise<WebAssembly.Module | null> | null = null;

/**
 * PGlite's WebAssembly, compiled once per process: each open would compile its 9 MB again (about half
 * of a start's second). Null when the file is not where this PGlite keeps it: PGlite then loads its own.
 */
const compiledPglite = (): Promise<WebAssembly.Module | null> =>
  (pgliteModule ??= (async () => {
    try {
      const dist = dirname(createRequire(import.meta.url).resolve("@electric-sql/pglite"));
      return await WebAssembly.compile(await readFile(join(dist, "pglite.wasm")));
    } catch {
      return null;
    }
  })());

const openKysely = async (
  where: PgDemoPersistenceWhere,
): Promise<{ db: Kysely<PgDemoSchema>; description: string; lock: DataDirLock | null }> => {
  if ("url" in where) {
    const pool = new pg.Pool({ connectionString: where.url, max: 4 });
    // An idle connection that dies (the server restarted) must not take the process down; the
    // next query opens a new one.
    pool.on("error", (error) => console.error(`PostgreSQL connection lost: ${error.message}`));
    return {
      db: new Kysely<PgDemoSchema>({ dialect: new PostgresDialect({ pool }) }),
      description: `PostgreSQL at ${redactedUrl(where.url)}`,
      lock: null,
    };
  }
  await mkdir(where.dataDir, { recursive: true });
  const folder = join(where.dataDir, "postgres");
  const lock = await DataDirLock.take(join(where.dataDir, "postgres.pid"));
  try {
    const wasm = await compiledPglite();
    const pglite = await PGlite.create(folder, wasm ? { pgliteWasmModule: wasm } : {});
    return {
      db: new Kysely<PgDemoSchema>({ dialect: new PgliteDialect(pglite) }),
      description: `PGlite in ${folder}`,
      lock,
    };
  } catch (error) {
    await lock.release();
    throw error;
  }
};

/**
 * Opens the tables where `where` says and brings their schema up to date (migrations/*.sql).
 * `{ dataDir }`: PGlite, embedded, under `<dataDir>/postgres` (its first open runs initdb: ~15 s);
 * `{ url }`: a PostgreSQL server, e.g. postgres://user:password@127.0.0.1:5432/lectern.
 */
export const openPgDemoPersistence = async (where: PgDemoPersistenceWhere): Promise<PgDemoPersistence> => {
  const { db, description, lock } = await openKysely(where);
  try {
    const applied = await applyPgMigrations(db);
    return new PgDemoPersistence(db, applied, description, lock);
  } catch (error) {
    await db.destroy().catch(() => undefined);
    await lock?.release();
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`${description} could not be opened: ${reason}`, { cause: error });
  }
};
