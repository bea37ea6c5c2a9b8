import type { DemoRow, DemoTable } from "./demoTables";

/**
 * The stored key of each row a persistence loaded or saved, by the row's identity. Keys are
 * ascending numbers per table, so reading a table in key order gives its rows in the order they were
 * added (handlers append; a reload must list them as they were).
 */
export class RowKeys {
  #keys = new WeakMap<object, number>();
  #next = new Map<DemoTable, number>();

  /** A row read under `key`. */
  remember(table: DemoTable, row: DemoRow, key: number): void {
    this.#keys.set(row, key);
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

  /** The row's key, a new one (after every key of its table) when it was never stored. */
  keyFor(table: DemoTable, row: DemoRow): number {
    const known = this.#keys.get(row);
    if (known !== undefined) return known;
    const key = this.#next.get(table) ?? 1;
    this.remember(table, row, key);
    return key;
  }

  forget(row: DemoRow): void {
    this.#keys.delete(row);
  }

  /** Every table starts again (a whole snapshot is saved in place of the rows). */
  clear(): void {
    this.#keys = new WeakMap();
    this.#next.clear();
  }
}
