import type { DemoRow, DemoTable } from "./demoTables";

/**
 * The stored key of each row a persistence loaded or saved, by the row's identity, and the row held
 * under each key of a table (so rows another tab wrote, named by key, find the object this tab
 * holds). Keys are ascending numbers per table, so reading a table in key order gives its rows in the
 * order they were added (handlers append; a reload must list them as they were).
 */
export class RowKeys {
  #keys = new WeakMap<object, number>();
  #rows = new Map<DemoTable, Map<number, DemoRow>>();
  #next = new Map<DemoTable, number>();

  /** A row read under `key`. */
  remember(table: DemoTable, row: DemoRow, key: number): void {
    this.#keys.set(row, key);
    this.#rowsOf(table).set(key, row);
    this.#next.set(table, Math.max(this.#next.get(table) ?? 1, key + 1));
  }

  /** Reserves `key` (a row that was stored but could not be read), so no new row takes it. */
  reserve(table: DemoTable, key: number): void {
    this.#next.set(table, Math.max(this.#next.get(table) ?? 1, key + 1));
  }

  /** The row's key, or null when it was never stored. */
  keyOf(row: DemoRow): number | null {
    return this.#keys.get(row) ?? null;
  }

  /** The row held under `key` of `table`, or null when none is. */
  rowAt(table: DemoTable, key: number): DemoRow | null {
    return this.#rows.get(table)?.get(key) ?? null;
  }

  /** The row's key, a new one (after every key of its table) when it was never stored. */
  keyFor(table: DemoTable, row: DemoRow): number {
    const known = this.#keys.get(row);
    if (known !== undefined) return known;
    const key = this.#next.get(table) ?? 1;
    this.remember(table, row, key);
    return key;
  }

  /** The row is no longer stored (its table, when the caller knows it, spares a look through the others). */
  forget(row: DemoRow, table?: DemoTable): void {
    const key = this.#keys.get(row);
    this.#keys.delete(row);
    if (key === undefined) return;
    for (const rows of table ? [this.#rowsOf(table)] : this.#rows.values()) {
      if (rows.get(key) === row) rows.delete(key);
    }
  }

  /** Every table starts again (a whole snapshot is saved in place of the rows). */
  clear(): void {
    this.#keys = new WeakMap();
    this.#rows.clear();
    this.#next.clear();
  }

  #rowsOf(table: DemoTable): Map<number, DemoRow> {
    let rows = this.#rows.get(table);
    if (!rows) this.#rows.set(table, (rows = new Map()));
    return rows;
  }
}
