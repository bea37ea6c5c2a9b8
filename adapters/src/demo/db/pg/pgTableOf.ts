import type { DemoTable } from "../demoTables";

/** camelCase to snake_case, as a type: `recordingSessions` → `recording_sessions`. */
type SnakeCase<S extends string> = S extends `${infer Head}${infer Tail}`
  ? `${Head extends Lowercase<Head> ? Head : `_${Lowercase<Head>}`}${SnakeCase<Tail>}`
  : S;

/** The SQL table that holds a DemoTable's rows. */
export type PgRowTable = SnakeCase<DemoTable>;

/**
 * The SQL name of a DemoTable: its name in snake_case, the way PostgreSQL folds and people read
 * table names (a quoted camelCase name would have to be quoted in every hand-written query).
 */
export const pgTableOf = (table: DemoTable): PgRowTable =>
  table.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`) as PgRowTable;
