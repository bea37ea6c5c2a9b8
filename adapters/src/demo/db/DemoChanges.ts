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

/** A row another tab put, as stored now, and the row this tab holds under its key (null: a new key). */
export interface ChangedRow {
  readonly row: DemoRow;
  readonly held: DemoRow | null;
}

/**
 * What other tabs wrote since this one last looked (DemoPersistence.changesFromOtherTabs): per
 * table the rows put (edited ones to update in place, new ones to add) and the held rows they
 * removed, and the counters as stored; or `reload` when only a reload of every table can tell.
 */
export type OtherTabChanges =
  | { readonly kind: "reload" }
  | {
      readonly kind: "rows";
      readonly tables: ReadonlyMap<
        DemoTable,
        { readonly put: readonly ChangedRow[]; readonly remove: readonly DemoRow[] }
      >;
      readonly counters: DemoCounters | null;
    };
