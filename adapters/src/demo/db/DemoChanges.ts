import type { DemoCounters } from "./DemoSnapshot";
import type { DemoRow, DemoTable } from "./demoTables";

/** The rows of one table a flush writes: added or edited (`put`) and removed. */
export interface DemoTableChanges {
  readonly put: readonly DemoRow[];
  readonly remove: readonly DemoRow[];
}

/**
 * What changed since the last save: rows by identity (the persistence knows each row's key), and
 * the counters when they changed. A flush hands this to the persistence as one transaction, so a
 * write costs the rows it changes, not the database.
 */
export interface DemoChanges {
  readonly tables: ReadonlyMap<DemoTable, DemoTableChanges>;
  readonly counters: DemoCounters | null;
}
