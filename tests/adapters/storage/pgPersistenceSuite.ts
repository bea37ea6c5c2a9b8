import { pgMigrationFiles } from "@lectern/adapters/demo/db/pg/applyPgMigrations";
import { DEMO_SCHEMA_VERSION, type DemoSnapshot } from "@lectern/adapters/demo/db/DemoSnapshot";
import { DEMO_TABLES, type DemoRow } from "@lectern/adapters/demo/db/demoTables";
import {
  type PgDemoPersistence,
  type PgDemoPersistenceWhere,
  openPgDemoPersistence,
} from "@lectern/adapters/demo/db/pg/PgDemoPersistence";
import { pgTableOf } from "@lectern/adapters/demo/db/pg/pgTableOf";
import { afterEach, describe, expect, it } from "vitest";

export interface PgStorage {
  /** Where new, empty storage is; `migrated`: its schema already made (a faster open). */
  fresh(options: { readonly migrated: boolean }): Promise<PgDemoPersistenceWhere>;
  /** Runs SQL on the storage while no persistence has it open (PGlite has one user at a time). */
  sql(where: PgDemoPersistenceWhere, statement: string): Promise<Record<string, unknown>[]>;
}

const snapshotWith = (tables: Partial<Record<string, readonly object[]>>): DemoSnapshot => {
  const snapshot: Record<string, unknown> = {
    schemaVersion: DEMO_SCHEMA_VERSION,
    counters: { users: 0, streams: 0 },
  };
  for (const table of DEMO_TABLES) snapshot[table] = [...(tables[table] ?? [])];
  return snapshot as unknown as DemoSnapshot;
};

const keysOf = (rows: Record<string, unknown>[]): number[] => rows.map((row) => Number(row["key"]));

/** What PgDemoPersistence does beyond the contract, on PGlite and on PostgreSQL alike. */
export const pgPersistenceSuite = (name: string, storage: PgStorage, timeoutMs = 60_000): void => {
  describe(`${name}: schema and unreadable rows`, () => {
    const opened: PgDemoPersistence[] = [];
    const open = async (where: PgDemoPersistenceWhere) => {
      const store = await openPgDemoPersistence(where);
      opened.push(store);
      return store;
    };
    const close = async (store: PgDemoPersistence) => {
      opened.splice(opened.indexOf(store), 1);
      await store.close();
    };
    afterEach(async () => {
      await Promise.all(opened.splice(0).map((store) => store.close()));
    });

    it(
      "applies its migrations once, recorded, and makes one table per DemoTable",
      async () => {
        const where = await storage.fresh({ migrated: false });
        const first = await open(where);
        const migrations = await pgMigrationFiles();
        expect(migrations).toEqual(["001_tables.sql", "002_transcripts_by_session.sql", "003_slides.sql"]);
        expect(first.appliedMigrations).toEqual(migrations);
        await close(first);
        const second = await open(where);
        expect(second.appliedMigrations).toEqual([]);
        await close(second);
        const tables = await storage.sql(
          where,
          "select table_name from information_schema.tables where table_schema = current_schema() order by 1",
        );
        expect(tables.map((row) => row["table_name"])).toEqual(
          [...DEMO_TABLES.map(pgTableOf), "meta", "kept_aside", "schema_migrations"].sort(),
        );
        expect(await storage.sql(where, "select name from schema_migrations order by name")).toEqual(
          migrations.map((file) => ({ name: file })),
        );
        // Transcripts are read by session (issue 20): through their index, not a scan of every row.
        expect(
          await storage.sql(where, "select indexname from pg_indexes where tablename = 'transcripts' order by 1"),
        ).toEqual([{ indexname: "transcripts_by_session" }, { indexname: "transcripts_pkey" }]);
      },
      timeoutMs,
    );

    it(
      "skips rows that are not objects, leaves them where they are, keeps their keys, and keeps them aside before a whole save",
      async () => {
        const where = await storage.fresh({ migrated: true });
        const store = await open(where);
        await store.save(snapshotWith({ streams: [{ id: "s1" }, { id: "s2" }] }));
        await close(store);
        await storage.sql(where, `insert into streams (key, row) values (5, '[1, 2]'), (12, '"not a row"')`);

        const reopened = await open(where);
        const loaded = (await reopened.load())!;
        expect(loaded.streams).toEqual([{ id: "s1" }, { id: "s2" }]);
        expect(reopened.skippedRows).toEqual(["streams row 5: not an object", "streams row 12: not an object"]);
        const added = { id: "s3" } as unknown as DemoRow;
        loaded.streams.push(added as never);
        await reopened.saveChanges({ tables: new Map([["streams", { put: [added], remove: [] }]]), counters: null });
        // A reset: the unreadable rows go to kept_aside first.
        await reopened.save(snapshotWith({ streams: [{ id: "fresh" }] }));
        await close(reopened);
        expect(keysOf(await storage.sql(where, "select key from streams order by key"))).toEqual([1]);
        const kept = await storage.sql(where, "select source, key, row from kept_aside order by source, key");
        expect(kept.filter((row) => row["source"] === "streams")).toEqual([
          { source: "streams", key: expect.anything(), row: { id: "s1" } },
          { source: "streams", key: expect.anything(), row: { id: "s2" } },
          { source: "streams", key: expect.anything(), row: [1, 2] },
          { source: "streams", key: expect.anything(), row: "not a row" },
          { source: "streams", key: expect.anything(), row: { id: "s3" } },
        ]);
        // The added row took the key after the highest one, unreadable ones included.
        expect(keysOf(kept.filter((row) => row["source"] === "streams"))).toEqual([1, 2, 5, 12, 13]);

        const after = await open(where);
        expect((await after.load())!.streams).toEqual([{ id: "fresh" }]);
        expect(after.keptAside).toBe(true);
        expect(after.skippedRows).toEqual([]);
      },
      timeoutMs,
    );

    it(
      "sets a record aside: the next whole save copies every row and the meta into kept_aside first",
      async () => {
        const where = await storage.fresh({ migrated: true });
        const store = await open(where);
        const old = snapshotWith({ users: [{ id: "u" }], tags: [{ id: "t1" }, { id: "t2" }] });
        await store.save(old);
        await close(store);

        const reopened = await open(where);
        await reopened.load();
        expect(reopened.keptAside).toBe(false);
        await reopened.setAside();
        expect(reopened.keptAside).toBe(true);
        const seed = snapshotWith({ tags: [{ id: "seeded" }] });
        await reopened.save(seed);
        // Only the first save after setAside keeps: the next one replaces the database in use.
        await reopened.save(seed);
        await close(reopened);

        const kept = await storage.sql(where, "select source, row from kept_aside order by id");
        expect(kept).toEqual([
          { source: "users", row: { id: "u" } },
          { source: "tags", row: { id: "t1" } },
          { source: "tags", row: { id: "t2" } },
          { source: "meta", row: { schemaVersion: DEMO_SCHEMA_VERSION, counters: { users: 0, streams: 0 } } },
        ]);
        const after = await open(where);
        expect(await after.load()).toEqual(seed);
        expect(after.keptAside).toBe(true);
      },
      timeoutMs,
    );
  });
};
