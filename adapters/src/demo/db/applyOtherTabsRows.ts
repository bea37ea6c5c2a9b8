import type { OtherTabChanges } from "./DemoChanges";
import type { DemoSnapshot } from "./DemoSnapshot";
import type { DemoRow, DemoTable } from "./demoTables";
import type { RowTracker, TrackedState } from "./RowTracker";

/**
 * Rows another tab removed: out of the live table (the same array, spliced) and out of what counts as
 * saved, so the next flush deletes nothing for them.
 */
const drop = (state: TrackedState, snapshot: DemoSnapshot, table: DemoTable, rows: ReadonlySet<DemoRow>): void => {
  const array = snapshot[table] as DemoRow[];
  const saved = state.saved.get(table)!;
  for (let index = array.length - 1; index >= 0; index -= 1) {
    if (!rows.has(array[index]!)) continue;
    array.splice(index, 1);
    if (array === saved.array && index < saved.length) saved.length -= 1;
  }
  for (const row of rows) {
    saved.rows.delete(row);
    state.tableOf.delete(row);
    state.touched.delete(row);
  }
};

/**
 * Other tabs' rows into the live tables, counted as saved (the next flush writes none of them): a row
 * this tab holds is updated in place, so whoever holds it (a pipeline, a handler) holds the stored one;
 * new rows go to the end of their table (keys ascend: the order they were added); removed ones leave
 * it; the counters become the stored ones (the same object).
 */
export const applyOtherTabsRows = (
  tracker: RowTracker,
  state: TrackedState,
  snapshot: DemoSnapshot,
  changes: Extract<OtherTabChanges, { kind: "rows" }>,
): void => {
  for (const [table, { put, remove }] of changes.tables) {
    const added: DemoRow[] = [];
    for (const { row, held } of put) {
      if (!held) {
        added.push(row);
        continue;
      }
      const target = held as unknown as Record<string, unknown>;
      for (const field of Object.keys(target)) delete target[field];
      Object.assign(target, row);
    }
    if (remove.length) drop(state, snapshot, table, new Set(remove));
    if (added.length) tracker.adopt(snapshot, table, added);
  }
  const counters = changes.counters;
  if (!counters || JSON.stringify(counters) === JSON.stringify(snapshot.counters)) return;
  const live = snapshot.counters as unknown as Record<string, unknown>;
  for (const name of Object.keys(live)) delete live[name];
  Object.assign(live, counters);
  state.counters = JSON.stringify(live);
};
