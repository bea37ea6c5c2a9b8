import type { DemoChanges } from "./DemoChanges";
import type { DemoSnapshot } from "./DemoSnapshot";
import { DEMO_TABLES, type DemoRow, type DemoTable } from "./demoTables";
import type { SavedTable, TrackedState } from "./RowTracker";

type Changes = { put: DemoRow[]; remove: DemoRow[] };

/** A table that only grew keeps its old rows in place; the new ones are not among them. */
const onlyAppended = (saved: SavedTable, array: readonly DemoRow[]): boolean => {
  for (let index = saved.length; index < array.length; index += 1) if (saved.rows.has(array[index]!)) return false;
  return true;
};

/**
 * What changed in `snapshot` since `state` was saved, and `state` brought up to it: rows past a
 * table's saved length are new, a replaced table is compared by identity (the cost of its length, no
 * row read), and marked rows are written whole. Synchronous, so nothing changes while it runs.
 */
export const takeRowChanges = (state: TrackedState, snapshot: DemoSnapshot): DemoChanges => {
  const tables = new Map<DemoTable, Changes>();
  const changesOf = (table: DemoTable): Changes => {
    let changes = tables.get(table);
    if (!changes) tables.set(table, (changes = { put: [], remove: [] }));
    return changes;
  };
  for (const table of DEMO_TABLES) {
    const saved = state.saved.get(table)!;
    const array = snapshot[table] as readonly DemoRow[];
    if (array === saved.array && array.length === saved.length) continue;
    if (array === saved.array && array.length > saved.length && onlyAppended(saved, array)) {
      for (let index = saved.length; index < array.length; index += 1) {
        const row = array[index]!;
        saved.rows.add(row);
        state.tableOf.set(row, table);
        changesOf(table).put.push(row);
      }
    } else {
      const now = new Set(array);
      for (const row of saved.rows) {
        if (now.has(row)) continue;
        changesOf(table).remove.push(row);
        state.tableOf.delete(row);
      }
      for (const row of array) {
        if (saved.rows.has(row)) continue;
        changesOf(table).put.push(row);
        state.tableOf.set(row, table);
      }
      saved.rows = now;
    }
    saved.array = array;
    saved.length = array.length;
  }
  for (const row of state.touched) {
    const table = state.tableOf.get(row);
    // In no table now: added and removed since the last save, or removed after the touch. Nothing to
    // write (a touch of something that is no row at all shows in the tests' check of every write).
    if (!table || !state.saved.get(table)!.rows.has(row)) continue;
    const changes = changesOf(table);
    if (!changes.put.includes(row)) changes.put.push(row);
  }
  state.touched.clear();
  const counters = JSON.stringify(snapshot.counters);
  const countersChanged = counters !== state.counters;
  state.counters = counters;
  return { tables, counters: countersChanged ? snapshot.counters : null };
};
