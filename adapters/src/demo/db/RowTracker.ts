import type { DemoChanges } from "./DemoChanges";
import type { DemoSnapshot } from "./DemoSnapshot";
import { DEMO_TABLES, type DemoRow, type DemoTable } from "./demoTables";

/** A table as the last save left it. */
interface SavedTable {
  array: readonly DemoRow[];
  length: number;
  rows: Set<DemoRow>;
}

/** The tracker of each live snapshot, so code holding only the snapshot can mark rows (touchRows). */
const trackers = new WeakMap<DemoSnapshot, RowTracker>();

/**
 * Marks rows of `data` edited in place, for helpers that are handed the snapshot inside a change
 * rather than the database.
 */
export const touchRows = (data: DemoSnapshot, ...rows: readonly DemoRow[]): void => {
  trackers.get(data)?.touch(rows);
};

/** A row was marked changed that belongs to no table: the change would be lost. */
export class UntrackedRowError extends Error {
  constructor() {
    super("A row marked as changed belongs to no table of the demo database.");
  }
}

/**
 * Finds what changed in a snapshot since the last save, at the cost of what changed: rows added to
 * the end of a table are seen by its length, a table replaced (a filter that removed rows) by its
 * identity, and rows edited in place by being marked (`touch`). Reads stay plain arrays: no proxy sits
 * on the handlers' scans.
 */
export class RowTracker {
  #saved = new Map<DemoTable, SavedTable>();
  #tableOf = new WeakMap<DemoRow, DemoTable>();
  #touched = new Set<DemoRow>();
  #counters = "";

  constructor(snapshot: DemoSnapshot) {
    this.reset(snapshot);
  }

  /** Everything in `snapshot` counts as saved. */
  reset(snapshot: DemoSnapshot): void {
    trackers.set(snapshot, this);
    this.#saved.clear();
    this.#tableOf = new WeakMap();
    this.#touched.clear();
    for (const table of DEMO_TABLES) {
      const array = snapshot[table] as readonly DemoRow[];
      for (const row of array) this.#tableOf.set(row, table);
      this.#saved.set(table, { array, length: array.length, rows: new Set(array) });
    }
    this.#counters = JSON.stringify(snapshot.counters);
  }

  /** Marks rows edited in place (their fields or nested lists); rows added or removed need no mark. */
  touch(rows: readonly DemoRow[]): void {
    for (const row of rows) this.#touched.add(row);
  }

  /** What changed since the last call, now counted as saved. */
  take(snapshot: DemoSnapshot): DemoChanges {
    const tables = new Map<DemoTable, { put: DemoRow[]; remove: DemoRow[] }>();
    const changesOf = (table: DemoTable) => {
      let changes = tables.get(table);
      if (!changes) tables.set(table, (changes = { put: [], remove: [] }));
      return changes;
    };
    for (const table of DEMO_TABLES) {
      const saved = this.#saved.get(table)!;
      const array = snapshot[table] as readonly DemoRow[];
      if (array === saved.array && array.length === saved.length) continue;
      if (array === saved.array && array.length > saved.length && this.#onlyAppended(saved, array)) {
        for (let index = saved.length; index < array.length; index += 1)
          this.#add(table, saved, array[index]!, changesOf);
      } else {
        this.#diff(table, saved, array, changesOf);
      }
      saved.array = array;
      saved.length = array.length;
    }
    for (const row of this.#touched) {
      const table = this.#tableOf.get(row);
      if (!table) throw new UntrackedRowError();
      const saved = this.#saved.get(table)!;
      // Removed since (a touch then a delete): nothing to write.
      if (!saved.rows.has(row)) continue;
      const changes = changesOf(table);
      if (!changes.put.includes(row)) changes.put.push(row);
    }
    this.#touched.clear();
    const counters = JSON.stringify(snapshot.counters);
    const countersChanged = counters !== this.#counters;
    this.#counters = counters;
    return { tables, counters: countersChanged ? snapshot.counters : null };
  }

  /** Whether anything is waiting to be taken (cheap: lengths and identities, no rows read). */
  pending(snapshot: DemoSnapshot): boolean {
    if (this.#touched.size) return true;
    for (const table of DEMO_TABLES) {
      const saved = this.#saved.get(table)!;
      if (snapshot[table] !== saved.array || snapshot[table].length !== saved.length) return true;
    }
    return JSON.stringify(snapshot.counters) !== this.#counters;
  }

  /** A table that only grew keeps its old rows in place; the new ones are not among them. */
  #onlyAppended(saved: SavedTable, array: readonly DemoRow[]): boolean {
    for (let index = saved.length; index < array.length; index += 1) if (saved.rows.has(array[index]!)) return false;
    return true;
  }

  #add(table: DemoTable, saved: SavedTable, row: DemoRow, changesOf: (table: DemoTable) => { put: DemoRow[] }): void {
    saved.rows.add(row);
    this.#tableOf.set(row, table);
    changesOf(table).put.push(row);
  }

  /** A replaced table: rows by identity (the cost of the table's length, no row read). */
  #diff(
    table: DemoTable,
    saved: SavedTable,
    array: readonly DemoRow[],
    changesOf: (table: DemoTable) => { put: DemoRow[]; remove: DemoRow[] },
  ): void {
    const now = new Set(array);
    for (const row of saved.rows) {
      if (!now.has(row)) {
        changesOf(table).remove.push(row);
        this.#tableOf.delete(row);
      }
    }
    for (const row of array) {
      if (saved.rows.has(row)) continue;
      changesOf(table).put.push(row);
      this.#tableOf.set(row, table);
    }
    saved.rows = now;
  }
}
