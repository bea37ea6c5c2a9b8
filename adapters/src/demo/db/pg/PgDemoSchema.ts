import type { ColumnType, Generated } from "kysely";
import type { PgRowTable } from "./pgTableOf";

/**
 * A table of rows: `key` comes back as a string from `pg` (bigint) and as a number from PGlite;
 * `row` is written as JSON text and read back parsed.
 */
export interface PgStoredRow {
  key: ColumnType<string | number, number, number>;
  row: ColumnType<unknown, string, string>;
}

export interface PgMeta {
  id: number;
  schema_version: number;
  counters: ColumnType<unknown, string, string>;
}

export interface PgKeptAside {
  id: Generated<string>;
  kept_at: Date;
  source: string;
  key: number;
  row: unknown;
}

export interface PgSchemaMigration {
  name: string;
  applied_at: Generated<Date>;
}

/** The database of migrations/*.sql, as Kysely sees it. */
export type PgDemoSchema = Record<PgRowTable, PgStoredRow> & {
  meta: PgMeta;
  kept_aside: PgKeptAside;
  schema_migrations: PgSchemaMigration;
};
