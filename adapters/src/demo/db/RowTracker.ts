import type { DemoChanges, OtherTabChanges } from "./DemoChanges";
import type { DemoSnapshot } from "./DemoSnapshot";
import { DEMO_TABLES, type DemoRow, type DemoTable } from "./demoTables";

/** A table as the last save left it. */
export interface SavedTable {
  array: readonly DemoRow[];
  length: number;
  rows: Set<DemoRow>;
}

/** What the last save left: each table, which table each row is in, rows marked since, the counters. */
export interface TrackedState {
  readonly saved: Map<DemoTable, SavedTable>;
  tableOf: WeakMap<DemoRow, DemoTable>;
  readonly touched: Set<DemoRow>;
  counters: string;
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

/**
 * Finds what changed in a snapshot since the last save, at the cost of what changed: rows added to
 * the end of a table are seen by its length, a table replaced (a filter that removed rows) by its
 * identity, and rows edited in place by being marked (`touch`). Reads stay plain arrays: no proxy sits
 * on the handlers' scans. The diff itself (takeRowChanges) loads with the first write, not with the
 * sign-in page's backend.
 */
export class RowTracker {
  readonly #state: TrackedState = { saved: new Map(), tableOf: new WeakMap(), touched: new Set(), counters: "" };

  constructor(snapshot: DemoSnapshot) {
    this.reset(snapshot);
  }

  /** Everything in `snapshot` counts as saved. */
  reset(snapshot: DemoSnapshot): void {
    trackers.set(snapshot, this);
    const state = this.#state;
    state.saved.clear();
    state.tableOf = new WeakMap();
    state.touched.clear();
    for (const table of DEMO_TABLES) {
      const array = snapshot[table] as readonly DemoRow[];
      for (const row of array) state.tableOf.set(row, table);
      state.saved.set(table, { array, length: array.length, rows: new Set(array) });
    }
    state.counters = JSON.stringify(snapshot.counters);
  }

  /**
   * Rows just read from the store (a deferred table's session): into the live table, counted as
   * saved. Placed before rows appended since the last save, so those still read as new.
   */
  adopt(snapshot: DemoSnapshot, table: DemoTable, rows: readonly DemoRow[]): void {
    const array = snapshot[table] as DemoRow[];
    const saved = this.#state.saved.get(table)!;
    if (array === saved.array) {
      array.splice(saved.length, 0, ...rows);
      saved.length += rows.length;
    } else array.push(...rows);
    for (const row of rows) {
      saved.rows.add(row);
      this.#state.tableOf.set(row, table);
    }
  }

  /**
   * Other tabs' rows into the live tables, counted as saved (applyOtherTabsRows: loaded with the first
   * catch-up, not with the sign-in page's backend).
   */
  async applyOtherTabs(snapshot: DemoSnapshot, changes: Extract<OtherTabChanges, { kind: "rows" }>): Promise<void> {
    const { applyOtherTabsRows } = await import("./applyOtherTabsRows");
    applyOtherTabsRows(this, this.#state, snapshot, changes);
  }

  /** Marks rows edited in place (their fields or nested lists); rows added or removed need no mark. */
  touch(rows: readonly DemoRow[]): void {
    for (const row of rows) this.#state.touched.add(row);
  }

  /** What changed since the last call, now counted as saved. */
  async take(snapshot: DemoSnapshot): Promise<DemoChanges> {
    const { takeRowChanges } = await import("./takeRowChanges");
    return takeRowChanges(this.#state, snapshot);
  }

  /** Whether anything is waiting to be taken (cheap: lengths and identities, no rows read). */
  pending(snapshot: DemoSnapshot): boolean {
    const { saved, touched, counters } = this.#state;
    if (touched.size) return true;
    for (const table of DEMO_TABLES) {
      const savedTable = saved.get(table)!;
      if (snapshot[table] !== savedTable.array || snapshot[table].length !== savedTable.length) return true;
    }
    return JSON.stringify(snapshot.counters) !== counters;
  }
}
